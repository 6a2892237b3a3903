import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import OverlayViews from './OverlayViews';
import type { OverlayState } from './ContentOverlays';
import type { Promotion } from '@shop/shared';

const promotion: Promotion = {
  id: 1,
  slug: 'masla',
  title: 'Скидка на масла',
  description: '<p>Описание акции</p>',
  image: 'demo/actions/masla.svg',
  discount: 0.1,
  startAt: '2026-11-01T00:00:00Z',
  endAt: '2026-12-31T00:00:00Z',
};
const base: OverlayState = { popup: null, toast: null, modal: null, toastChangeSeconds: 10, toastWidth: 360 };

function renderViews(state: OverlayState, handlers: Partial<Record<string, jest.Mock>> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <OverlayViews
            state={state}
            onClosePopup={handlers.popup ?? jest.fn()}
            onCloseToast={handlers.toast ?? jest.fn()}
            onOpenPromotion={handlers.open ?? jest.fn()}
            onCloseModal={handlers.modal ?? jest.fn()}
          />
        ),
      },
      { path: '/actions/:slug', element: <p>Страница акции</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('promotion and popup views (SPEC §3)', () => {
  it('default modal: image, title, description, «Закрыть» and «Подробнее...» to /actions/{slug}', async () => {
    const modal = jest.fn();
    const router = renderViews({ ...base, modal: promotion }, { modal });
    const dialog = screen.getByRole('dialog', { name: 'Скидка на масла' });
    expect(dialog.querySelector('img')).toHaveAttribute(
      'src',
      '/media/cache/resolve/card/demo/actions/masla.svg',
    );
    expect(screen.getByText('Описание акции')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подробнее...' }));
    expect(modal).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/actions/masla');
  });

  it('wide modal without an image: «Акция!», the discount as percent, «Сроки проведения»', () => {
    renderViews({ ...base, modal: { ...promotion, image: null } });
    expect(screen.getByRole('heading', { name: 'Акция!' })).toBeInTheDocument();
    expect(screen.getByText(/Скидка 10/).textContent).toBe('Скидка 10\u00a0%');
    expect(screen.getByText('Сроки проведения: 01.11.2026 — 31.12.2026')).toBeInTheDocument();
  });

  it('the toast opens its promotion and closes by ×', async () => {
    const open = jest.fn();
    const toast = jest.fn();
    renderViews({ ...base, toast: [promotion] }, { open, toast });
    await userEvent.click(screen.getByRole('button', { name: /Скидка на масла/ }));
    expect(open).toHaveBeenCalledWith(promotion);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(toast).toHaveBeenCalled();
  });

  it('a popup with its title, content and «Закрыть»', async () => {
    const popup = jest.fn();
    renderViews(
      {
        ...base,
        popup: {
          id: 3,
          title: 'Скидки для подписчиков',
          content: '<p>Подпишитесь</p>',
          mainImage: null,
          showPopupInterval: 24,
        },
      },
      { popup },
    );
    expect(screen.getByRole('dialog', { name: 'Скидки для подписчиков' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(popup).toHaveBeenCalled();
  });
});
