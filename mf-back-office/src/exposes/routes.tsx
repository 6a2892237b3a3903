import type { ComponentType } from 'react';
import type { RouteObject } from '@shop/shared/router';
import { RequireAuth } from '@shop/shared/session';

/**
 * A back-office page (`/cabinet/admin/*`), its own chunk: signed in, inside the admin layout with its side
 * menu (which shows 'Доступ запрещён' to anyone but an admin).
 */
function adminPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Page, { AdminLayout }] = await Promise.all([
        load(),
        import('../features/back-office/AdminLayout'),
      ]);
      return {
        Component: () => (
          <RequireAuth>
            <AdminLayout>
              <Page />
            </AdminLayout>
          </RequireAuth>
        ),
      };
    },
  };
}

/** Routes of mf-back-office (absolute paths, all under `/cabinet/admin`); each page is its own chunk. */
const routes: RouteObject[] = [
  adminPage('/cabinet/admin', () => import('../features/admin/AdminPage').then((m) => m.AdminPage)),
  adminPage('/cabinet/admin/orders', () =>
    import('../features/back-office/OrdersPage').then((m) => m.OrdersPage),
  ),
  adminPage('/cabinet/admin/refunds', () =>
    import('../features/back-office/RefundsPage').then((m) => m.RefundsPage),
  ),
  adminPage('/cabinet/admin/customers', () =>
    import('../features/back-office/CustomersPage').then((m) => m.CustomersPage),
  ),
  adminPage('/cabinet/admin/price-lists', () =>
    import('../features/back-office/PriceListsPage').then((m) => m.PriceListsPage),
  ),
  adminPage('/cabinet/admin/audit', () =>
    import('../features/back-office/AuditPage').then((m) => m.AuditPage),
  ),
  adminPage('/cabinet/admin/content', () =>
    import('../features/back-office-content/ContentPage').then((m) => m.ContentPage),
  ),
  adminPage('/cabinet/admin/content/:kind', () =>
    import('../features/back-office-content/ContentPage').then((m) => m.ContentPage),
  ),
  adminPage('/cabinet/admin/seller', () =>
    import('../features/back-office-seller/SellerPage').then((m) => m.SellerPage),
  ),
];

export default routes;
