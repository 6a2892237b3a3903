import type { ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import './common.css';

/** A page or block still loading: a skeleton with a status text for screen readers. */
export function Loading({ text = 'Загрузка…', rows = 4 }: { text?: string; rows?: number }) {
  return (
    <div className="search-pending" role="status" aria-label={text}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

export { LoadFailed } from '@shop/shared/ui/page-states';

/** Nothing to show: a heading-like message and an optional hint under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="search-empty">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
