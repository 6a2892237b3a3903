import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RouterProvider } from '@shop/shared/router';
import { loadRegistry } from './federation/remotes';
import { createShopRouter } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./layout/Layout', () => {
  const { Outlet } = jest.requireActual('@shop/shared/router');
  return {
    Layout: () => (
      <div data-testid="layout">
        <Outlet />
      </div>
    ),
  };
});

const registry = {
  remotes: [
    { name: 'mf_content', manifest: '/mf/mf-content/mf-manifest.json', paths: ['/', '/about'] },
    { name: 'mf_cabinet', manifest: '/mf/mf-cabinet/mf-manifest.json', paths: ['/auth/*'] },
  ],
};

function Crash(): never {
  throw new Error('render failed');
}

async function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const router = createShopRouter();
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

beforeEach(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => registry });
  await loadRegistry();
  expect(registerRemotes).toHaveBeenCalled();
});

test("adds a remote's routes on the first visit to its path", async () => {
  jest.mocked(loadRemote).mockResolvedValue({
    default: [{ path: '/about', element: <h1>О компании</h1> }],
  });
  await renderAt('/about');
  expect(await screen.findByRole('heading', { name: 'О компании' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mf_content/routes');
});

test('a remote that fails to load costs only its area, and Повторить loads it again', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
  await renderAt('/auth/login');
  expect(screen.getByTestId('layout')).toBeInTheDocument();
  expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();

  jest
    .mocked(loadRemote)
    .mockResolvedValueOnce({ default: [{ path: '/auth/login', element: <h1>Вход</h1> }] });
  await userEvent.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
});

test("a remote's page that throws shows the fallback inside the layout", async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: [{ path: '/', element: <Crash /> }] });
  await renderAt('/');
  expect(screen.getByTestId('layout')).toBeInTheDocument();
  expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();
});

test('redirects /news and /articles to their posts', async () => {
  const router = await renderAt('/news');
  expect(router.state.location.pathname).toBe('/posts/news');
  await act(() => router.navigate('/articles'));
  expect(router.state.location.pathname).toBe('/posts/articles');
});

test('an unknown path shows the catch-all page', async () => {
  await renderAt('/no/such/page');
  expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
});

test('without the registry every page offers to retry, and Повторить reads it again', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 502 });
  await expect(loadRegistry()).rejects.toThrow();
  await renderAt('/about');
  expect(await screen.findByText('Раздел временно недоступен')).toBeInTheDocument();

  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => registry });
  jest.mocked(loadRemote).mockResolvedValue({ default: [{ path: '/about', element: <h1>О компании</h1> }] });
  await userEvent.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByRole('heading', { name: 'О компании' })).toBeInTheDocument();
});
