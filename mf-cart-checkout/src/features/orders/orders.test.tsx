import { screen, waitFor, within } from '@testing-library/react';
import type { OrderSummary, Paginated } from '@shop/shared';
import { ordersApi } from '../../api/orders';
import { deferred, emulatePhone, httpError, setSession, setupUser } from '@shop/shared/testing';
import { makeUser } from '../../test/checkoutFixtures';
import { makeOrderSummary, makeSpending, moneyText, page } from '../../test/orderFixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

// Under a loaded machine antd's first renders in jsdom take seconds.
jest.setTimeout(30000);

beforeEach(() => {
  setSession(makeUser());
  // No spending: the chart stays away from these tests (spending.test.tsx draws it).
  jest.mocked(ordersApi.spending).mockResolvedValue(makeSpending());
});

const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

it('lists the orders with links to their details', async () => {
  jest
    .mocked(ordersApi.list)
    .mockResolvedValue(
      page([
        makeOrderSummary(42, { status: 'paid', statusName: 'Оплачен', total: 2614 }),
        makeOrderSummary(41, { itemsCount: 5 }),
      ]),
    );
  renderAt('/orders');

  expect(await screen.findByRole('link', { name: 'Заказ № 42' })).toHaveAttribute(
    'href',
    '/order/show/order-42',
  );
  expect(ordersApi.list).toHaveBeenCalledWith({ page: 1 });
  const table = screen.getByRole('table');
  const row = within(table).getByRole('link', { name: 'Заказ № 42' }).closest('tr') as HTMLElement;
  expect(within(row).getByText('Оплачен')).toBeInTheDocument();
  expect(within(row).getByText(moneyText(2614))).toBeInTheDocument();
  expect(within(row).getByText('02.03.2026', { exact: false })).toBeInTheDocument();
  expect(document.title).toBe('Заказы — АвтоДеталь');
});

it('filters by the dropdown: buttons wait for a change, the filter goes to the address', async () => {
  jest.mocked(ordersApi.list).mockResolvedValue(page([makeOrderSummary(42)]));
  const user = setupUser();
  const { router } = renderAt('/orders');
  await screen.findByRole('link', { name: 'Заказ № 42' });

  await user.click(screen.getByRole('button', { name: /Фильтр/ }));
  const panel = await screen.findByRole('dialog', { name: 'Фильтр заказов' });
  const reset = within(panel).getByRole('button', { name: 'Очистить фильтр' });
  const submit = within(panel).getByRole('button', { name: 'Начать поиск' });
  expect(reset).toBeDisabled();
  expect(submit).toBeDisabled();
  expect(within(panel).getByLabelText('Период')).toBeInTheDocument();

  await user.type(within(panel).getByLabelText('Номер заказа или артикул'), 'W 712');
  expect(submit).toBeEnabled();
  expect(reset).toBeEnabled();
  await user.click(submit);

  await waitFor(() => expect(ordersApi.list).toHaveBeenLastCalledWith({ page: 1, query: 'W 712' }));
  expect(searchOf(router).get('query')).toBe('W 712');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Фильтр заказов' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Фильтр (1)' })).toBeInTheDocument();
});

it('opens the filter from the keyboard and closes it with Escape', async () => {
  jest.mocked(ordersApi.list).mockResolvedValue(page([makeOrderSummary(42)]));
  const user = setupUser();
  renderAt('/orders');
  await screen.findByRole('link', { name: 'Заказ № 42' });

  screen.getByRole('button', { name: 'Фильтр' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Фильтр заказов' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Фильтр заказов' })).not.toBeInTheDocument(),
  );
});

it('keeps the filter of the address and clears it with «Очистить фильтр»', async () => {
  jest.mocked(ordersApi.list).mockResolvedValue(page([]));
  const user = setupUser();
  const { router } = renderAt('/orders?status=paid&query=42&dateFrom=2026-03-01&dateTo=2026-03-31');

  expect(await screen.findByText('Заказов по заданным условиям не найдено')).toBeInTheDocument();
  expect(ordersApi.list).toHaveBeenCalledWith({
    page: 1,
    status: 'paid',
    query: '42',
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
  });

  await user.click(screen.getByRole('button', { name: 'Фильтр (3)' }));
  const panel = await screen.findByRole('dialog', { name: 'Фильтр заказов' });
  expect(within(panel).getByLabelText('Номер заказа или артикул')).toHaveValue('42');
  expect(within(panel).getByText('Оплачен')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Начать поиск' })).toBeDisabled();
  await user.click(within(panel).getByRole('button', { name: 'Очистить фильтр' }));

  await waitFor(() => expect(ordersApi.list).toHaveBeenLastCalledWith({ page: 1 }));
  expect(router.state.location.search).toBe('');
  expect(await screen.findByText('Заказов не найдено')).toBeInTheDocument();
});

it('pages by the `page` query parameter, keeping the filter', async () => {
  jest
    .mocked(ordersApi.list)
    .mockImplementation(async (filter) =>
      page([makeOrderSummary(filter.page === 2 ? 21 : 42)], { total: 45, page: filter.page ?? 1 }),
    );
  const user = setupUser();
  const { router } = renderAt('/orders?status=new');
  await screen.findByRole('link', { name: 'Заказ № 42' });

  await user.click(screen.getByRole('listitem', { name: '2' }));
  expect(await screen.findByRole('link', { name: 'Заказ № 21' })).toBeInTheDocument();
  expect(searchOf(router).get('page')).toBe('2');
  expect(searchOf(router).get('status')).toBe('new');
  expect(ordersApi.list).toHaveBeenLastCalledWith({ page: 2, status: 'new' });
});

it('shows the loading state, then a failure with «Повторить»', async () => {
  const first = deferred<Paginated<OrderSummary>>();
  jest.mocked(ordersApi.list).mockReturnValueOnce(first.promise);
  jest.mocked(ordersApi.list).mockResolvedValueOnce(page([makeOrderSummary(42)]));
  const user = setupUser();
  renderAt('/orders');

  expect(await screen.findByText('Загрузка заказов…')).toBeInTheDocument();
  first.reject(httpError(500, { message: 'Сервер недоступен' }));
  expect(await screen.findByText('Сервер недоступен')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('link', { name: 'Заказ № 42' })).toBeInTheDocument();
});

it('shows cards on a phone', async () => {
  const restore = emulatePhone();
  try {
    jest.mocked(ordersApi.list).mockResolvedValue(page([makeOrderSummary(42)]));
    renderAt('/orders');
    const cards = await screen.findByRole('list', { name: 'Заказы' });
    expect(within(cards).getByRole('link', { name: 'Заказ № 42' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  } finally {
    restore();
  }
});

it('sends guests to the login page', async () => {
  setSession(null);
  renderAt('/orders');
  expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login');
  expect(ordersApi.list).not.toHaveBeenCalled();
});
