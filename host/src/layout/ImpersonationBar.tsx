import { useNavigate } from '@shop/shared/router';
import { displayName } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';

/** While an admin works as a customer the toolbar says so in red, with the way back (SPEC §6). */
export function ImpersonationBar() {
  const profile = useSession((state) => state.profile);
  const exitSwitch = useSession((state) => state.exitSwitch);
  const navigate = useNavigate();
  if (!profile?.isImpersonated) return null;
  const exit = async () => {
    await exitSwitch();
    navigate('/cabinet/admin');
  };
  return (
    <div className="impersonation" role="status" data-testid="impersonation">
      Вы работаете от имени {displayName(profile)} ({profile.email}).{' '}
      <button type="button" className="link-button" onClick={exit} data-testid="impersonation-exit">
        Вернуться к своей учётной записи
      </button>
    </div>
  );
}
