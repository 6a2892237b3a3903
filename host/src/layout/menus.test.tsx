import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { makeUser } from '@shop/shared/testing';
import { MenuDropdown } from './MenuDropdown';
import { UserMenu } from './UserMenu';
import { cabinetLinks, infoLinks } from './menus';

const customer = makeUser({ firstName: 'Пётр', middleName: 'Сергеевич', address: '' });

function renderWithRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

test('the API docs link: the customer part for users allowed the API, all of it for admins', () => {
  const docs = (user: typeof customer) =>
    infoLinks(user)
      .filter((link) => link.label === 'Документация API')
      .map((link) => link.to);
  expect(docs(customer)).toEqual([]);
  expect(docs({ ...customer, isAllowUseApi: true })).toEqual(['/api/doc/customer']);
  expect(docs({ ...customer, isAdmin: true })).toEqual(['/api/doc']);
  expect(infoLinks(null).map((link) => link.label)).toContain('Контакты');
});

test('the admin panel link is only in an admin cabinet menu', () => {
  expect(cabinetLinks(customer).map((link) => link.label)).not.toContain('Панель администратора');
  expect(cabinetLinks({ ...customer, isAdmin: true }).map((link) => link.label)).toContain(
    'Панель администратора',
  );
  expect(cabinetLinks(customer).at(-1)).toEqual({ to: '/auth/logout', label: 'Выход' });
});

test('batch search is in the cabinet menu of users allowed it only', () => {
  expect(cabinetLinks(customer).some((link) => link.to === '/batch-search')).toBe(false);
  expect(cabinetLinks({ ...customer, isAllowBatchSearch: true })).toContainEqual({
    to: '/batch-search',
    label: 'Пакетный поиск',
  });
});

test('a menu opens on click and closes with Escape or a click outside', async () => {
  renderWithRouter(
    <MenuDropdown label="Каталоги" links={[{ to: '/catalogs', label: 'Все каталоги' }]} testId="m" />,
  );
  const button = screen.getByTestId('m');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(screen.getByRole('link', { name: 'Все каталоги' })).toHaveAttribute('href', '/catalogs');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Все каталоги' })).not.toBeInTheDocument();
  await userEvent.click(button);
  await userEvent.click(document.body);
  expect(screen.queryByRole('link', { name: 'Все каталоги' })).not.toBeInTheDocument();
});

test("guests see 'Вход | Регистрация', users their name and cabinet menu", async () => {
  useSession.setState({ profile: null });
  const { unmount } = renderWithRouter(<UserMenu />);
  expect(screen.getByTestId('guest-menu')).toHaveTextContent('Вход | Регистрация');
  unmount();

  useSession.setState({ profile: customer });
  renderWithRouter(<UserMenu />);
  await userEvent.click(screen.getByTestId('user-menu'));
  expect(screen.getByTestId('user-menu')).toHaveTextContent('Иванов П. С.');
  expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/cabinet');
});
