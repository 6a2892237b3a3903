import type { ComponentType } from 'react';
import type { RouteObject } from '@shop/shared/router';
import { GuestOnly, RequireAuth } from '@shop/shared/session';

type Guard = 'guest' | 'auth' | 'none';

/** A lazily loaded page behind its guard (SPEC §2: guest-only and auth-only screens). */
function page(path: string, guard: Guard, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      if (guard === 'none') return { Component: Page };
      const Guarded = guard === 'guest' ? GuestOnly : RequireAuth;
      return {
        Component: () => (
          <Guarded>
            <Page />
          </Guarded>
        ),
      };
    },
  };
}

/** A back-office page (`/cabinet/admin/*`): signed in, inside the admin layout with its side menu. */
function adminPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return page(path, 'auth', async () => {
    const [Page, { AdminLayout }] = await Promise.all([
      load(),
      import('../features/back-office/AdminLayout'),
    ]);
    return function AdminSection() {
      return (
        <AdminLayout>
          <Page />
        </AdminLayout>
      );
    };
  });
}

/** Routes of mf-cabinet (absolute paths); each page is its own chunk. */
const routes: RouteObject[] = [
  page('/auth/login', 'guest', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
  page('/auth/logout', 'none', () => import('../features/auth/LogoutPage').then((m) => m.LogoutPage)),
  page('/auth/registration', 'guest', () =>
    import('../features/registration/RegistrationPage').then((m) => m.RegistrationPage),
  ),
  page('/auth/forgot-password', 'guest', () =>
    import('../features/password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  page('/resetting/reset/:token', 'none', () =>
    import('../features/password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
  page('/cabinet', 'auth', () => import('../features/overview/CabinetPage').then((m) => m.CabinetPage)),
  page('/cabinet/profile', 'auth', () =>
    import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
  ),
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
  page('/cabinet/balance', 'auth', () =>
    import('../features/balance/BalancePage').then((m) => m.BalancePage),
  ),
  page('/cabinet/delivery-addresses', 'auth', () =>
    import('../features/addresses/AddressesPage').then((m) => m.AddressesPage),
  ),
  page('/cabinet/garage', 'auth', () => import('../features/garage/GaragePage').then((m) => m.GaragePage)),
  page('/cabinet/notepad', 'auth', () =>
    import('../features/notepad/NotepadPage').then((m) => m.NotepadPage),
  ),
  page('/cabinet/subscriptions', 'auth', () =>
    import('../features/subscriptions/SubscriptionsPage').then((m) => m.SubscriptionsPage),
  ),
  page('/replenishment/notes', 'auth', () =>
    import('../features/replenishment/ReplenishmentPage').then((m) => m.ReplenishmentPage),
  ),
];

export default routes;
