import assert from 'node:assert/strict';
import { normalizeBrandName } from '@shop/shared/catalog';
import type { TestApp } from './helpers.js';

export interface Catalog {
  brands: { alpha: number; beta: number };
  vendor: number;
  otherVendor: number;
}

/** Own brands and vendors, so that the suite does not depend on the demo catalog. */
export async function insertCatalog({ db }: TestApp): Promise<Catalog> {
  await db
    .insertInto('currencies')
    .values([
      { code: 'RUB', rate: '1' },
      { code: 'EUR', rate: '100' },
    ])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const [alpha, beta] = await db
    .insertInto('brands')
    .values(
      ['ИМПОРТ-АЛЬФА', 'Import Beta'].map((name) => ({ name, normalized_name: normalizeBrandName(name) })),
    )
    .returning('id')
    .execute();
  assert.ok(alpha && beta);
  await db
    .insertInto('brand_synonyms')
    .values({ normalized_name: 'IBETA', brand_id: beta.id, name: 'I-Beta' })
    .execute();
  const [vendor, otherVendor] = await db
    .insertInto('vendors')
    .values([{ name: 'Склад импорта' }, { name: 'Другой склад' }])
    .returning('id')
    .execute();
  assert.ok(vendor && otherVendor);
  return { brands: { alpha: alpha.id, beta: beta.id }, vendor: vendor.id, otherVendor: otherVendor.id };
}

export function offersOf(t: TestApp, vendorId: number) {
  return t.db
    .selectFrom('offers as o')
    .innerJoin('goods as g', 'g.id', 'o.good_id')
    .select(['g.brand_id', 'g.number', 'o.purchase_price', 'o.currency', 'o.amount', 'o.min_amount'])
    .select(['o.delivery_hours', 'o.refund_allowed'])
    .where('o.vendor_id', '=', vendorId)
    .orderBy('g.normalized_number')
    .orderBy('o.purchase_price')
    .execute();
}
