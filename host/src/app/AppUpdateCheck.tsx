import { useEffect, useRef } from 'react';
import { apiEvents } from '@shop/shared/api';
import { isNewerVersion } from '@shop/shared/federation';
import { confirm } from '@shop/shared/ui';

/** When the server runs a newer build than this page, offer to reload (SPEC §4, §8). */
export function AppUpdateCheck() {
  const asked = useRef(false);
  useEffect(
    () =>
      apiEvents.serverVersion.subscribe(async (serverVersion) => {
        if (asked.current || !isNewerVersion(serverVersion, __APP_VERSION__)) return;
        asked.current = true;
        const reload = await confirm({
          title: 'Наш сайт обновился. Перезагрузить страницу?',
          okText: 'Перезагрузить',
          cancelText: 'Позже',
        });
        if (reload) window.location.reload();
      }),
    [],
  );
  return null;
}
