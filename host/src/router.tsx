import { createBrowserRouter, type DataRouter, type RouteObject } from '@shop/shared/router';
import { loadRemoteRoutes, remoteForPath } from './federation/remotes';
import { ROOT_ROUTE_ID, shopRoutes, withBoundaries } from './routes';

type Patch = (routeId: string, routes: RouteObject[]) => void;

/** The page's one router and the remotes whose routes it already has. */
let current: { router: DataRouter; patched: Set<string> } | null = null;

async function discover(patched: Set<string>, pathname: string, patch: Patch) {
  const remote = remoteForPath(pathname);
  if (!remote || patched.has(remote.name)) return;
  try {
    const routes = await loadRemoteRoutes(remote.name);
    patched.add(remote.name);
    patch(ROOT_ROUTE_ID, withBoundaries(routes));
  } catch {
    // The catch-all route shows the remote's fallback with 'Повторить'.
  }
}

/** Retries a remote that failed to load and, once it is there, renders the current page again. */
export async function retryRemote(pathname: string): Promise<void> {
  if (!current) return;
  const { router, patched } = current;
  await discover(patched, pathname, (id, routes) => router.patchRoutes(id, routes));
  const { pathname: path, search, hash } = router.state.location;
  await router.navigate(`${path}${search}${hash}`, { replace: true });
}

export function createShopRouter(): DataRouter {
  const patched = new Set<string>();
  const router = createBrowserRouter(shopRoutes(), {
    // Lazy route discovery: a remote's routes are added on the first visit to one of its paths.
    patchRoutesOnNavigation: ({ path, patch }) =>
      discover(patched, new URL(path, window.location.origin).pathname, patch),
  });
  current = { router, patched };
  return router;
}
