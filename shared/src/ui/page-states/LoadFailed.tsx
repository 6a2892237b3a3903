import { Button } from '@shop/shared/kit/button';
import { apiErrorMessage } from '@shop/shared/api';
import './page-states.css';

/** A page or block that failed to load, with the server's message and 'Повторить'. */
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
    <div className="load-failed" role="alert">
      <p className="load-failed-title">{title}</p>
      <p>{apiErrorMessage(error)}</p>
      <Button onClick={onRetry}>Повторить</Button>
    </div>
  );
}
