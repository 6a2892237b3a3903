import { lazy, Suspense, type ReactNode } from 'react';

const ShopConfig = lazy(() => import('./ShopConfig.js'));

/**
 * Wraps what renders antd components in the shop's one theme and locale. The provider's code (antd's
 * ConfigProvider with its form, tooltip and motion contexts) loads only where antd is used, so pages of
 * plain HTML, the home page first, stay small; every scope renders the same theme object.
 */
export function ThemeScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ShopConfig>{children}</ShopConfig>
    </Suspense>
  );
}

/** A remote's standalone shell: everything inside the theme. */
export function ShopProviders({ children }: { children: ReactNode }) {
  return <ThemeScope>{children}</ThemeScope>;
}
