import { screen, within } from '@testing-library/react';
import { userApi } from '@shop/shared/api';
import { adminApi } from '../../api/admin';
import type { AdminUserRow } from '@shop/shared';
import { toast } from '@shop/shared/ui';
import { admin, makeUser } from '../../test/fixtures';
import { fill, setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { setSession } from '@shop/shared/testing';

jest.mock('../../api/admin', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/admin')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const row = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 7,
  email: 'ivanov@example.com',
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  type: 'retail',
  isAdmin: false,
  isWholesale: false,
  companyName: null,
  ...overrides,
});

describe('/cabinet/admin', () => {
  it('is forbidden for a user who is not an admin', async () => {
    setSession(makeUser());
    renderAt('/cabinet/admin');
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(document.title).toBe('Доступ запрещён — АвтоДеталь');
    expect(adminApi.users).not.toHaveBeenCalled();
  });

  it('lists the users, searches and switches into a user', async () => {
    const customer = makeUser({ isImpersonated: true });
    const switchTo = jest.fn(async () => customer);
    setSession(admin(), { switchTo });
    jest.mocked(adminApi.users).mockImplementation(async ({ query }) => ({
      items: query
        ? [row()]
        : [
            row(),
            row({
              id: 8,
              email: 'opt@example.com',
              lastName: 'Петров',
              type: 'business',
              isWholesale: true,
              companyName: 'ООО «Автомир»',
            }),
          ],
      total: query ? 1 : 2,
      page: 1,
      perPage: 20,
    }));
    jest.mocked(userApi.curators).mockResolvedValue([]);
    const { router } = renderAt('/cabinet/admin');
    expect(await screen.findByRole('heading', { name: 'Панель администратора' })).toBeInTheDocument();
    expect(await screen.findByText('opt@example.com')).toBeInTheDocument();
    expect(adminApi.users).toHaveBeenCalledWith({ query: undefined, page: 1 });

    const user = setupUser();
    await fill(user, screen.getByRole('searchbox', { name: 'Поиск пользователей' }), 'иванов');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Иванов И. И.')).toBeInTheDocument();
    expect(screen.queryByText('opt@example.com')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=%D0%B8%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2');
    expect(adminApi.users).toHaveBeenLastCalledWith({ query: 'иванов', page: 1 });

    const ivanov = screen.getByText('ivanov@example.com').closest('tr');
    if (!ivanov) throw new Error('no row');
    await user.click(within(ivanov).getByRole('button', { name: /Войти как пользователь/ }));
    expect(switchTo).toHaveBeenCalledWith('ivanov@example.com');
    // The customer's cabinet is mf-cabinet's page: here its stand-in shows where the switch led.
    expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet');
    expect(router.state.location.pathname).toBe('/cabinet');
    expect(toast.success).toHaveBeenCalledWith('Вы работаете от имени Иванов И. И.');
  });

  it('stays in the panel and undoes the switch when it fails', async () => {
    const self = admin();
    const switchTo = jest.fn(async () => self);
    const exitSwitch = jest.fn(async () => self);
    setSession(self, { switchTo, exitSwitch });
    jest.mocked(adminApi.users).mockResolvedValue({ items: [row()], total: 1, page: 1, perPage: 20 });
    const { router } = renderAt('/cabinet/admin');
    await setupUser().click(await screen.findByRole('button', { name: /Войти как пользователь/ }));
    expect(toast.error).toHaveBeenCalledWith('Не удалось войти как пользователь');
    expect(exitSwitch).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/cabinet/admin');
  });

  it('pages through the list', async () => {
    setSession(admin());
    jest.mocked(adminApi.users).mockImplementation(async ({ page = 1 }) => ({
      items: [row({ id: page, email: `user${page}@example.com` })],
      total: 45,
      page,
      perPage: 20,
    }));
    const { router } = renderAt('/cabinet/admin');
    expect(await screen.findByText('user1@example.com')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('user2@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(adminApi.users).toHaveBeenLastCalledWith({ query: undefined, page: 2 });
  });

  it('says so when nobody is found', async () => {
    setSession(admin());
    jest.mocked(adminApi.users).mockResolvedValue({ items: [], total: 0, page: 1, perPage: 20 });
    renderAt('/cabinet/admin?query=nobody');
    expect(await screen.findByText('Пользователи не найдены')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск пользователей' })).toHaveValue('nobody');
  });
});
