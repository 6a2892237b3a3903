import { screen, waitFor } from '@testing-library/react';
import { ordersApi } from '../../api/orders';
import { setSession, setupUser } from '@shop/shared/testing';
import { makeUser } from '../../test/checkoutFixtures';
import { makeOrder, moneyText, statusOf } from '../../test/orderFixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./paymentLinks', () => ({ ...jest.requireActual('./paymentLinks'), STATUS_POLL_INTERVAL: 20 }));

jest.setTimeout(20000);

beforeEach(() => setSession(makeUser()));

it('follows an order awaiting payment until it is paid', async () => {
  const order = makeOrder();
  jest.mocked(ordersApi.show).mockResolvedValue(order);
  jest
    .mocked(ordersApi.status)
    .mockResolvedValueOnce(statusOf(order))
    .mockResolvedValue(statusOf(order, { status: 'paid', statusName: 'Оплачен', toPay: 0 }));
  renderAt('/order/42/status');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 42: Ожидает оплаты' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Перейти к оплате' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Подробнее о заказе' })).toHaveAttribute(
    'href',
    '/order/show/order-42',
  );
  expect(screen.getByText('Оплачен')).toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 42: Оплачен' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  expect(screen.getAllByText(moneyText(2614))).toHaveLength(2);
  // Paid orders are not asked about any more.
  const calls = jest.mocked(ordersApi.status).mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(ordersApi.status).toHaveBeenCalledTimes(calls);
});

it('goes to the pay page with «Перейти к оплате»', async () => {
  jest.mocked(ordersApi.show).mockResolvedValue(makeOrder({ status: 'new', statusName: 'Новый' }));
  const user = setupUser();
  const { router } = renderAt('/order/42/status');

  await user.click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/42/pay'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Оплата заказа № 42' })).toBeInTheDocument();
  expect(ordersApi.status).not.toHaveBeenCalled();
});

it('shows a cancelled order without payment or steps', async () => {
  jest
    .mocked(ordersApi.show)
    .mockResolvedValue(makeOrder({ status: 'cancelled', statusName: 'Отменён', toPay: 2614 }));
  renderAt('/order/42/status');

  expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 42: Отменён' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  expect(screen.queryByText('В работе')).not.toBeInTheDocument();
});
