/** Kinds of goods in the oils catalog (`/catalogs/oils`): oils, fluids and filters, as the API names them. */
export const oilKinds = [
  'engine-oil',
  'transmission-oil',
  'antifreeze',
  'brake-fluid',
  'oil-filter',
  'air-filter',
  'cabin-filter',
  'fuel-filter',
] as const;

export type OilKind = (typeof oilKinds)[number];

export function isOilKind(value: string): value is OilKind {
  return (oilKinds as readonly string[]).includes(value);
}
