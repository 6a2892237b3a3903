import type { BigRef, Defaulted, Nullable, NullableNumeric } from './columns.js';

/** A good of the oils catalog: its kind and characteristics (migration 0019). */
export interface OilSpecsTable {
  good_id: BigRef;
  /** One of `oilKinds` (`src/oils/kinds.ts`), checked by the table. */
  kind: string;
  /** SAE grade ('5W-30', '75W-90'); null for fluids and filters. */
  viscosity: Nullable<string>;
  /** API/ACEA/ILSAC classes, DOT, G-classes, ATF specifications ('ACEA C3', 'DOT 4', 'G12+'). */
  specs: Defaulted<string[]>;
  /** Carmakers' approvals ('VW 504 00', 'MB 229.5', 'АвтоВАЗ'). */
  approvals: Defaulted<string[]>;
  /** Litres; null for filters and fluids sold by weight. */
  volume: NullableNumeric;
}

export interface AccessoryCategoriesTable {
  slug: string;
  name: string;
  sort: number;
}

/** A good sold as an accessory, in one category. */
export interface AccessoriesTable {
  good_id: BigRef;
  category: string;
}

export interface OilTables {
  oil_specs: OilSpecsTable;
  accessory_categories: AccessoryCategoriesTable;
  accessories: AccessoriesTable;
}
