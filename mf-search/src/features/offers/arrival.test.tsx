import { act, screen, waitFor, within } from '@testing-library/react';
import type { Good, Offer } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { setSession, setupUser } from '@shop/shared/testing';
import { freezeMoscowClock } from '@shop/shared/testing';
import { makeOffer, makeUser, mannW71275, otherStock, remoteVendor } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { sortByArrival } from '../common/arrivalOrder';
import { CartAdditionsProvider } from './cartAdditions';
import { clearDeliveryStatistics } from './deliveryStatistics';
import { OffersTable } from './OffersTable';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

// The shop's stock at once; a supplier's 0 hours still need the order sent: the next working day.
const own = makeOffer('own', { deliveryTime: 0 });
const otherWarehouse = makeOffer('other', { vendor: otherStock, deliveryTime: 48 });
const supplier = makeOffer('supplier', { vendor: remoteVendor, isStock: false, deliveryTime: 72 });
const supplierAtOnce = makeOffer('supplier-0', { vendor: remoteVendor, isStock: false, deliveryTime: 0 });
const otherWarehouseHours = makeOffer('other-5', { vendor: otherStock, deliveryTime: 5 });

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

const shownKeys = () =>
  Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => row.getAttribute('data-row-key'));

beforeEach(() => {
  setSession(makeUser());
  clearDeliveryStatistics();
});
afterEach(() => jest.useRealTimers());

describe('the date of each offer (issue 28)', () => {
  it('shows "сегодня" for the shop’s stock and the working-day date for the others', async () => {
    // Saturday 28 November 2026: Monday 30 November is the first working day.
    freezeMoscowClock('2026-11-28T10:00');
    renderOffers(mannW71275([own, otherWarehouse, supplier]));
    expect(within(rowOf('own')).getByText('сегодня')).toBeInTheDocument();
    expect(within(rowOf('own')).queryByText('0 ч.')).not.toBeInTheDocument();
    expect(within(rowOf('other')).getByText('1 дек., вт')).toBeInTheDocument();
    expect(within(rowOf('supplier')).getByText('2 дек., ср')).toBeInTheDocument();

    await setupUser().hover(within(rowOf('supplier')).getByText('2 дек., ср'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      `Срок 3 дн. в рабочих днях от отправки заказа поставщику; ожидаемая поставка — 2 декабря, ср`,
    );
  });

  it('says "завтра" for the next day', () => {
    freezeMoscowClock('2026-11-26T10:00');
    renderOffers(mannW71275([makeOffer('day', { vendor: remoteVendor, isStock: false, deliveryTime: 24 })]));
    expect(within(rowOf('day')).getByText('завтра')).toBeInTheDocument();
  });
});

describe('the supplier’s on-time share beside the date (issue 28)', () => {
  it('shows the share of deliveries on time, asked once per supplier', async () => {
    jest.mocked(searchApi.deliveryStatistics).mockResolvedValue({
      vendorId: remoteVendor.id,
      ordersTotal: 120,
      onTimePercent: 91.6,
      averageDelayHours: 12,
      terms: [],
    });
    renderOffers(mannW71275([own, supplier, supplierAtOnce]));
    expect(await within(rowOf('supplier')).findByText(`вероятность поставки 92 %`)).toBeInTheDocument();
    expect(within(rowOf('supplier-0')).getByText(`вероятность поставки 92 %`)).toBeInTheDocument();
    expect(within(rowOf('own')).queryByText(/вероятность поставки/)).not.toBeInTheDocument();
    expect(searchApi.deliveryStatistics).toHaveBeenCalledTimes(1);
    expect(searchApi.deliveryStatistics).toHaveBeenCalledWith(remoteVendor.id);
  });

  it('shows none for a supplier without deliveries yet', async () => {
    jest.mocked(searchApi.deliveryStatistics).mockResolvedValue({
      vendorId: remoteVendor.id,
      ordersTotal: 0,
      onTimePercent: 0,
      averageDelayHours: 0,
      terms: [],
    });
    renderOffers(mannW71275([supplier]));
    await waitFor(() => expect(searchApi.deliveryStatistics).toHaveBeenCalledWith(remoteVendor.id));
    // The answer has been handled by the time the next task runs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(/вероятность поставки/)).not.toBeInTheDocument();
  });
});

describe('sorting the offers by date (issue 28)', () => {
  it('sorts by the date, not the bare hours: soonest, latest, then the list’s own order', async () => {
    freezeMoscowClock('2026-11-28T10:00');
    const offers = [supplier, otherWarehouseHours, supplierAtOnce, own];
    renderOffers(mannW71275(offers));
    const user = setupUser();
    const control = screen.getByRole('button', { name: 'Поставка' });
    const header = control.closest('th');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(shownKeys()).toEqual(['supplier', 'other-5', 'supplier-0', 'own']);

    await user.click(control);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Today, Monday 00:00, Monday 05:00, Wednesday.
    expect(shownKeys()).toEqual(['own', 'supplier-0', 'other-5', 'supplier']);

    await user.click(control);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownKeys()).toEqual(['supplier', 'other-5', 'supplier-0', 'own']);

    await user.click(control);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(shownKeys()).toEqual(['supplier', 'other-5', 'supplier-0', 'own']);
  });

  it('keeps the order of offers arriving at the same moment', () => {
    const now = new Date('2026-11-28T10:00:00+03:00');
    const twin = makeOffer('twin', { vendor: remoteVendor, isStock: false, deliveryTime: 72 });
    expect(sortByArrival([supplier, own, twin], 'asc', now).map((offer) => offer.itemKey)).toEqual([
      'own',
      'supplier',
      'twin',
    ]);
    expect(sortByArrival([supplier, own, twin], 'desc', now).map((offer) => offer.itemKey)).toEqual([
      'supplier',
      'twin',
      'own',
    ]);
  });
});

describe('a promotion where people buy (issue 28)', () => {
  it('shows the old price struck out and the discount linking to the promotion beside the lowered price', () => {
    const promotion = {
      title: 'Скидка 10 % на масла',
      slug: 'masla-minus-10',
      percent: 10,
      priceBefore: 1000,
    };
    renderOffers(mannW71275([makeOffer('promoted', { price: 900, promotion }), otherWarehouse]));
    const link = within(rowOf('promoted')).getByRole('link', { name: /^−10\s%/ });
    expect(link).toHaveAttribute('href', '/actions/masla-minus-10');
    expect(link).toHaveAttribute('title', 'Скидка 10 % на масла');
    expect(within(rowOf('promoted')).getByText('1 000 ₽', { exact: false }).tagName).toBe('S');
    expect(within(rowOf('other')).queryByRole('link', { name: /%/ })).not.toBeInTheDocument();
  });
});
