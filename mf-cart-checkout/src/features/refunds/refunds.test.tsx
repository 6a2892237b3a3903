import { screen, waitFor, within } from '@testing-library/react';
import { refundsApi } from '../../api/orders';
import { formatMoney } from '@shop/shared/format';
import { fill, httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/checkoutFixtures';
import { makeRefundableGood, makeRefundRequest, moneyText, page } from '../../test/orderFixtures';
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

beforeEach(() => setSession(makeUser()));

const bought = makeRefundableGood();
const older = makeRefundableGood({
  orderItemUid: 'item-9',
  orderId: 30,
  orderCreatedAt: '2026-01-15T10:00:00.000Z',
  refundableAmount: 1,
  refund: { isAllowed: true, percent: 0, conditions: '' },
});

it('requests a refund: search, choose the purchase, amount, the sum after the deduction, create', async () => {
  jest
    .mocked(refundsApi.list)
    .mockResolvedValueOnce(page([]))
    .mockResolvedValue(page([makeRefundRequest(5)]));
  jest.mocked(refundsApi.findGoods).mockResolvedValue([bought, older]);
  jest.mocked(refundsApi.create).mockResolvedValue(makeRefundRequest(5));
  const user = setupUser();
  const { router } = renderAt('/refunds');

  expect(await screen.findByText('Возвратов не найдено')).toBeInTheDocument();
  await fill(user, screen.getByLabelText('Номер запчасти'), 'W 712/75');
  await user.click(screen.getByRole('button', { name: /Найти/ }));
  await waitFor(() => expect(refundsApi.findGoods).toHaveBeenCalledWith('W 712/75', expect.any(AbortSignal)));

  const purchase = await screen.findByRole('radio', { name: /Заказ № 42 от 02\.03\.2026/ });
  expect(screen.getByRole('radio', { name: /Заказ № 30 от 15\.01\.2026/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Удержание при возврате 10/ })).toBeInTheDocument();
  expect(screen.queryByLabelText(/Количество/)).not.toBeInTheDocument();
  await user.click(purchase);

  const amount = await screen.findByLabelText('Количество (можно вернуть 3 шт.)');
  await user.clear(amount);
  await user.type(amount, '2');
  const sum = screen.getByLabelText('Сумма возврата');
  expect(within(sum).getByText(moneyText(1700))).toBeInTheDocument();
  expect(within(sum).getByText(`−${moneyText(170)}`)).toBeInTheDocument();
  expect(within(sum).getByText(moneyText(1530))).toBeInTheDocument();

  await fill(user, screen.getByLabelText('Причина возврата'), 'Не подошёл по размеру');
  await user.click(screen.getByRole('button', { name: 'Оформить возврат' }));

  await waitFor(() =>
    expect(refundsApi.create).toHaveBeenCalledWith({
      orderItemUid: 'item-1',
      amount: 2,
      reason: 'Не подошёл по размеру',
    }),
  );
  expect(toast.success).toHaveBeenCalledWith(
    'Заявка на возврат оформлена',
    `К возврату ${formatMoney(1530)}`,
  );
  const list = await screen.findByRole('table', { name: 'Заявки на возврат' });
  expect(await within(list).findByText('MANN-FILTER W 712/75')).toBeInTheDocument();
  expect(within(list).getByText(moneyText(1530))).toBeInTheDocument();
  expect(refundsApi.list).toHaveBeenCalledTimes(2);
  expect(router.state.location.search).toBe('');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('says the part cannot be returned, as the server words it', async () => {
  jest.mocked(refundsApi.list).mockResolvedValue(page([]));
  jest
    .mocked(refundsApi.findGoods)
    .mockRejectedValueOnce(httpError(404, { message: 'Артикул «OC 90» недоступен для возврата' }))
    .mockResolvedValueOnce([]);
  const user = setupUser();
  renderAt('/refunds');

  const field = await screen.findByLabelText('Номер запчасти');
  await fill(user, field, 'OC 90');
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Артикул «OC 90» недоступен для возврата');

  await user.clear(field);
  await fill(user, field, 'OC 91');
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Артикул «OC 91» недоступен для возврата')).toBeInTheDocument();
});

it('opens with the part and the line of the order chosen', async () => {
  jest.mocked(refundsApi.list).mockResolvedValue(page([makeRefundRequest(5)]));
  jest.mocked(refundsApi.findGoods).mockResolvedValue([bought, older]);
  renderAt('/refunds?number=W+712%2F75&item=item-9');

  expect(await screen.findByRole('radio', { name: /Заказ № 30/ })).toBeChecked();
  expect(refundsApi.findGoods).toHaveBeenCalledWith('W 712/75', expect.any(AbortSignal));
  expect(screen.getByLabelText('Номер запчасти')).toHaveValue('W 712/75');
  expect(screen.getByLabelText('Количество (можно вернуть 1 шт.)')).toHaveValue('1');
  // No deduction for this line: the sum is the cost.
  expect(within(screen.getByLabelText('Сумма возврата')).queryByText(/Удержание/)).not.toBeInTheDocument();
});

it('checks the reason and shows the server violations', async () => {
  jest.mocked(refundsApi.list).mockResolvedValue(page([]));
  jest.mocked(refundsApi.findGoods).mockResolvedValue([older]);
  jest.mocked(refundsApi.create).mockRejectedValue(
    httpError(400, {
      message: 'Ошибка проверки данных',
      violations: [
        { propertyPath: 'amount', message: 'Можно вернуть не больше 0 шт.' },
        { propertyPath: 'orderItemUid', message: 'Товар уже возвращён' },
      ],
    }),
  );
  const user = setupUser();
  renderAt('/refunds?number=OC90');

  // A single returnable line is chosen without asking.
  await user.click(await screen.findByRole('button', { name: 'Оформить возврат' }));
  expect(await screen.findByText('Укажите причину возврата')).toBeInTheDocument();
  expect(refundsApi.create).not.toHaveBeenCalled();

  await fill(user, screen.getByLabelText('Причина возврата'), 'Брак');
  await user.click(screen.getByRole('button', { name: 'Оформить возврат' }));
  expect(await screen.findByText('Можно вернуть не больше 0 шт.')).toBeInTheDocument();
  expect(screen.getByText('Товар уже возвращён')).toBeInTheDocument();
  expect(screen.getByText('Возврат не оформлен')).toBeInTheDocument();
  expect(toast.success).not.toHaveBeenCalled();
});
