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

/**
 * Routes of mf-cabinet (absolute paths); each page is its own chunk. The back office under `/cabinet/admin` is
 * mf-back-office's, listed before this remote in the manifest of remotes.
 */
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
