import {
  defaultSearchSettings,
  deliveryTermOptions,
  sortOptions,
  type DeliveryTermDays,
  type Offer,
  type OfferSort,
  type SearchSettings,
} from '@shop/shared';
import { sortByArrival, type ArrivalOrder } from '../common/arrivalOrder';

export { deliveryTermOptions, sortOptions, type DeliveryTermDays, type OfferSort };

export interface OfferFilters {
  days: DeliveryTermDays;
  stockOnly: boolean;
  sort: OfferSort;
}

/** Query parameters of the filters, so that a link keeps them. */
export const FILTER_PARAMS = { days: 'days', stockOnly: 'stockOnly', sort: 'sort' } as const;

/** The filters a search starts with: the user's search settings (`userSettings`), else none. */
export function defaultFilters(settings: SearchSettings = defaultSearchSettings): OfferFilters {
  return {
    days: settings.searchDeliveryTerm,
    stockOnly: settings.searchStockOnly,
    sort: settings.searchSort,
  };
}

/** The filters of the address; one it does not name (or names wrongly) is the user's default. */
export function readFilters(
  params: URLSearchParams,
  defaults: OfferFilters = defaultFilters(),
): OfferFilters {
  const days = params.get(FILTER_PARAMS.days);
  const stockOnly = params.get(FILTER_PARAMS.stockOnly);
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    days: deliveryTermOptions.find((option) => String(option.value) === days)?.value ?? defaults.days,
    stockOnly: stockOnly === '1' ? true : stockOnly === '0' ? false : defaults.stockOnly,
    sort: sortOptions.find((option) => option.value === sort)?.value ?? defaults.sort,
  };
}

/** The search query with `filters` in place of the old ones; the user's defaults are left out of the address. */
export function writeFilters(
  params: URLSearchParams,
  filters: OfferFilters,
  defaults: OfferFilters = defaultFilters(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  if (filters.days !== defaults.days) next.set(FILTER_PARAMS.days, String(filters.days));
  if (filters.stockOnly !== defaults.stockOnly)
    next.set(FILTER_PARAMS.stockOnly, filters.stockOnly ? '1' : '0');
  if (filters.sort !== defaults.sort) next.set(FILTER_PARAMS.sort, filters.sort);
  return next;
}

export function isFiltered(filters: OfferFilters): boolean {
  return filters.days > 0 || filters.stockOnly;
}

function matches(offer: Offer, filters: OfferFilters): boolean {
  if (filters.stockOnly && !offer.isStock) return false;
  return filters.days === 0 || offer.deliveryTime / 24 <= filters.days;
}

/** Offers without a price go last in either direction: they cannot be compared. */
function byPrice(a: Offer, b: Offer, direction: number): number {
  if (a.price <= 0 || b.price <= 0) return (a.price <= 0 ? 1 : 0) - (b.price <= 0 ? 1 : 0);
  return (a.price - b.price) * direction;
}

function compare(sort: OfferSort): ((a: Offer, b: Offer) => number) | null {
  switch (sort) {
    case 'price-asc':
      return (a, b) => byPrice(a, b, 1);
    case 'price-desc':
      return (a, b) => byPrice(a, b, -1);
    default:
      return null;
  }
}

/** The order by date a sort names ('Сначала быстрые' is the soonest date first), null for another sort. */
export function arrivalOrderOf(sort: OfferSort): ArrivalOrder | null {
  return sort === 'term-asc' ? 'asc' : sort === 'term-desc' ? 'desc' : null;
}

/** The sort of an order by date set in the offers table; none leaves the server's order. */
export function sortOfArrivalOrder(order: ArrivalOrder | null): OfferSort {
  return order === 'asc' ? 'term-asc' : order === 'desc' ? 'term-desc' : '';
}

/**
 * The offers to show: the filters applied, then sorted (stable, so equal offers keep the server's order). By term
 * they go by the date their goods can be at the shop if ordered at `now`, the date the table shows.
 */
export function applyFilters(
  offers: readonly Offer[],
  filters: OfferFilters,
  now: Date = new Date(),
): Offer[] {
  const shown = offers.filter((offer) => matches(offer, filters));
  const byArrival = arrivalOrderOf(filters.sort);
  if (byArrival) return sortByArrival(shown, byArrival, now);
  const order = compare(filters.sort);
  return order ? shown.sort(order) : shown;
}

/** `analogues=0` in the address leaves the analogues out (the advanced search's 'С аналогами' unticked). */
export const ANALOGUES_PARAM = 'analogues';

export function showsAnalogues(params: URLSearchParams): boolean {
  return params.get(ANALOGUES_PARAM) !== '0';
}

/** The parameters of a search the brand choice passes on to the part it leads to. */
export function carriedParams(params: URLSearchParams): URLSearchParams {
  const carried = new URLSearchParams();
  for (const name of [...Object.values(FILTER_PARAMS), ANALOGUES_PARAM]) {
    const value = params.get(name);
    if (value !== null) carried.set(name, value);
  }
  return carried;
}
