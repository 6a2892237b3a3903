import { screen } from '@testing-library/react';
import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

/** Renders the cart route alone: any page it navigates to is a stand-in showing the location. */
export const renderCart = (url = '/cart') =>
  renderRoutesAt(
    routes.filter((route) => route.path === '/cart'),
    url,
  );

/** The table row of cart line `id`. */
export function rowOf(id: number): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${id}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${id}`);
  return row;
}

/** The checkout's 'Оформить заказ' button. */
export function submitButton(): HTMLButtonElement {
  const button = screen.getByText('Оформить заказ').closest('button');
  if (!button) throw new Error('no submit button');
  return button;
}
