import type { UserSettings } from './index.js';

/** Delivery-term filter values of SPEC §3: at most this many days, 0 for any term. */
export const deliveryTermDays = [0, 2, 4, 7, 14] as const;
export type DeliveryTermDays = (typeof deliveryTermDays)[number];

/** Orders of the offers table: '' keeps the server's order. */
export const offerSorts = ['', 'price-asc', 'price-desc', 'term-asc', 'term-desc'] as const;
export type OfferSort = (typeof offerSorts)[number];

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
