import Button from 'antd/es/button';
import { apiErrorMessage } from '@shop/shared/api';
import './common.css';

/** The loading text of a page or a block. */
export function Loading({ text = 'Загрузка…' }: { text?: string }) {
  return (
    <div className="cabinet-pending" role="status">
      {text}
    </div>
  );
}

/** A block that failed to load, with the server's message and 'Повторить'. */
export function LoadFailed({
  error,
  onRetry,
  title = 'Не удалось загрузить данные',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className="cabinet-failed" role="alert">
      <p className="cabinet-failed-title">{title}</p>
      <p>{apiErrorMessage(error)}</p>
      <Button onClick={onRetry}>Повторить</Button>
    </div>
  );
}
