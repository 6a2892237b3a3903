import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@shop/shared/router';
import { hadSession, useSession } from './store.js';
import { loginUrl, REDIRECT_PARAM, takeRedirect } from './redirect.js';

function Pending() {
  return (
    <div className="page-pending" role="status">
      Загрузка…
    </div>
  );
}

/** Auth-only screens: content only when logged in; guests go to login with a redirect and the session-lost flag. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { profile, isResolved } = useSession();
  const location = useLocation();
  if (profile) return <>{children}</>;
  if (!isResolved) return <Pending />;
  const returnTo = `${location.pathname}${location.search}`;
  return <Navigate to={loginUrl(returnTo, hadSession())} replace />;
}

/** Guest-only screens bounce logged-in users to the stored redirect or home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { profile, isResolved } = useSession();
  const location = useLocation();
  if (!isResolved) return <Pending />;
  if (profile) {
    const target = takeRedirect(new URLSearchParams(location.search).get(REDIRECT_PARAM));
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
