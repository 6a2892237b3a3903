import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { ShopProviders } from '@shop/shared/ui';

/** A remote's standalone shell for its team's work: its routes in the shop's theme, without the host. */
export function renderStandalone(routes: RouteObject[]): void {
  const router = createBrowserRouter([{ element: <Outlet />, children: routes }]);
  void useSession.getState().fetchUser();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <ShopProviders>
      <RouterProvider router={router} />
    </ShopProviders>,
  );
}
