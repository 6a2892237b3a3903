import { useEffect } from 'react';
import { useNavigate } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { Loading } from '../common/PageStates';
import { useDocumentTitle } from '@shop/shared/ui/page-states';

/** `/auth/logout`: ends the session (SPEC §7 `GET /logout`), then goes home. */
export function LogoutPage() {
  useDocumentTitle('Выход');
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [logout, navigate]);
  return (
    <div className="cabinet-page">
      <Loading text="Выход…" />
    </div>
  );
}
