import { screen, waitFor, within } from '@testing-library/react';
import type { FindByQueryResponse, Good } from '@shop/shared';
import { cartApi, searchApi } from '@shop/shared/api';
import { setSession, setupUser } from '@shop/shared/testing';
import { givenCart, resetCartPage } from '../../test/cartApis';
import { makeCartItem, makeUser, offerOf, remoteVendor } from '../../test/checkoutFixtures';
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

/** The problems listed under a line. */
const problemsOf = (title: string) => screen.findByLabelText(`Изменения ${title}`);

const buttonIn = (container: HTMLElement, text: string) => {
  const button = within(container).getByText(text, { selector: 'button *' }).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

beforeEach(() => {
  resetCartPage();
  setSession(makeUser());
});

it('shows a price rise on the line in red and takes the new price on «Согласен»', async () => {
  const item = makeCartItem(1, { price: 850 });
  givenCart({ items: [item], offers: [{ id: 1, offer: offerOf(item, { price: 910 }) }] });
  jest.mocked(cartApi.update).mockResolvedValue({ ...item, price: 910 });
  renderCart();
  const user = setupUser();

  const problems = await problemsOf('MANN-FILTER W 712/1');
  expect(within(problems).getByText('Цена изменилась. Новая цена 910 ₽')).toBeInTheDocument();
  expect(rowOf(1)).toHaveClass('cart-row-warning');
  expect(screen.getByText('В заказе 1 товар с ошибками')).toBeInTheDocument();
  expect(buttonIn(document.body, 'Оформить заказ')).toBeDisabled();

  await user.click(buttonIn(problems, 'Согласен'));
  expect(cartApi.update).toHaveBeenCalledWith(1, { accept: ['price'] });
  await waitFor(() =>
    expect(screen.queryByLabelText('Изменения MANN-FILTER W 712/1')).not.toBeInTheDocument(),
  );
  expect(rowOf(1)).toHaveClass('cart-row-ok');
  expect(within(rowOf(1)).getByText('1 820 ₽')).toBeInTheDocument();
  expect(screen.queryByText(/товар.* с ошибками/)).not.toBeInTheDocument();
});

it('lists term, refund and quantity changes of the offer, without warnings for unselected lines', async () => {
  const item = makeCartItem(1, { amount: 5, deliveryTime: 2 });
  const unselected = makeCartItem(2, { isSelected: false });
  givenCart({
    items: [item, unselected],
    offers: [
      {
        id: 1,
        offer: offerOf(item, {
          amount: 4,
          deliveryTime: 26,
          refund: { isAllowed: true, percent: 10, conditions: '' },
        }),
      },
    ],
  });
  renderCart();
  const problems = await problemsOf('MANN-FILTER W 712/1');
  expect(within(problems).getByText('Максимальное количество для заказа 4')).toBeInTheDocument();
  expect(within(problems).getByText('Срок доставки изменился, новый срок 1 дн. 2 ч.')).toBeInTheDocument();
  expect(within(problems).getByText('Удержание за возврат изменилось: 10%.')).toBeInTheDocument();
  // Only the term and the refund can be agreed to; the quantity is the user's to change.
  expect(within(problems).getAllByText('Согласен')).toHaveLength(2);
  expect(screen.queryByLabelText('Изменения MANN-FILTER W 712/2')).not.toBeInTheDocument();
  expect(rowOf(2)).toHaveClass('cart-row-plain');
  expect(cartApi.lineOffer).not.toHaveBeenCalled();
});

it('moves a line whose offer is gone to another offer of the part on «Перезаказать»', async () => {
  const item = makeCartItem(1, { price: 850 });
  const other = offerOf(item, {
    itemKey: 'other-1',
    price: 990,
    vendor: remoteVendor,
    isStock: false,
    deliveryTime: 48,
  });
  const good: Good = {
    id: 101,
    brand: {
      id: 1,
      name: 'MANN-FILTER',
      warranty: '',
      warrantyDescription: '',
      country: '',
      site: '',
      thumbs: [],
      description: '',
    },
    number: 'W 712/1',
    name: 'Фильтр масляный',
    images: [],
    thumbs: [],
    isInFavorite: false,
    isCross: false,
    offers: [offerOf(item, { amount: 0 }), other],
  };
  const found: FindByQueryResponse = { searchId: 's1', goods: [good], remoteVendors: [] };
  givenCart({ items: [item], offers: [{ id: 1, offer: null }] });
  jest.mocked(searchApi.findByQuery).mockResolvedValue(found);
  jest.mocked(cartApi.update).mockResolvedValue({
    ...item,
    price: 990,
    deliveryTime: 48,
    vendor: remoteVendor,
    offer: { itemKey: 'other-1' },
  });
  renderCart();
  const user = setupUser();

  const problems = await problemsOf('MANN-FILTER W 712/1');
  expect(within(problems).getByText('Нет в наличии у поставщика')).toBeInTheDocument();
  await user.click(buttonIn(problems, 'Перезаказать'));

  const choose = await screen.findByLabelText('Выбрать Автопартнёр за 990 ₽');
  // The suppliers are asked too (the search's default): they often have the part when the warehouse has not.
  expect(searchApi.findByQuery).toHaveBeenCalledWith({
    brandName: 'MANN-FILTER',
    number: 'W 712/1',
    crosses: false,
  });
  // The offer out of stock is not offered again.
  expect(screen.getAllByText('Выбрать')).toHaveLength(1);
  // When the goods would be at the shop, as a day ('завтра', '2 дек., ср'), not a term in days.
  const offered = screen.getByRole('list', { name: 'Другие предложения' });
  expect(within(offered).queryByText(/дн\./)).toBeNull();
  expect(offered.querySelector('.reorder-arrival')?.textContent).toMatch(
    /^(завтра|\d{1,2} [а-я]+\., [а-я]{2})$/,
  );
  await user.click(choose);
  expect(cartApi.update).toHaveBeenCalledWith(1, { itemKey: 'other-1' });
  await waitFor(() => expect(screen.queryByText('Перезаказать MANN-FILTER W 712/1')).not.toBeInTheDocument());
  await waitFor(() => expect(rowOf(1)).toHaveClass('cart-row-ok'));
  expect(within(rowOf(1)).getByText('990 ₽')).toBeInTheDocument();
});

it('fetches the offer of a remote line without an offer key when it is selected', async () => {
  const remote = makeCartItem(3, { isSelected: false, offer: null, vendor: remoteVendor, isStock: false });
  givenCart({ items: [remote] });
  jest
    .mocked(cartApi.lineOffer)
    .mockResolvedValue({ id: 3, offer: offerOf(remote, { itemKey: 'remote-3' }) });
  renderCart();
  const user = setupUser();
  const box = await screen.findByLabelText('Заказать MANN-FILTER W 712/3');
  expect(cartApi.lineOffer).not.toHaveBeenCalled();
  await user.click(box);
  expect(cartApi.lineOffer).toHaveBeenCalledWith(3);
  await waitFor(() => expect(cartApi.update).toHaveBeenCalledWith(3, { isSelected: true }));
  await waitFor(() => expect(rowOf(3)).toHaveClass('cart-row-ok'));
});
