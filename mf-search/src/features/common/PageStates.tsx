import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { apiErrorMessage } from '@shop/shared/api';
import './common.css';

/** A page or block still loading: a skeleton with a status text for screen readers. */
export function Loading({ text = 'Загрузка…', rows = 4 }: { text?: string; rows?: number }) {
  return (
    <div className="search-pending" role="status" aria-label={text}>
      <Skeleton active title={false} paragraph={{ rows }} />
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
    <div className="search-failed" role="alert">
      <p className="search-failed-title">{title}</p>
      <p>{apiErrorMessage(error)}</p>
      <Button onClick={onRetry}>Повторить</Button>
    </div>
  );
}

/** Nothing to show: a heading-like message and an optional hint under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="search-empty">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
