import { lazy, Suspense, type ComponentProps } from 'react';

const RemoteFallback = lazy(() => import('./RemoteFallback'));

/** The fallback block, loaded only when a remote actually fails. */
export function LazyRemoteFallback(props: ComponentProps<typeof RemoteFallback>) {
  return (
    <Suspense fallback={<div className="page-pending">Раздел временно недоступен</div>}>
      <RemoteFallback {...props} />
    </Suspense>
  );
}
