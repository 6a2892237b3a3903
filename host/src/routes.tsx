import { redirect, type RouteObject } from '@shop/shared/router';
import { Layout } from './layout/Layout';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
import { NOT_FOUND_ROUTE_ID } from './pages/notFound';

export const ROOT_ROUTE_ID = 'root';

/** A remote's routes, each with its own error boundary, so a crash costs only that area. */
export function withBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ErrorBoundary: RemoteErrorBoundary, ...route }) as RouteObject);
}

/**
 * The page's route tree: the layout with the host's own routes, and the routes of remotes already loaded.
 * The browser router (router.tsx) and the server renderer (server/render.tsx) build the same tree, so a
 * page rendered on the server hydrates in the browser.
 */
export function shopRoutes(remoteRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: Layout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => <div className="page-pending">Загрузка…</div>,
      children: [
        { path: '/news', loader: () => redirect('/posts/news') },
        { path: '/articles', loader: () => redirect('/posts/articles') },
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          lazy: () => import('./pages/CatchAll').then((m) => ({ Component: m.default })),
        },
        ...withBoundaries(remoteRoutes),
      ],
    },
  ];
}
