import type { Offer } from '@shop/shared';

/** Delivery-term options of SPEC §3: at most this many days (0: any term). */
export const deliveryTermOptions = [
  { value: 0, label: 'Любой срок' },
  { value: 2, label: 'До 2-х дней' },
  { value: 4, label: 'До 4-х дней' },
  { value: 7, label: 'До 7-и дней' },
  { value: 14, label: 'До 14-и дней' },
] as const;

export type DeliveryTermDays = (typeof deliveryTermOptions)[number]['value'];

export const sortOptions = [
  { value: '', label: 'Без сортировки' },
  { value: 'price-asc', label: 'Сначала дешёвые' },
  { value: 'price-desc', label: 'Сначала дорогие' },
  { value: 'term-asc', label: 'Сначала быстрые' },
  { value: 'term-desc', label: 'Сначала долгие' },
] as const;

export type OfferSort = (typeof sortOptions)[number]['value'];

export interface OfferFilters {
  days: DeliveryTermDays;
  stockOnly: boolean;
  sort: OfferSort;
}

/** Query parameters of the filters, so that a link keeps them. */
export const FILTER_PARAMS = { days: 'days', stockOnly: 'stockOnly', sort: 'sort' } as const;

export function readFilters(params: URLSearchParams): OfferFilters {
  const days = Number(params.get(FILTER_PARAMS.days));
  const sort = params.get(FILTER_PARAMS.sort) ?? '';
  return {
    days: deliveryTermOptions.find((option) => option.value === days)?.value ?? 0,
    stockOnly: params.get(FILTER_PARAMS.stockOnly) === '1',
    sort: sortOptions.find((option) => option.value === sort)?.value ?? '',
  };
}

/** The search query with `filters` in place of the old ones; defaults are left out of the address. */
export function writeFilters(params: URLSearchParams, filters: OfferFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  if (filters.days) next.set(FILTER_PARAMS.days, String(filters.days));
  if (filters.stockOnly) next.set(FILTER_PARAMS.stockOnly, '1');
  if (filters.sort) next.set(FILTER_PARAMS.sort, filters.sort);
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
    case 'term-asc':
      return (a, b) => a.deliveryTime - b.deliveryTime;
    case 'term-desc':
      return (a, b) => b.deliveryTime - a.deliveryTime;
    default:
      return null;
  }
}

/** The offers to show: the filters applied, then sorted (stable, so equal offers keep the server's order). */
export function applyFilters(offers: readonly Offer[], filters: OfferFilters): Offer[] {
  const shown = offers.filter((offer) => matches(offer, filters));
  const order = compare(filters.sort);
  return order ? shown.sort(order) : shown;
}
