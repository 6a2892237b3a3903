import type { UserSettings } from './index.js';

/** Delivery-term options of SPEC §3: at most this many days (0: any term). */
export const deliveryTermOptions = [
  { value: 0, label: 'Любой срок' },
  { value: 2, label: 'До 2-х дней' },
  { value: 4, label: 'До 4-х дней' },
  { value: 7, label: 'До 7-и дней' },
  { value: 14, label: 'До 14-и дней' },
] as const;
export type DeliveryTermDays = (typeof deliveryTermOptions)[number]['value'];
export const deliveryTermDays = deliveryTermOptions.map((option) => option.value);

/** Orders of the offers table: '' keeps the server's order. */
export const sortOptions = [
  { value: '', label: 'Без сортировки' },
  { value: 'price-asc', label: 'Сначала дешёвые' },
  { value: 'price-desc', label: 'Сначала дорогие' },
  { value: 'term-asc', label: 'Сначала быстрые' },
  { value: 'term-desc', label: 'Сначала долгие' },
] as const;
export type OfferSort = (typeof sortOptions)[number]['value'];
export const offerSorts = sortOptions.map((option) => option.value);

/**
 * The settings a user keeps in `userSettings` (SPEC §3 User): how the search shows offers when the link does
 * not say otherwise. `PATCH /api/user/settings` changes them; `null` returns a setting to its default.
 */
export interface SearchSettings {
  searchStockOnly: boolean;
  searchDeliveryTerm: DeliveryTermDays;
  searchSort: OfferSort;
}

export type UserSettingsPatch = { [K in keyof SearchSettings]?: SearchSettings[K] | null };

export const defaultSearchSettings: SearchSettings = {
  searchStockOnly: false,
  searchDeliveryTerm: 0,
  searchSort: '',
};

function oneOf<T>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((item) => item === value) ?? fallback;
}

/** The search settings of `userSettings`, a missing or unknown value read as its default. */
export function searchSettings(settings: UserSettings | null | undefined): SearchSettings {
  return {
    searchStockOnly: settings?.searchStockOnly === true,
    searchDeliveryTerm: oneOf(deliveryTermDays, settings?.searchDeliveryTerm, 0),
    searchSort: oneOf(offerSorts, settings?.searchSort, ''),
  };
}
