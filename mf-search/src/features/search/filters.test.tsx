import { screen, within } from '@testing-library/react';
import { searchApi } from '@shop/shared/api';
import {
  boschAnalogue,
  makeOffer,
  makeUser,
  mannW71275,
  otherStock,
  remoteVendor,
} from '../../test/fixtures';
import { emulatePhone, setSession, setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { applyFilters, defaultFilters, readFilters, writeFilters } from './filters';

jest.mock('../../api/batch', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/batch')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

const nb = '\u00a0';
const fast = makeOffer('fast', { price: 900, deliveryTime: 5 });
const twoDays = makeOffer('two-days', { vendor: otherStock, price: 700, deliveryTime: 48 });
const week = makeOffer('week', { vendor: remoteVendor, isStock: false, price: 500, deliveryTime: 150 });
const unpriced = makeOffer('unpriced', { vendor: remoteVendor, isStock: false, price: 0, deliveryTime: 72 });

describe('filters and order (pure)', () => {
  const offers = [fast, twoDays, week, unpriced];
  const keys = (query: string) =>
    applyFilters(offers, readFilters(new URLSearchParams(query))).map((o) => o.itemKey);

  it('filters by delivery term in days (deliveryTime / 24) and by stock', () => {
    expect(keys('')).toEqual(['fast', 'two-days', 'week', 'unpriced']);
    expect(keys('days=2')).toEqual(['fast', 'two-days']);
    expect(keys('days=4')).toEqual(['fast', 'two-days', 'unpriced']);
    expect(keys('days=7')).toEqual(['fast', 'two-days', 'week', 'unpriced']);
    expect(keys('stockOnly=1')).toEqual(['fast', 'two-days']);
  });

  it('sorts by price and term both ways; offers without a price go last', () => {
    expect(keys('sort=price-asc')).toEqual(['week', 'two-days', 'fast', 'unpriced']);
    expect(keys('sort=price-desc')).toEqual(['fast', 'two-days', 'week', 'unpriced']);
    expect(keys('sort=term-asc')).toEqual(['fast', 'two-days', 'unpriced', 'week']);
    expect(keys('sort=term-desc')).toEqual(['week', 'unpriced', 'two-days', 'fast']);
  });

  it('ignores unknown values and keeps defaults out of the address', () => {
    expect(readFilters(new URLSearchParams('days=3&sort=name&stockOnly=yes'))).toEqual({
      days: 0,
      stockOnly: false,
      sort: '',
    });
    const params = new URLSearchParams('brandName=MAHLE&number=OC+90&days=7');
    expect(writeFilters(params, { days: 0, stockOnly: true, sort: 'price-asc' }).toString()).toBe(
      'brandName=MAHLE&number=OC+90&stockOnly=1&sort=price-asc',
    );
  });
});

describe('the user’s search settings as the defaults', () => {
  const defaults = defaultFilters({ searchStockOnly: true, searchDeliveryTerm: 4, searchSort: 'price-asc' });

  it('start a search the address says nothing of; the address overrides them both ways', () => {
    expect(readFilters(new URLSearchParams('number=1'), defaults)).toEqual({
      days: 4,
      stockOnly: true,
      sort: 'price-asc',
    });
    const overridden = { days: 0, stockOnly: false, sort: '' } as const;
    expect(readFilters(new URLSearchParams('days=0&stockOnly=0&sort='), defaults)).toEqual(overridden);
    expect(writeFilters(new URLSearchParams('number=1'), overridden, defaults).toString()).toBe(
      'number=1&days=0&stockOnly=0&sort=',
    );
    expect(writeFilters(new URLSearchParams('number=1&days=7'), defaults, defaults).toString()).toBe(
      'number=1',
    );
  });

  it('filter the page of a user who keeps them', async () => {
    setSession(makeUser({ userSettings: { searchStockOnly: true, searchSort: 'price-desc' } }));
    jest.mocked(searchApi.findByQuery).mockResolvedValue({
      searchId: 's1',
      goods: [mannW71275([fast, twoDays, week, unpriced])],
      remoteVendors: [],
    });
    renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75');
    const table = await screen.findByRole('table', { name: 'Предложения MANN-FILTER W 712/75' });
    const prices = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.offer-price')?.textContent);
    expect(prices).toEqual([`900${nb}₽`, `700${nb}₽`]);
    expect(screen.getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked();
  });
});

describe('filters on the page', () => {
  beforeEach(() => {
    setSession(makeUser());
    jest.mocked(searchApi.findByQuery).mockResolvedValue({
      searchId: 's1',
      goods: [
        mannW71275([fast, twoDays, week, unpriced]),
        boschAnalogue([makeOffer('bosch', { deliveryTime: 100 })]),
      ],
      remoteVendors: [],
    });
  });

  const table = 'Предложения MANN-FILTER W 712/75';
  const prices = () =>
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.offer-price')?.textContent);

  it('reads the filters from the address and writes them back', async () => {
    const user = setupUser();
    const { router } = renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75&sort=price-asc');
    await screen.findByRole('table', { name: table });
    expect(prices()).toEqual([`500${nb}₽`, `700${nb}₽`, `900${nb}₽`, '—']);

    await user.click(screen.getByRole('combobox', { name: 'Срок поставки' }));
    await user.click(await screen.findByTitle('До 2-х дней'));
    expect(prices()).toEqual([`700${nb}₽`, `900${nb}₽`]);
    expect(router.state.location.search).toBe(
      '?brandName=MANN-FILTER&number=W+712%2F75&days=2&sort=price-asc',
    );
    expect(screen.queryByRole('heading', { name: 'Аналоги' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    await user.click(await screen.findByTitle('Сначала дорогие'));
    expect(prices()).toEqual([`900${nb}₽`, `700${nb}₽`]);

    await user.click(screen.getByRole('checkbox', { name: 'Только в наличии' }));
    expect(router.state.location.search).toContain('stockOnly=1');
    expect(searchApi.findByQuery).toHaveBeenCalledTimes(1);
  });

  it('keeps the filters of a link', async () => {
    renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75&days=2&stockOnly=1&sort=term-asc');
    await screen.findByRole('table', { name: table });
    expect(screen.getByRole('checkbox', { name: 'Только в наличии' })).toBeChecked();
    expect(prices()).toEqual([`900${nb}₽`, `700${nb}₽`]);
  });

  it('sorts every table by date from the offers table’s control, kept in the address (issue 28)', async () => {
    const user = setupUser();
    const { router } = renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75');
    await screen.findByRole('table', { name: table });
    expect(prices()).toEqual([`900${nb}₽`, `700${nb}₽`, `500${nb}₽`, '—']);
    const control = screen.getAllByRole('button', { name: 'Поставка' })[0] as HTMLElement;
    await user.click(control);
    // 5 h, 2 days, 3 days, 6 days 6 h: the dates go the same way on any day.
    expect(prices()).toEqual([`900${nb}₽`, `700${nb}₽`, '—', `500${nb}₽`]);
    expect(router.state.location.search).toBe('?brandName=MANN-FILTER&number=W+712%2F75&sort=term-asc');
    expect(control.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Сортировка' }).closest('.ant-select')).toHaveTextContent(
      'Сначала быстрые',
    );

    await user.click(screen.getAllByRole('button', { name: 'Поставка' })[0] as HTMLElement);
    expect(router.state.location.search).toBe('?brandName=MANN-FILTER&number=W+712%2F75&sort=term-desc');
    expect(prices()).toEqual([`500${nb}₽`, '—', `700${nb}₽`, `900${nb}₽`]);
  });

  it('says when no offer meets the filters', async () => {
    jest
      .mocked(searchApi.findByQuery)
      .mockResolvedValue({ searchId: 's1', goods: [mannW71275([week])], remoteVendors: [] });
    renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75&days=4');
    expect(await screen.findByText('Нет предложений, подходящих под условия')).toBeInTheDocument();
  });

  it('shows offers as cards on a phone', async () => {
    const restore = emulatePhone();
    try {
      renderAt('/search?brandName=MANN-FILTER&number=W+712%2F75');
      const cards = await screen.findByRole('list', { name: table });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('button', { name: /В корзину/ })).toHaveLength(4);
    } finally {
      restore();
    }
  });
});
