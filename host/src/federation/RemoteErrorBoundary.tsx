import { useLocation, useNavigate, useRouteError } from '@shop/shared/router';
import { LazyRemoteFallback as RemoteFallback } from './LazyRemoteFallback';

/** Error boundary of every remote route: a crash while loading or rendering keeps header and menus alive. */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error(error);
  return (
    <RemoteFallback
      details="При показе раздела произошла ошибка. Попробуйте ещё раз."
      onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
    />
  );
}
