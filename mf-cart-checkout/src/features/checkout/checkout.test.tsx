import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { addressesApi, contractsApi } from '@shop/shared/api';
import { checkoutApi } from '../../api/checkout';
import { deferred, httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { givenCart, resetCartPage } from '../../test/cartApis';
import {
  courier,
  makeAddress,
  makeCartItem,
  makeContract,
  makePaymentMethod,
  makeUser,
  offerOf,
  pickup,
  simferopolRoute,
} from '../../test/checkoutFixtures';
import { renderCart, submitButton } from '../../test/renderCart';
import { chooseOption, selectedIn } from '../../test/select';
import { useContracts } from './useCheckoutData';

jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const line = makeCartItem(1, { amount: 2, price: 850 });
const lineOffers = [{ id: 1, offer: offerOf(line) }];

beforeEach(() => {
  resetCartPage();
  setSession(makeUser());
});

it('starts with the current contract, default payment and delivery, first saved address and nearest date', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    contracts: [makeContract(1), makeContract(2, { isCurrent: true })],
    paymentMethods: { 2: [makePaymentMethod(1), makePaymentMethod(2, { isDefault: true, commission: 2.5 })] },
    deliveryMethods: [pickup, courier],
    addresses: [makeAddress(1, 'Симферополь, ул. Киевская, 1'), makeAddress(2, 'Ялта, ул. Морская, 5')],
    routes: [simferopolRoute],
  });
  renderCart();

  await waitFor(() => expect(selectedIn('deliverySchedule')).toBe('25.11.2026, среда, 14:00 — ближайшая'));
  expect(selectedIn('contract')).toBe('Договор 2 № Д-2');
  expect(selectedIn('paymentMethod')).toBe('Способ 2');
  expect(selectedIn('deliveryMethod')).toBe('Доставка по адресу');
  expect(selectedIn('addressChoice')).toBe('Симферополь, ул. Киевская, 1');
  expect(checkoutApi.paymentMethods).toHaveBeenCalledWith(2);
  expect(checkoutApi.deliveryRoutes).toHaveBeenCalledWith(
    'Симферополь, ул. Киевская, 1',
    2,
    expect.any(String),
  );
  expect(screen.getByLabelText('Получатель')).toHaveValue('Иванов И. И.');

  // 2 × 850 = 1 700 ₽ with 2,5 % commission: ceil(1 742,5) = 1 743 ₽.
  const summary = screen.getByLabelText('Итог заказа');
  expect(within(summary).getByText('1 700 ₽')).toBeInTheDocument();
  expect(within(summary).getByText('2,5 %')).toBeInTheDocument();
  expect(within(summary).getByText('1 743 ₽')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeEnabled());
});

it('offers the first contract allowed for orders when the current one is not', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    contracts: [makeContract(1, { isCurrent: true, isForOrder: false }), makeContract(2), makeContract(3)],
  });
  renderCart();
  await waitFor(() => expect(selectedIn('contract')).toBe('Договор 2 № Д-2'));
  expect(selectedIn('deliveryMethod')).toBe('Самовывоз');
  expect(screen.queryByLabelText('Адрес доставки')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Дата доставки')).not.toBeInTheDocument();
});

it('reloads payment methods for another contract and falls back to the first when the chosen one is gone', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    contracts: [makeContract(1, { isCurrent: true }), makeContract(2)],
    paymentMethods: {
      1: [makePaymentMethod(1, { isDefault: true }), makePaymentMethod(2)],
      2: [
        makePaymentMethod(3, { description: 'Оплата по счёту', commission: 1 }),
        makePaymentMethod(4, { isDefault: true }),
      ],
    },
  });
  renderCart();
  const user = setupUser();
  await waitFor(() => expect(selectedIn('paymentMethod')).toBe('Способ 1'));

  await chooseOption(user, 'Договор', 'Договор 2 № Д-2');
  expect(contractsApi.select).toHaveBeenCalledWith(2);
  await waitFor(() => expect(selectedIn('paymentMethod')).toBe('Способ 3'));
  expect(checkoutApi.paymentMethods).toHaveBeenLastCalledWith(2);
  expect(screen.getByText('Оплата по счёту')).toBeInTheDocument();
  expect(within(screen.getByLabelText('Итог заказа')).getByText('1 %')).toBeInTheDocument();
});

it('warns about an overdue debt and a credit limit above the balance', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    contracts: [
      makeContract(1, {
        isCurrent: true,
        balance: -15000,
        creditLimit: 10000,
        overdueDebt: 12345.6,
        isOverdueDebt: true,
        isOverdueCreditLimit: true,
      }),
    ],
  });
  renderCart();
  expect(
    await screen.findByText('У Вас имеется просроченная задолженность в размере 12 345,6 ₽'),
  ).toBeInTheDocument();
  expect(screen.getByText('Кредитный лимит превышает Ваш баланс')).toBeInTheDocument();
  const facts = screen.getByLabelText('Состояние договора');
  expect(within(facts).getByText('-15 000 ₽')).toBeInTheDocument();
  expect(within(facts).getByText('10 000 ₽')).toBeInTheDocument();
});

it('refuses a contract that denies orders with the rule’s message', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    contracts: [makeContract(1, { isCurrent: true, isOrderDeny: true })],
  });
  renderCart();
  expect(await screen.findByText('Операции запрещены по данному договору')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeDisabled());
});

it('says when no route serves the address', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    deliveryMethods: [courier],
    addresses: [makeAddress(1, 'с. Далёкое, ул. Полевая, 3')],
    routes: [],
  });
  renderCart();
  expect(await screen.findByText('Доставка по этому адресу не выполняется')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeDisabled());
});

it('starts with the user’s own address found by the suggestions when none is saved', async () => {
  givenCart({ items: [line], offers: lineOffers, deliveryMethods: [courier], routes: [simferopolRoute] });
  jest.mocked(addressesApi.suggest).mockResolvedValue([
    {
      value: 'г Симферополь, ул Киевская, д 1',
      data: { country: 'Россия', region: 'Крым', city: 'Симферополь', street: 'Киевская', line1: 'д 1' },
    },
  ]);
  renderCart();
  expect(await screen.findByDisplayValue('г Симферополь, ул Киевская, д 1')).toBeInTheDocument();
  expect(addressesApi.suggest).toHaveBeenCalledWith('Симферополь, ул. Киевская, 1');
  expect(selectedIn('addressChoice')).toBe('Новый адрес…');
  await waitFor(() => expect(selectedIn('deliverySchedule')).toBe('25.11.2026, среда, 14:00 — ближайшая'));
  expect(checkoutApi.deliveryRoutes).toHaveBeenCalledWith(
    'г Симферополь, ул Киевская, д 1',
    2,
    expect.any(String),
  );
});

it('asks for the house when the chosen suggestion has none, and orders nothing without it', async () => {
  givenCart({ items: [line], offers: lineOffers, deliveryMethods: [courier], routes: [simferopolRoute] });
  jest.mocked(addressesApi.suggest).mockResolvedValue([
    {
      value: 'г Симферополь, ул Киевская',
      data: {
        country: 'Россия',
        region: 'Крым',
        city: 'Симферополь',
        street: 'Киевская',
        line1: '',
        house: null,
      },
    },
  ]);
  renderCart();
  expect(await screen.findByDisplayValue('г Симферополь, ул Киевская')).toBeInTheDocument();
  expect(await screen.findByText('Укажите номер дома: без него курьер не найдёт адрес')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
});

it('saves a new address at once and takes it back when the server refuses', async () => {
  givenCart({ items: [line], offers: lineOffers, deliveryMethods: [courier], routes: [simferopolRoute] });
  jest.mocked(addressesApi.suggest).mockResolvedValue([]);
  const answer = deferred<never>();
  jest.mocked(addressesApi.add).mockReturnValue(answer.promise);
  renderCart();
  const user = setupUser();
  const input = await screen.findByLabelText('Новый адрес');
  await user.click(input);
  await user.paste('Ялта, ул. Морская, 5');
  await user.click(screen.getByText('Сохранить адрес').closest('button') as HTMLElement);
  await waitFor(() => expect(selectedIn('addressChoice')).toBe('Ялта, ул. Морская, 5'));
  expect(addressesApi.add).toHaveBeenCalledWith('Ялта, ул. Морская, 5', null);

  answer.reject(httpError(400, { message: 'Адрес не найден' }));
  await waitFor(() => expect(selectedIn('addressChoice')).toBe('Новый адрес…'));
  expect(screen.getByLabelText('Новый адрес')).toHaveValue('Ялта, ул. Морская, 5');
  expect(toast.error).toHaveBeenCalledWith('Не удалось сохранить адрес', 'Адрес не найден');
  await waitFor(() => expect(addressesApi.list).toHaveBeenCalledTimes(2));
});

it('reads the contract list again every 15 s', async () => {
  const first = [makeContract(1, { isCurrent: true })];
  const later = [makeContract(1, { isCurrent: true, balance: 500 })];
  jest.mocked(contractsApi.load).mockResolvedValue(later);
  jest.useFakeTimers();
  try {
    const { result } = renderHook(() => useContracts(first));
    await act(async () => jest.advanceTimersByTime(14999));
    expect(contractsApi.load).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(contractsApi.load).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toEqual(later);
  } finally {
    jest.useRealTimers();
  }
});

it('deletes a saved address at once and brings it back when the server refuses', async () => {
  givenCart({
    items: [line],
    offers: lineOffers,
    deliveryMethods: [courier],
    addresses: [makeAddress(1, 'Симферополь, ул. Киевская, 1'), makeAddress(2, 'Ялта, ул. Морская, 5')],
    routes: [simferopolRoute],
  });
  const answer = deferred<undefined>();
  jest.mocked(addressesApi.remove).mockReturnValue(answer.promise);
  renderCart();
  const user = setupUser();
  await waitFor(() => expect(selectedIn('addressChoice')).toBe('Симферополь, ул. Киевская, 1'));
  await user.click(screen.getByText('Удалить адрес').closest('button') as HTMLElement);
  await user.click(await screen.findByText('Удалить', { selector: '.ant-popconfirm button *' }));
  await waitFor(() => expect(selectedIn('addressChoice')).toBe('Ялта, ул. Морская, 5'));
  expect(addressesApi.remove).toHaveBeenCalledWith('addr-1');

  answer.reject(httpError(500, { message: 'Сервер недоступен' }));
  await waitFor(() => expect(selectedIn('addressChoice')).toBe('Симферополь, ул. Киевская, 1'));
  expect(toast.error).toHaveBeenCalledWith('Не удалось удалить адрес', 'Сервер недоступен');
  await waitFor(() => expect(addressesApi.list).toHaveBeenCalledTimes(2));
});
