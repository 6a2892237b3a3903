import type { ReactNode } from 'react';
import './common.css';

export { LoadFailed } from '@shop/shared/ui/page-states';
export { Loading } from '@shop/shared/ui/page';

/** Nothing to show: a heading-like message and an optional hint under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="search-empty">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
