import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

type Config = ComponentType<{ children: ReactNode }>;

/** The theme provider once its code is here: rendered directly, without suspending (see `preloadTheme`). */
let loadedConfig: Config | null = null;

const loadConfig = () =>
  import('./ShopConfig.js').then((module) => {
    loadedConfig = module.default;
    return module;
  });

const LazyShopConfig = lazy(loadConfig);

/**
 * Loads the theme provider's code ahead of rendering: a page rendered on the server hydrates its themed part
 * in one pass instead of leaving it dehydrated until the code arrives (README.md, 'Pages rendered on the
 * server').
 */
export function preloadTheme(): Promise<void> {
  return loadConfig().then(() => undefined);
}

/**
 * Wraps what renders antd components in the shop's one theme and locale. The provider's code (antd's
 * ConfigProvider with its form, tooltip and motion contexts) loads only where antd is used, so pages of
 * plain HTML, the home page first, stay small; every scope renders the same theme object.
 */
export function ThemeScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Chosen once per scope: switching from the lazy provider to the loaded one on a later render would be a
  // new component type, remounting the page under it and losing what the visitor typed.
  const [Config] = useState<Config>(() => loadedConfig ?? LazyShopConfig);
  return (
    <Suspense fallback={fallback}>
      <Config>{children}</Config>
    </Suspense>
  );
}

/** A remote's standalone shell: everything inside the theme. */
export function ShopProviders({ children }: { children: ReactNode }) {
  return <ThemeScope>{children}</ThemeScope>;
}
