import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { installUnexpectedErrorToast } from './app/unexpectedErrors';
import { loadRegistry } from './federation/remotes';
import { createShopRouter } from './router';

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
  const router = createShopRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('Нет элемента #root');
  createRoot(container).render(<RouterProvider router={router} />);
}

void start();
