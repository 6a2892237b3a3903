import { screen, waitFor, within } from '@testing-library/react';
import { cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { setSession, setupUser } from '@shop/shared/testing';
import { givenCart, resetCartPage } from '../../test/cartApis';
import { makeCartItem, makeUser } from '../../test/checkoutFixtures';
import { renderCart } from '../../test/renderCart';

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
});

it('is offered only to users allowed batch search', async () => {
  setSession(makeUser());
  givenCart();
  renderCart();
  expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
  expect(screen.queryByText('Загрузить из файла')).not.toBeInTheDocument();
});

it('puts the lines of a file into the cart, reports each line and reads the cart again', async () => {
  setSession(makeUser({ isAllowBatchSearch: true }));
  givenCart();
  jest.mocked(cartApi.upload).mockResolvedValue({
    added: 1,
    failed: 1,
    lines: [
      { line: 1, brandName: 'MANN-FILTER', number: 'W 712/1', amount: 2, added: true, message: '' },
      { line: 2, brandName: 'NONAME', number: '000', amount: 1, added: false, message: 'Товар не найден' },
    ],
  });
  renderCart();
  const user = setupUser();
  expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();

  jest.mocked(cartApi.load).mockResolvedValue({ items: [makeCartItem(1)] });
  const file = new File(['MANN-FILTER;W 712/1;2\nNONAME;000;1\n'], 'order.csv', { type: 'text/csv' });
  expect(screen.getByLabelText('Файл с товарами')).toHaveAttribute('accept', '.xlsx,.csv,.txt');
  await user.upload(screen.getByLabelText('Файл с товарами'), file);

  expect(cartApi.upload).toHaveBeenCalledWith(file);
  const report = await screen.findByLabelText('Строки файла');
  expect(within(report).getByText('Товар не найден')).toBeInTheDocument();
  expect(within(report).getByText('Добавлен')).toBeInTheDocument();
  expect(screen.getByText('Добавлено в корзину:', { exact: false })).toHaveTextContent(
    'Добавлено в корзину: 1, не добавлено: 1',
  );
  await waitFor(() => expect(useCartCount.getState().count).toBe(1));
  expect(await screen.findByText('MANN-FILTER W 712/1', { selector: 'a' })).toBeInTheDocument();
});
