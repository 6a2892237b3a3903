import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { preloadTheme, renderedLocation } from '@shop/shared/ui';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { installUnexpectedErrorToast } from './app/unexpectedErrors';
import { hasFailed, isRegistryMissing, loadRegistry, remoteForPath } from './federation/remotes';
import { createShopRouter } from './router';
import { usesTheme } from './layout/PageArea';

/** Resolves once the router has loaded the first page's routes and code (its lazy parts). */
function firstPageLoaded(router: DataRouter): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs `onDone` once the tree it wraps has been committed (hydrated). */
function AfterCommit({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** Lets the visitor (and automation) use a page rendered on the server once React has taken it over. */
function unlock(container: HTMLElement): () => void {
  return () => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-disabled');
  };
}

async function start() {
  installUnexpectedErrorToast();
  unregisterServiceWorkers().catch(() => undefined);
  void useSession.getState().fetchUser();
  try {
    await loadRegistry();
  } catch (error) {
    // Without the registry the layout still works; remote pages show their fallback.
    console.error(error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Нет элемента #root');
  const rendered = container.hasAttribute('data-rendered');
  // The server drew the page the asked one redirects to: its address, as a redirect would have left it.
  const location = rendered ? renderedLocation() : null;
  if (location) window.history.replaceState(window.history.state, '', location);
  const router = createShopRouter();
  const app = <RouterProvider router={router} />;
  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  // A page rendered on the server (README.md, 'Pages rendered on the server') stays as it is, inert (and
  // disabled for automation, which waits for it), until React has hydrated it: first the router loads the
  // page's routes and code and, when the page is themed, the theme's, so that it hydrates in one pass.
  await firstPageLoaded(router);
  const remote = remoteForPath(router.state.location.pathname);
  if (isRegistryMissing() || (remote && hasFailed(remote.name))) {
    // The page's remote did not load here: its area shows the fallback instead of what the server drew.
    unlock(container)();
    createRoot(container).render(app);
    return;
  }
  if (usesTheme(router.state.matches.map((match) => match.route.handle))) await preloadTheme();
  hydrateRoot(container, <AfterCommit onDone={unlock(container)}>{app}</AfterCommit>);
}

void start();
