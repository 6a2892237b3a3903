import { screen, waitFor, within } from '@testing-library/react';
import { ordersApi } from '../../api/orders';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/checkoutFixtures';
import { freezeMoscowClock } from '@shop/shared/testing';
import { makeOrder, makeOrderItem, moneyText } from '../../test/orderFixtures';
import { renderAt } from '../../test/render';

jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

beforeEach(() => setSession(makeUser()));

const returnable = makeOrderItem(2, {
  good: { id: 202, brand: { name: 'BOSCH' }, number: '0 451 103 316' },
  amount: 2,
  price: 640,
  cost: 1280,
  refundableAmount: 2,
  refund: { isAllowed: true, percent: 10, conditions: '' },
});

it('shows the day each line is expected at the shop (issue 28)', async () => {
  freezeMoscowClock('2026-11-28T10:00');
  try {
    jest.mocked(ordersApi.showByUid).mockResolvedValue(
      makeOrder({
        items: [
          makeOrderItem(1, { expectedAt: '2026-11-28T07:00:00.000Z' }),
          { ...returnable, expectedAt: '2026-12-01T21:00:00.000Z' },
        ],
      }),
    );
    renderAt('/order/show/order-42');
    const lines = await screen.findByRole('table', { name: 'Товары заказа' });
    expect(within(lines).getByRole('columnheader', { name: 'Ожидается' })).toBeInTheDocument();
    const rowOfPart = (number: string) => within(lines).getByText(number).closest('tr') as HTMLElement;
    expect(within(rowOfPart('W 712/71')).getByText('сегодня')).toBeInTheDocument();
    expect(within(rowOfPart('0 451 103 316')).getByText('2 дек., ср')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('shows the lines, the delivery and the totals of the order', async () => {
  jest.mocked(ordersApi.showByUid).mockResolvedValue(makeOrder({ items: [makeOrderItem(1), returnable] }));
  renderAt('/order/show/order-42');

  expect(
    await screen.findByRole('heading', { level: 1, name: /Заказ № 42 от 02\.03\.2026/ }),
  ).toBeInTheDocument();
  expect(ordersApi.showByUid).toHaveBeenCalledWith('order-42');
  const lines = screen.getByRole('table', { name: 'Товары заказа' });
  const first = within(lines).getByText('W 712/71').closest('tr') as HTMLElement;
  expect(within(first).getByText('MANN-FILTER')).toBeInTheDocument();
  expect(within(first).getByText('Склад Симферополь')).toBeInTheDocument();
  expect(within(first).getByText('2 дн. 2 ч.')).toBeInTheDocument();
  expect(within(first).getByText(moneyText(2550))).toBeInTheDocument();
  expect(screen.getByText('Основной договор № Р-0007')).toBeInTheDocument();
  expect(screen.getByText('Симферополь, ул. Киевская, 1')).toBeInTheDocument();
  expect(screen.getByText('Иванов Иван')).toBeInTheDocument();
  expect(screen.getByText('Позвонить за час')).toBeInTheDocument();
  expect(screen.getByText(/^2,5\s%$/)).toBeInTheDocument();
  expect(screen.getAllByText(moneyText(2614)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Перейти к оплате' })).toBeInTheDocument();

  // Only the line with something to return links to the refund form, with the part chosen.
  expect(screen.getByRole('link', { name: 'Вернуть BOSCH 0 451 103 316' })).toHaveAttribute(
    'href',
    '/refunds?number=0+451+103+316&item=item-2',
  );
  expect(screen.queryByRole('link', { name: 'Вернуть MANN-FILTER W 712/71' })).not.toBeInTheDocument();
});

it('cancels part of a line after the confirmation', async () => {
  const order = makeOrder();
  jest.mocked(ordersApi.showByUid).mockResolvedValue(order);
  jest.mocked(ordersApi.cancelItem).mockResolvedValue(
    makeOrder({
      sum: 1700,
      total: 1743,
      toPay: 1743,
      items: [makeOrderItem(1, { cancelledAmount: 1, cost: 1700 })],
    }),
  );
  const user = setupUser();
  renderAt('/order/show/order-42');

  await user.click(await screen.findByRole('button', { name: 'Отменить MANN-FILTER W 712/71' }));
  const dialog = await screen.findByRole('dialog', { name: 'Отменить MANN-FILTER W 712/71' });
  const amount = within(dialog).getByLabelText('Сколько отменить (от 1 до 3 шт.)');
  expect(amount).toHaveValue('3');
  await user.clear(amount);
  await user.type(amount, '1');
  await user.click(within(dialog).getByRole('button', { name: 'Отменить позицию' }));

  await waitFor(() => expect(ordersApi.cancelItem).toHaveBeenCalledWith('item-1', 1));
  expect(toast.success).toHaveBeenCalledWith('Позиция отменена', 'MANN-FILTER W 712/71: отменено 1 шт.');
  const line = within(screen.getByRole('table', { name: 'Товары заказа' }))
    .getByText('W 712/71')
    .closest('tr') as HTMLElement;
  expect(await within(line).findByText(moneyText(1700))).toBeInTheDocument();
  expect(screen.getAllByText(moneyText(1743)).length).toBeGreaterThan(0);
});

it('shows the reason when the cancellation is refused and keeps the dialog', async () => {
  jest.mocked(ordersApi.showByUid).mockResolvedValue(makeOrder());
  jest
    .mocked(ordersApi.cancelItem)
    .mockRejectedValue(httpError(409, { message: 'Заказ уже передан поставщику' }));
  const user = setupUser();
  renderAt('/order/show/order-42');

  await user.click(await screen.findByRole('button', { name: 'Отменить MANN-FILTER W 712/71' }));
  const dialog = await screen.findByRole('dialog', { name: 'Отменить MANN-FILTER W 712/71' });
  await user.click(within(dialog).getByRole('button', { name: 'Отменить позицию' }));
  expect(await within(dialog).findByText('Заказ уже передан поставщику')).toBeInTheDocument();
  expect(ordersApi.cancelItem).toHaveBeenCalledWith('item-1', 3);
});

it('allows no cancellation of shipped orders and of fully cancelled lines', async () => {
  jest
    .mocked(ordersApi.showByUid)
    .mockResolvedValueOnce(makeOrder({ status: 'shipped', statusName: 'Отгружен', toPay: 0 }));
  const { unmount } = renderAt('/order/show/order-42');
  expect(await screen.findByRole('button', { name: 'Отменить MANN-FILTER W 712/71' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  unmount();

  jest
    .mocked(ordersApi.showByUid)
    .mockResolvedValueOnce(makeOrder({ items: [makeOrderItem(1, { cancelledAmount: 3, cost: 0 })] }));
  renderAt('/order/show/order-42');
  expect(await screen.findByRole('button', { name: 'Отменить MANN-FILTER W 712/71' })).toBeDisabled();
});

it('says when the order is not found', async () => {
  jest.mocked(ordersApi.showByUid).mockRejectedValue(httpError(404, { message: 'Заказ не найден' }));
  renderAt('/order/show/nope');
  expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'список заказов' })).toHaveAttribute('href', '/orders');
});
