import { screen, waitFor, within } from '@testing-library/react';
import type { Good } from '@shop/shared';
import { cartApi, REDIRECT_KEY } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { useLoginPrompt } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { makeOffer, makeUser, mannW71275, otherStock } from '../../test/fixtures';
import { fill, setupUser } from '@shop/shared/testing';
import { httpError } from '@shop/shared/testing';
import { renderInRouter } from '../../test/render';
import { setSession } from '@shop/shared/testing';
import { CartAdditionsProvider } from './cartAdditions';
import { OffersTable } from './OffersTable';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const url = '/search?brandName=MANN-FILTER&number=W+712%2F75';

function renderOffers(good: Good) {
  return renderInRouter(
    <CartAdditionsProvider>
      <OffersTable good={good} offers={good.offers} searchId="s1" label="Предложения" />
    </CartAdditionsProvider>,
    url,
  );
}

// Text and label queries: role queries walk antd's styles in jsdom and take seconds on a modal form.
const buttonWith = (container: HTMLElement, text: string) => {
  const button = within(container).getByText(text, { selector: 'button *' }).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

const addButton = (itemKey: string) => {
  const row = document.querySelector(`tr[data-row-key="${itemKey}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${itemKey}`);
  return buttonWith(row, 'В корзину');
};

async function openModal(itemKey = 'own-1') {
  const user = setupUser();
  await user.click(addButton(itemKey));
  const quantity = await screen.findByLabelText('Количество');
  const dialog = quantity.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  expect(
    within(dialog).getByText('Добавить в корзину', { selector: '.ant-modal-title' }),
  ).toBeInTheDocument();
  return { user, dialog, quantity, submit: buttonWith(dialog, 'Добавить в корзину') };
}

/** The items of 'Обнаружены ошибки:', none when the list is not shown. */
function errorsOf(dialog: HTMLElement): string[] {
  const list = dialog.querySelector('.add-errors');
  if (!list) return [];
  expect(list).toHaveTextContent('Обнаружены ошибки:');
  return Array.from(list.querySelectorAll('li'), (item) => item.textContent ?? '');
}

beforeEach(() => {
  sessionStorage.clear();
  useLoginPrompt.setState({ isOpen: false });
  useCartCount.setState({ count: 0 });
});

it('asks a guest to log in instead, remembering the page', async () => {
  setSession(null);
  renderOffers(mannW71275());
  await setupUser().click(addButton('own-1'));
  expect(useLoginPrompt.getState().isOpen).toBe(true);
  expect(sessionStorage.getItem(REDIRECT_KEY)).toBe(url);
  expect(screen.queryByLabelText('Количество')).not.toBeInTheDocument();
});

it('keeps the quantity within minimum, stock left and multiple, and counts the cost', async () => {
  setSession(makeUser());
  renderOffers(
    mannW71275([makeOffer('own-1', { amount: 10, cartAmount: 2, minAmount: 2, multiplicityAmount: 2 })]),
  );
  // The supplier's minimum and multiple are told before anything is typed: in the table, then in the modal.
  expect(screen.getByText('от 2 шт., по 2')).toBeInTheDocument();
  const { user, dialog, quantity, submit } = await openModal();
  expect(
    within(dialog).getByText(
      'Доступно для заказа: 8. Минимальное количество для заказа 2. Кратность заказа 2',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('MANN-FILTER')).toBeInTheDocument();
  expect(within(dialog).getByText('W 712/75')).toBeInTheDocument();
  expect(within(dialog).getByText('Склад Симферополь')).toBeInTheDocument();
  expect(quantity).toHaveValue('2');
  expect(quantity).toHaveAttribute('aria-valuemin', '2');
  expect(quantity).toHaveAttribute('aria-valuemax', '8');
  expect(within(dialog).getByText('1 700 ₽')).toBeInTheDocument();
  expect(within(dialog).queryByText('Обнаружены ошибки:')).not.toBeInTheDocument();

  await user.clear(quantity);
  await user.type(quantity, '3');
  expect(errorsOf(dialog)).toEqual(['Кратность заказа 2']);
  expect(submit).toBeDisabled();

  await user.clear(quantity);
  await user.type(quantity, '10');
  expect(errorsOf(dialog)).toEqual(['Доступное количество для заказа 8']);

  await user.clear(quantity);
  expect(errorsOf(dialog)).toEqual(['Не указано количество']);

  await user.type(quantity, '6');
  expect(errorsOf(dialog)).toEqual([]);
  expect(within(dialog).getByText('5 100 ₽')).toBeInTheDocument();
  expect(submit).toBeEnabled();
});

it('adds, says so, updates the header badge and the stock rule', async () => {
  setSession(makeUser());
  jest.mocked(cartApi.add).mockResolvedValue({ message: 'Товар добавлен в корзину', cartCount: 5 });
  renderOffers(mannW71275([makeOffer('own-1', { amount: 2 }), makeOffer('other', { vendor: otherStock })]));
  expect(addButton('other')).toBeDisabled();
  const { user, dialog, quantity, submit } = await openModal();
  await user.clear(quantity);
  await user.type(quantity, '2');
  await fill(user, within(dialog).getByLabelText('Комментарий'), 'Для ТО');
  await user.click(submit);

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Товар добавлен в корзину'));
  expect(cartApi.add).toHaveBeenCalledWith({
    itemKey: 'own-1',
    amount: 2,
    reference: 'Для ТО',
    searchId: 's1',
  });
  expect(useCartCount.getState().count).toBe(5);
  await waitFor(() => expect(screen.queryByLabelText('Количество')).not.toBeInTheDocument());
  expect(addButton('own-1')).toBeDisabled();
  expect(addButton('other')).toBeEnabled();
});

it('lists the server reasons and shows each as a toast', async () => {
  setSession(makeUser());
  jest.mocked(cartApi.add).mockRejectedValue(
    httpError(400, {
      message: 'Ошибка при добавлении в корзину',
      violations: [{ propertyPath: 'itemKey', message: 'Товар не найден или не существует' }],
      errors: ['Нет в наличии у поставщика'],
    }),
  );
  renderOffers(mannW71275());
  const { user, dialog, submit } = await openModal();
  await user.click(submit);

  await waitFor(() =>
    expect(errorsOf(dialog)).toEqual(['Товар не найден или не существует', 'Нет в наличии у поставщика']),
  );
  expect(toast.error).toHaveBeenCalledWith(
    'Ошибка при добавлении в корзину',
    'Товар не найден или не существует',
  );
  expect(toast.error).toHaveBeenCalledWith('Ошибка при добавлении в корзину', 'Нет в наличии у поставщика');
  expect(useCartCount.getState().count).toBe(0);
});

it('gives the general message when the server says nothing more', async () => {
  setSession(makeUser());
  jest.mocked(cartApi.add).mockRejectedValue(new Error('network'));
  renderOffers(mannW71275([makeOffer('own-1', { price: 0 })]));
  const { user, dialog, submit } = await openModal();
  expect(within(dialog).getByText('Цена не указана')).toBeInTheDocument();
  await user.click(submit);
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(
      'Ошибка при добавлении в корзину',
      'Произошла непредвиденная ошибка',
    ),
  );
});

it('notes the refund terms in the modal', async () => {
  setSession(makeUser());
  renderOffers(
    mannW71275([
      makeOffer('own-1', { refund: { isAllowed: true, percent: 15, conditions: 'В заводской упаковке' } }),
    ]),
  );
  const { dialog } = await openModal();
  expect(within(dialog).getByText('Удержание при возврате 15 %.')).toBeInTheDocument();
  expect(within(dialog).getByText('В заводской упаковке')).toBeInTheDocument();
});
