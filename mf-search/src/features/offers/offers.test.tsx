import { screen, within } from '@testing-library/react';
import type { Good, Offer, Refund } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { admin, makeOffer, makeUser, mannW71275, otherStock, remoteVendor } from '../../test/fixtures';
import { setupUser } from '@shop/shared/testing';
import { renderInRouter } from '../../test/render';
import { setSession } from '@shop/shared/testing';
import { CartAdditionsProvider } from './cartAdditions';
import { OffersTable } from './OffersTable';
import { clearPriceCalculations, loadPriceCalculation } from './priceCalculationCache';
import { RefundBadge } from '@shop/shared/ui/offer-terms';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const nb = '\u00a0';

function renderOffers(good: Good, offers: Offer[] = good.offers) {
  return renderInRouter(
    <CartAdditionsProvider>
      <OffersTable good={good} offers={offers} searchId="s1" label="Предложения" />
    </CartAdditionsProvider>,
  );
}

const rowOf = (itemKey: string) => {
  const row = document.querySelector(`tr[data-row-key="${itemKey}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${itemKey}`);
  return row;
};

describe('refund badge', () => {
  const refund = (overrides: Partial<Refund>): Refund => ({
    isAllowed: true,
    percent: 0,
    conditions: '',
    ...overrides,
  });

  it('marks a forbidden refund and explains it in a dialog', async () => {
    const user = setupUser();
    renderInRouter(
      <RefundBadge refund={refund({ isAllowed: false, conditions: 'Электрика не возвращается' })} />,
    );
    const badge = screen.getByRole('button', { name: 'Возврат запрещён' });
    expect(badge).toHaveClass('refund-badge-denied');
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Условия возврата' });
    expect(within(dialog).getByText('Возврат запрещён.')).toBeInTheDocument();
    expect(within(dialog).getByText('Электрика не возвращается')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the percent kept back as a warning', () => {
    renderInRouter(<RefundBadge refund={refund({ percent: 10 })} />);
    const badge = screen.getByRole('button', { name: `Удержание при возврате 10${nb}%` });
    expect(badge).toHaveClass('refund-badge-percent');
    expect(badge).toHaveTextContent('10 %');
  });

  it('shows nothing for a plain allowed refund and an info marker for conditions', () => {
    const { unmount } = renderInRouter(<RefundBadge refund={refund({})} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderInRouter(<RefundBadge refund={refund({ conditions: 'Только в заводской упаковке' })} />);
    expect(screen.getByRole('button', { name: 'Условия возврата' })).toHaveClass('refund-badge-info');
  });
});

describe('offers table', () => {
  beforeEach(() => setSession(makeUser()));

  it('shows the vendor, stock, date of delivery, price; a zero price as a dash', async () => {
    const user = setupUser();
    renderOffers(
      mannW71275([
        makeOffer('own-1', { amountString: '>10', deliveryTime: 50 }),
        makeOffer('remote-1', { vendor: remoteVendor, isStock: false, price: 0 }),
      ]),
    );
    const own = rowOf('own-1');
    expect(within(own).getByText('Склад Симферополь')).toBeInTheDocument();
    expect(within(own).getByText('>10')).toBeInTheDocument();
    expect(within(own).getByText(`850 ₽`)).toBeInTheDocument();
    const remote = rowOf('remote-1');
    expect(within(remote).getByText('под заказ')).toBeInTheDocument();
    expect(within(remote).getByText('—')).toBeInTheDocument();

    // The date (arrival.test.tsx checks it on a fixed day); the term in working days on hover.
    const date = own.querySelector('.offer-arrival-day');
    if (!(date instanceof HTMLElement)) throw new Error('no date of delivery');
    await user.hover(date);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /^Срок 2 дн\. 2 ч\. в рабочих днях от отправки заказа поставщику; ожидаемая поставка — \d+ \p{L}+, \p{L}{2}$/u,
    );
  });

  it('keeps other warehouses closed until the office stock is in the cart (SPEC §6)', () => {
    renderOffers(
      mannW71275([
        makeOffer('office', { amount: 2, cartAmount: 1 }),
        makeOffer('other', { vendor: otherStock }),
        makeOffer('remote', { vendor: remoteVendor, isStock: false }),
        makeOffer('gone', { vendor: remoteVendor, isStock: false, amount: 3, cartAmount: 3 }),
      ]),
    );
    expect(within(rowOf('office')).getByRole('button', { name: /В корзину/ })).toBeEnabled();
    expect(within(rowOf('other')).getByRole('button', { name: /В корзину/ })).toBeDisabled();
    expect(within(rowOf('remote')).getByRole('button', { name: /В корзину/ })).toBeEnabled();
    expect(within(rowOf('gone')).getByRole('button', { name: /В корзину/ })).toBeDisabled();
  });

  it('opens other warehouses once the office stock is all in the cart', () => {
    renderOffers(
      mannW71275([
        makeOffer('office', { amount: 2, cartAmount: 2 }),
        makeOffer('other', { vendor: otherStock }),
      ]),
    );
    expect(within(rowOf('other')).getByRole('button', { name: /В корзину/ })).toBeEnabled();
  });
});

describe('price breakdown (admins)', () => {
  beforeEach(() => clearPriceCalculations());

  it('is not offered to customers', () => {
    setSession(makeUser());
    renderOffers(mannW71275());
    expect(screen.queryByRole('button', { name: 'Расчёт цены' })).not.toBeInTheDocument();
  });

  it('is offered to an admin working as a customer', () => {
    setSession(makeUser({ isImpersonated: true }));
    renderOffers(mannW71275());
    expect(screen.getByRole('button', { name: 'Расчёт цены' })).toBeInTheDocument();
  });

  it('shows how the price was made', async () => {
    setSession(admin());
    jest.mocked(searchApi.priceCalculation).mockResolvedValue({
      version: 3,
      priceLevel: { id: 1, name: 'Розница' },
      priceCreatedAt: '2025-03-10T09:30:00Z',
      purchasePrice: 716.25,
      retailPrice: 850,
      wholesalePrice: 790,
      fixedPrice: null,
      minimumRetailPrice: 800,
      operations: [
        {
          name: 'Валюта',
          description: 'EUR по курсу 95,5',
          price: 7.5,
          nextPrice: 716.25,
          currency: 'EUR',
          nextCurrency: 'RUB',
        },
        {
          name: 'Наценка',
          description: 'Розница 18 %',
          price: 716.25,
          nextPrice: 845.18,
          currency: 'RUB',
          nextCurrency: 'RUB',
        },
      ],
    });
    const user = setupUser();
    renderOffers(mannW71275());
    await user.click(screen.getByRole('button', { name: 'Расчёт цены' }));
    const dialog = await screen.findByRole('dialog', { name: 'Расчёт цены: Склад Симферополь' });
    expect(await within(dialog).findByText('Розница')).toBeInTheDocument();
    expect(within(dialog).getByText(`790 ₽`)).toBeInTheDocument();
    expect(within(dialog).getByText('Не указана')).toBeInTheDocument();
    expect(within(dialog).getByText('EUR по курсу 95,5')).toBeInTheDocument();
    // Every figure with its currency (issue 28): euros until the conversion, then roubles.
    const figures = within(dialog)
      .getAllByText(/→/)
      .map((step) => step.textContent?.replace(/\s/g, ' '));
    expect(figures).toEqual(['7,5 € → 716,25 ₽', '716,25 ₽ → 845,18 ₽']);
    expect(within(dialog).getAllByText(/716,25\s₽/).length).toBeGreaterThan(0);
    expect(searchApi.priceCalculation).toHaveBeenCalledWith('own-1');
  });

  it('asks the server again only after 60 s', async () => {
    jest.mocked(searchApi.priceCalculation).mockRejectedValueOnce(new Error('network'));
    await expect(loadPriceCalculation('k', 0)).rejects.toThrow('network');
    jest.mocked(searchApi.priceCalculation).mockResolvedValue({} as never);
    await loadPriceCalculation('k', 1000);
    await loadPriceCalculation('k', 59_000);
    expect(searchApi.priceCalculation).toHaveBeenCalledTimes(2);
    await loadPriceCalculation('k', 62_000);
    expect(searchApi.priceCalculation).toHaveBeenCalledTimes(3);
  });
});
