import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { deferred, emulatePhone, httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { givenCart, resetCartPage } from '../../test/cartApis';
import { makeCartItem, makeUser, offerOf } from '../../test/checkoutFixtures';
import { renderCart, rowOf } from '../../test/renderCart';

jest.mock('../../api/checkout', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/checkout')),
);
jest.mock('../../api/orders', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/orders')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('@shop/shared/testing/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

beforeEach(() => {
  resetCartPage();
  setSession(makeUser());
});

it('sends guests to the login page', async () => {
  setSession(null);
  givenCart();
  renderCart();
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/auth\/login\?/);
  expect(cartApi.load).not.toHaveBeenCalled();
});

it('shows the loading text, then that the cart is empty', async () => {
  givenCart();
  const answer = deferred<{ items: [] }>();
  jest.mocked(cartApi.load).mockReturnValue(answer.promise);
  renderCart();
  expect(await screen.findByText('Загрузка корзины…')).toBeInTheDocument();
  await act(async () => answer.resolve({ items: [] }));
  expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
  expect(screen.queryByText('Оформить заказ')).not.toBeInTheDocument();
});

it('lists the lines with link, comment, term, price, quantity and cost, and counts them in the badge', async () => {
  const item = makeCartItem(1, { amount: 3, price: 850.5, deliveryTime: 50, reference: 'на ТО' });
  const stock = makeCartItem(2, { deliveryTime: 0, isStock: true });
  givenCart({ items: [item, stock], offers: [{ id: 1, offer: offerOf(item) }] });
  renderCart();
  const row = await waitFor(() => rowOf(1));
  // The shop's own stock: the day only ('сегодня'), no '0 ч.' term.
  expect(within(rowOf(2)).getByText('сегодня')).toBeInTheDocument();
  expect(within(rowOf(2)).queryByText('0 ч.')).toBeNull();
  expect(within(row).getByText('MANN-FILTER W 712/1').closest('a')).toHaveAttribute(
    'href',
    '/search?brandName=MANN-FILTER&number=W+712%2F1',
  );
  expect(within(row).getByText('Фильтр масляный')).toBeInTheDocument();
  expect(within(row).getByDisplayValue('на ТО')).toBeInTheDocument();
  expect(within(row).getByText(`2 дн. 2 ч.`)).toBeInTheDocument();
  expect(within(row).getByText(`850,5 ₽`)).toBeInTheDocument();
  expect(within(row).getByLabelText('Количество MANN-FILTER W 712/1')).toHaveValue('3');
  expect(within(row).getByText(`2 551,5 ₽`)).toBeInTheDocument();
  expect(useCartCount.getState().count).toBe(2);
});

it('saves a quantity 500 ms after the last change, showing progress meanwhile', async () => {
  const item = makeCartItem(1, { amount: 2 });
  givenCart({ items: [item], offers: [{ id: 1, offer: offerOf(item) }] });
  renderCart();
  const input = await screen.findByLabelText('Количество MANN-FILTER W 712/1');
  await waitFor(() => expect(rowOf(1)).toHaveClass('cart-row-ok'));

  jest.useFakeTimers();
  try {
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.change(input, { target: { value: '4' } });
    expect(within(rowOf(1)).getByLabelText('Сохранение…')).toBeInTheDocument();
    expect(rowOf(1)).toHaveClass('cart-row-loading');
    act(() => jest.advanceTimersByTime(499));
    expect(cartApi.update).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
  } finally {
    jest.useRealTimers();
  }
  expect(cartApi.update).toHaveBeenCalledTimes(1);
  expect(cartApi.update).toHaveBeenCalledWith(1, { amount: 4 });
  await waitFor(() => expect(within(rowOf(1)).queryByLabelText('Сохранение…')).not.toBeInTheDocument());
  expect(rowOf(1)).toHaveClass('cart-row-ok');
  expect(within(rowOf(1)).getByText(`3 400 ₽`)).toBeInTheDocument();
});

it('saves the selection and leaves an unselected line uncoloured', async () => {
  const item = makeCartItem(1);
  givenCart({ items: [item], offers: [{ id: 1, offer: offerOf(item) }] });
  renderCart();
  const user = setupUser();
  await waitFor(() => expect(rowOf(1)).toHaveClass('cart-row-ok'));
  await user.click(within(rowOf(1)).getByLabelText('Заказать MANN-FILTER W 712/1'));
  await waitFor(() => expect(cartApi.update).toHaveBeenCalledWith(1, { isSelected: false }));
  await waitFor(() => expect(rowOf(1)).toHaveClass('cart-row-plain'));
});

it('applies a changed comment only', async () => {
  const item = makeCartItem(1, { reference: 'старый' });
  givenCart({ items: [item] });
  renderCart();
  const user = setupUser();
  const field = await screen.findByLabelText('Комментарий к MANN-FILTER W 712/1');
  const apply = within(rowOf(1)).getByText('Применить').closest('button');
  expect(apply).toBeDisabled();
  await user.clear(field);
  await user.type(field, 'новый');
  expect(apply).toBeEnabled();
  await user.click(apply as HTMLElement);
  expect(cartApi.update).toHaveBeenCalledWith(1, { reference: 'новый' });
  await waitFor(() => expect(within(rowOf(1)).getByText('Применить').closest('button')).toBeDisabled());
});

it('removes a line at once and puts it back when the server refuses', async () => {
  const items = [makeCartItem(1), makeCartItem(2)];
  givenCart({ items, offers: items.map((item) => ({ id: item.id, offer: offerOf(item) })) });
  const answer = deferred<undefined>();
  jest.mocked(cartApi.remove).mockReturnValue(answer.promise);
  renderCart();
  const user = setupUser();
  await user.click(await screen.findByLabelText('Удалить MANN-FILTER W 712/1'));
  expect(screen.queryByText('MANN-FILTER W 712/1', { selector: 'a' })).not.toBeInTheDocument();
  expect(useCartCount.getState().count).toBe(1);

  await act(async () => answer.reject(httpError(500, { message: 'Сервер недоступен' })));
  expect(await screen.findByText('MANN-FILTER W 712/1', { selector: 'a' })).toBeInTheDocument();
  const rows = Array.from(document.querySelectorAll('tr[data-row-key]'), (row) =>
    row.getAttribute('data-row-key'),
  );
  expect(rows).toEqual(['1', '2']);
  expect(useCartCount.getState().count).toBe(2);
  expect(toast.error).toHaveBeenCalledWith('Не удалось удалить товар из корзины', 'Сервер недоступен');
});

it('shows cards on phones', async () => {
  const restore = emulatePhone();
  try {
    givenCart({ items: [makeCartItem(1)] });
    renderCart();
    const list = await screen.findByLabelText('Товары в корзине');
    expect(list.tagName).toBe('UL');
    expect(within(list).getByText('MANN-FILTER W 712/1')).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
  } finally {
    restore();
  }
});

it('shows the delivery schedule block with every route and its weekly departures', async () => {
  givenCart({
    items: [makeCartItem(1)],
    timetable: [
      {
        id: 2,
        name: 'Западный: Саки — Евпатория',
        localities: ['Саки', 'Евпатория'],
        departures: [
          { dayOfWeek: 2, dayOfWeekString: 'вторник', time: '11:00', orderProcessingTime: 18 },
          { dayOfWeek: 4, dayOfWeekString: 'четверг', time: '11:00', orderProcessingTime: 18 },
        ],
      },
    ],
  });
  renderCart();
  const block = (await screen.findByText('График доставки по маршрутам', { selector: 'summary' })).closest(
    'details',
  );
  expect(block).not.toBeNull();
  const route = within(block as HTMLElement).getByRole('row', { name: /Западный: Саки — Евпатория/ });
  expect(route).toHaveTextContent('Саки, Евпатория');
  expect(route).toHaveTextContent('вторник, 11:00 (заказ за 18 ч.)');
  expect(route).toHaveTextContent('четверг, 11:00');
});
