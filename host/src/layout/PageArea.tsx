import { Outlet, useMatches } from '@shop/shared/router';
import type { ShopRouteHandle } from '@shop/shared/app';
import { ThemeScope } from '@shop/shared/ui';

function isPlainHtml(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && Boolean((handle as ShopRouteHandle).plainHtml);
}

/** The page under the header: in the shop's antd theme, unless its route renders plain HTML only. */
export function PageArea() {
  const matches = useMatches();
  if (matches.some((match) => isPlainHtml(match.handle))) return <Outlet />;
  return (
    <ThemeScope fallback={<div className="page-pending">Загрузка…</div>}>
      <Outlet />
    </ThemeScope>
  );
}
