import { Outlet, useMatches } from '@shop/shared/router';
import type { ShopRouteHandle } from '@shop/shared/app';
import { ThemeScope } from '@shop/shared/ui';

function isPlainHtml(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && Boolean((handle as ShopRouteHandle).plainHtml);
}

/** Whether a page whose matched routes have these handles renders inside the antd theme (not plain HTML). */
export function usesTheme(handles: readonly unknown[]): boolean {
  return !handles.some(isPlainHtml);
}

/** The page under the header: in the shop's antd theme, unless its route renders plain HTML only. */
export function PageArea() {
  const matches = useMatches();
  if (!usesTheme(matches.map((match) => match.handle))) return <Outlet />;
  return (
    <ThemeScope fallback={<div className="page-pending">Загрузка…</div>}>
      <Outlet />
    </ThemeScope>
  );
}
