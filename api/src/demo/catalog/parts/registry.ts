import { normalizePartNumber } from '@shop/shared/catalog';
import { demoBrands } from '../brands/index.js';
import type { OilKind } from '../../../oils/kinds.js';
import type { OfferTerms } from './family.js';

/** What the oils catalog shows of a good (table `oil_specs`). */
export interface OilSpecSeed {
  kind: OilKind;
  viscosity: string | null;
  specs: readonly string[];
  approvals: readonly string[];
  /** Litres; null for filters and fluids sold by weight. */
  volume: number | null;
}

export interface GoodSeed {
  brand: string;
  /** As printed by the maker. */
  number: string;
  normalizedNumber: string;
  name: string;
  /** Purchase price, kopecks. */
  price: number;
  rating: number;
  terms: OfferTerms;
  /** Must be in stock at the main office (parts the README, tests and end-to-end scenarios use). */
  mainStock: boolean;
  /** An oil, fluid or filter of the oils catalog. */
  oil?: OilSpecSeed;
  /** An accessory: the slug of its category (table `accessory_categories`). */
  accessory?: string;
}

export interface GroupSeed {
  source: string;
  /** Indexes into the goods list. */
  goods: number[];
}

export interface CatalogRegistry {
  readonly goods: GoodSeed[];
  readonly groups: GroupSeed[];
  /** Whether the brand already has a part with this number (any spelling). */
  has(brand: string, number: string): boolean;
  /** Adds a part; null when the brand already has that number. */
  add(good: Omit<GoodSeed, 'normalizedNumber'>): number | null;
  /** An analogue group of parts of different brands; groups of fewer than two are dropped. */
  group(source: string, goods: readonly number[]): void;
}

const brandNames = new Set(demoBrands.map((brand) => brand.name));

/** Collects the generated parts, keeping each brand's numbers unique as the database does. */
export function createRegistry(): CatalogRegistry {
  const goods: GoodSeed[] = [];
  const groups: GroupSeed[] = [];
  const numbers = new Map<string, Set<string>>();
  const numbersOf = (brand: string): Set<string> => {
    let set = numbers.get(brand);
    if (!set) {
      if (!brandNames.has(brand)) throw new Error(`Бренда ${brand} нет в таблицах брендов`);
      set = new Set();
      numbers.set(brand, set);
    }
    return set;
  };
  return {
    goods,
    groups,
    has: (brand, number) => numbersOf(brand).has(normalizePartNumber(number)),
    add(good) {
      const normalizedNumber = normalizePartNumber(good.number);
      const set = numbersOf(good.brand);
      if (normalizedNumber === '' || set.has(normalizedNumber)) return null;
      set.add(normalizedNumber);
      return goods.push({ ...good, normalizedNumber }) - 1;
    },
    group(source, members) {
      const distinct = [...new Set(members)];
      if (distinct.length >= 2) groups.push({ source, goods: distinct });
    },
  };
}
