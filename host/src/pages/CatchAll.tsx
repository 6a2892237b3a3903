import { useLocation } from '@shop/shared/router';
import { hasFailed, remoteForPath } from '../federation/remotes';
import { LazyRemoteFallback as RemoteFallback } from '../federation/LazyRemoteFallback';
import { retryRemote } from '../router';
import { NotFound } from './NotFound';

/** Catch-all: a path of a remote that failed to load shows that remote's fallback, anything else is 404. */
export default function CatchAll() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (remote && hasFailed(remote.name)) return <RemoteFallback onRetry={() => retryRemote(pathname)} />;
  return <NotFound />;
}
