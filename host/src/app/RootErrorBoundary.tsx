import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from '@shop/shared/router';
import { reportClientError } from './clientErrors';

const FatalErrorDialog = lazy(() => import('./FatalErrorDialog'));

/** An error outside any remote's area (the layout itself) is fatal: report it and show the dialog. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    reportClientError({ message, stack, url: window.location.href }).catch(() => undefined);
  }, [error]);
  return (
    <Suspense fallback={<div className="page-pending">Произошла ошибка</div>}>
      <FatalErrorDialog error={error} />
    </Suspense>
  );
}
