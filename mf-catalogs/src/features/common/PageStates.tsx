import type { ReactNode } from 'react';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { Loading } from '@shop/shared/ui/page';
import type { Loaded } from './useLoad';

export { LoadFailed, Loading };

/** Nothing to show: a message and an optional hint or link under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="catalogs-empty" role="status">
      <p className="catalogs-empty-title">{title}</p>
      {children}
    </div>
  );
}

/** The loading and error states of a block; its content once the first answer is there. */
export function LoadedBlock<T>({
  loaded,
  loadingText,
  failedTitle,
  children,
}: {
  loaded: Loaded<T>;
  loadingText: string;
  failedTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (loaded.error) return <LoadFailed error={loaded.error} onRetry={loaded.retry} title={failedTitle} />;
  if (loaded.data === null) return <Loading text={loadingText} />;
  return <div aria-busy={loaded.loading}>{children(loaded.data)}</div>;
}
