import { screen, waitFor, within } from '@testing-library/react';
import { cartApi } from '@shop/shared/api';
import { checkoutApi } from '../../api/checkout';
import { useCartCount } from '@shop/shared/cart';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { givenCart, resetCartPage } from '../../test/cartApis';
import {
  courier,
  makeAddress,
  makeCartItem,
  makeContract,
  makePaymentMethod,
  makeUser,
  offerOf,
  simferopolRoute,
} from '../../test/checkoutFixtures';
import { renderCart, submitButton } from '../../test/renderCart';
import { useCart } from '../cart/cartStore';

jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const ordered = makeCartItem(1, { amount: 2, price: 850 });
const noRefund = makeCartItem(2, { refund: { isAllowed: false, percent: 0, conditions: 'Электрика' } });
const leftOver = makeCartItem(3, { isSelected: false });

function givenCheckout(items = [ordered, leftOver]) {
  givenCart({
    items,
    offers: items.filter((item) => item.isSelected).map((item) => ({ id: item.id, offer: offerOf(item) })),
    contracts: [makeContract(5, { isCurrent: true })],
    paymentMethods: { 5: [makePaymentMethod(9, { isDefault: true })] },
    deliveryMethods: [courier],
    addresses: [makeAddress(1, 'Симферополь, ул. Киевская, 1')],
    routes: [simferopolRoute],
  });
}

async function submitWhenReady() {
  const user = setupUser();
  // The first page of a file loads antd's modules from scratch.
  await waitFor(() => expect(submitButton()).toBeEnabled(), { timeout: 10000 });
  await user.click(submitButton());
  return user;
}

const confirmButton = () => screen.findByText('Я принимаю условия поставки', { selector: 'button *' });

beforeEach(() => {
  resetCartPage();
  setSession(makeUser());
});

it('asks to accept the supply terms, places the order with an idempotency key and goes to the payment', async () => {
  givenCheckout();
  jest.mocked(checkoutApi.createOrder).mockResolvedValue({ id: 77, uid: 'o-77' });
  renderCart();
  const user = await submitWhenReady();

  await user.click(await confirmButton());
  await waitFor(() => expect(checkoutApi.createOrder).toHaveBeenCalledTimes(1));
  const [payload, key] = jest.mocked(checkoutApi.createOrder).mock.calls[0] ?? [];
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(payload).toEqual({
    contract: 5,
    customerComment: '',
    deliveryCustomerName: 'Иванов И. И.',
    deliveryAddress: 'Симферополь, ул. Киевская, 1',
    deliveryAddressUid: 'addr-1',
    deliveryMethod: 2,
    deliverySchedule: 'r1-wed',
    paymentMethod: 9,
    items: [
      {
        id: 1,
        isSelected: true,
        offer: { itemKey: 'key-1' },
        amount: 2,
        price: 850,
        deliveryTime: 2,
        refund: { isAllowed: true, percent: 0, conditions: '' },
      },
    ],
  });
  expect(await screen.findByTestId('location')).toHaveTextContent(
    '/order/77/pay?successUrl=%2Forder%2F77%2Fstatus',
  );
  expect(useCart.getState().items.map((item) => item.id)).toEqual([3]);
  expect(useCartCount.getState().count).toBe(1);
});

it('places nothing when the terms are not accepted', async () => {
  givenCheckout();
  renderCart();
  const user = await submitWhenReady();
  await confirmButton();
  await user.click(screen.getByText('Отмена', { selector: '.ant-modal button *' }));
  await waitFor(() => expect(screen.queryByText('Я принимаю условия поставки')).not.toBeInTheDocument());
  expect(checkoutApi.createOrder).not.toHaveBeenCalled();
  await waitFor(() => expect(submitButton()).toBeEnabled());
});

it('lets a wholesale buyer order directly when no line restricts refunds', async () => {
  setSession(makeUser({ isWholesale: true }));
  givenCheckout();
  jest.mocked(checkoutApi.createOrder).mockResolvedValue({ id: 78, uid: 'o-78' });
  renderCart();
  await submitWhenReady();
  expect(await screen.findByTestId('location')).toHaveTextContent('/order/78/pay');
  expect(screen.queryByText('Я принимаю условия поставки')).not.toBeInTheDocument();
});

it('still asks a wholesale buyer when a line cannot be returned', async () => {
  setSession(makeUser({ isWholesale: true }));
  givenCheckout([ordered, noRefund]);
  renderCart();
  await submitWhenReady();
  await confirmButton();
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('MANN-FILTER W 712/2').closest('li')).toHaveTextContent(
    'MANN-FILTER W 712/2: Возврат запрещён. Электрика',
  );
  expect(checkoutApi.createOrder).not.toHaveBeenCalled();
});

it('lists the server’s objections under «Ошибка при размещении заказа»', async () => {
  givenCheckout();
  jest.mocked(checkoutApi.createOrder).mockRejectedValue(
    httpError(400, {
      message: 'Ошибка при размещении заказа',
      violations: [
        { propertyPath: 'items.0.amount', message: 'Товар закончился на складе: доступно 1' },
        { propertyPath: 'contract', message: 'Операции запрещены по данному договору' },
      ],
    }),
  );
  renderCart();
  const user = await submitWhenReady();
  await user.click(await confirmButton());

  const alert = (await screen.findByText('Ошибка при размещении заказа')).closest(
    '.order-failure',
  ) as HTMLElement;
  expect(
    within(alert).getByText('MANN-FILTER W 712/1: Товар закончился на складе: доступно 1'),
  ).toBeInTheDocument();
  expect(within(alert).getByText('Операции запрещены по данному договору')).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  // The lines are checked against the offers again.
  await waitFor(() => expect(cartApi.offers).toHaveBeenCalledTimes(2));
});

it('repeats a failed attempt with the same idempotency key', async () => {
  givenCheckout();
  jest
    .mocked(checkoutApi.createOrder)
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce({ id: 79, uid: 'o-79' });
  renderCart();
  const user = await submitWhenReady();
  await user.click(await confirmButton());
  expect(await screen.findByText('Произошла непредвиденная ошибка')).toBeInTheDocument();

  await user.click(submitButton());
  await user.click(await confirmButton());
  expect(await screen.findByTestId('location')).toHaveTextContent('/order/79/pay');
  const keys = jest.mocked(checkoutApi.createOrder).mock.calls.map((call) => call[1]);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});
