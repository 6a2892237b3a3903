import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@shop/shared';
import { cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { makeUser } from '@shop/shared/testing';
import { CartLink, useCartCountSync } from './CartLink';
import { UserMenu } from './UserMenu';

const customer = makeUser({ firstName: 'Пётр', middleName: 'Сергеевич', address: '' });

/** A cart of `count` lines; the badge reads only how many there are. */
function cartOf(count: number) {
  return { items: Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as CartItem) };
}

function Toolbar() {
  useCartCountSync();
  return (
    <>
      <CartLink />
      <UserMenu />
    </>
  );
}

function renderToolbar() {
  const router = createMemoryRouter([{ path: '*', element: <Toolbar /> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useSession.setState({ profile: null });
  useCartCount.setState({ count: 0 });
});

test('guests have no cart link', () => {
  const load = jest.spyOn(cartApi, 'load');
  renderToolbar();
  expect(screen.queryByTestId('cart-link')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test("the badge shows '9+' above 9 and follows setCount without a reload", async () => {
  const load = jest.spyOn(cartApi, 'load').mockResolvedValue(cartOf(12));
  act(() => useSession.setState({ profile: customer }));
  renderToolbar();
  expect(await screen.findByTestId('cart-badge')).toHaveTextContent('9+');
  expect(screen.getByTestId('cart-link')).toHaveAttribute('href', '/cart');
  expect(load).toHaveBeenCalledTimes(1);

  // What a remote does after an add to the cart: the same store, so the header follows.
  act(() => useCartCount.getState().setCount(3));
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  await userEvent.click(screen.getByTestId('user-menu'));
  // The header cart and the cart item of the cabinet menu.
  expect(screen.getAllByRole('link', { name: 'Корзина 3' })).toHaveLength(2);

  act(() => useCartCount.getState().setCount(0));
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Корзина' })).toHaveLength(2);
});

test('the cart is read again when an admin works as another user, and emptied at logout', async () => {
  const load = jest.spyOn(cartApi, 'load').mockResolvedValueOnce(cartOf(2)).mockResolvedValueOnce(cartOf(5));
  act(() => useSession.setState({ profile: { ...customer, isAdmin: true } }));
  renderToolbar();
  expect(await screen.findByTestId('cart-badge')).toHaveTextContent('2');

  // A fresh profile object of the same user (a refetch) does not read the cart again.
  act(() => useSession.setState({ profile: { ...customer, isAdmin: true } }));
  expect(load).toHaveBeenCalledTimes(1);

  act(() => useSession.setState({ profile: { ...customer, id: 8, isImpersonated: true } }));
  await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('5'));
  expect(load).toHaveBeenCalledTimes(2);

  act(() => useSession.setState({ profile: null }));
  expect(screen.queryByTestId('cart-link')).not.toBeInTheDocument();
  expect(useCartCount.getState().count).toBe(0);
});
