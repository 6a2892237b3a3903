import { useLocation } from '@shop/shared/router';
import { hasFailed, isRegistryMissing, loadRegistry, remoteForPath } from '../federation/remotes';
import { LazyRemoteFallback as RemoteFallback } from '../federation/LazyRemoteFallback';
import { retryRemote } from '../router';
import { NotFound } from './NotFound';

/**
 * Catch-all: a path of a remote that failed to load (or any path while the registry is unreachable) shows
 * the fallback with 'Повторить'; anything else is the 404 page.
 */
export default function CatchAll() {
  const { pathname } = useLocation();
  if (isRegistryMissing()) {
    return <RemoteFallback onRetry={() => loadRegistry().then(() => retryRemote(pathname))} />;
  }
  const remote = remoteForPath(pathname);
  if (remote && hasFailed(remote.name)) return <RemoteFallback onRetry={() => retryRemote(pathname)} />;
  return <NotFound />;
}
