import { useState } from 'react';
import type { AdminUserRow } from '@shop/shared';
import { displayName } from '@shop/shared/format';
import { useNavigate } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';

export const SWITCH_FAILED = 'Не удалось войти как пользователь';

/** 'Войти как пользователь': the session switches to the customer (SPEC §6), then the cabinet opens. */
export function useSwitchUser() {
  const switchTo = useSession((state) => state.switchTo);
  const exitSwitch = useSession((state) => state.exitSwitch);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);

  const enter = async (row: AdminUserRow) => {
    setSwitching(row.email);
    try {
      const user = await switchTo(row.email);
      if (user && user.email.toLowerCase() === row.email.toLowerCase()) {
        void toast.success(`Вы работаете от имени ${displayName(user)}`);
        navigate('/cabinet');
        return;
      }
      void toast.error(SWITCH_FAILED);
      await exitSwitch().catch(() => null);
    } catch {
      void toast.error(SWITCH_FAILED);
    } finally {
      setSwitching(null);
    }
  };

  return { enter, switching };
}
