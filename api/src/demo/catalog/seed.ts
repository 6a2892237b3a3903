import { sql, type Transaction } from 'kysely';
import { seedDemoDeliveries } from '../../vendors/demo-deliveries.js';
import { normalizeBrandName } from '@shop/shared/catalog';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';
import { demoAccounts } from '../accounts.js';
import type { BrandSeed } from './brands/index.js';
import { buildDemoCatalog, type DemoCatalog } from './build.js';
import { bulkInsert, type BulkColumn } from './bulk.js';
import type { OfferSeed } from './offers.js';
import type { GoodSeed } from './parts/registry.js';
import { demoCurrencies, demoPriceLevels, demoVendors, WHOLESALE_LEVEL } from './setup.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from loading the catalog twice. */
const CATALOG_LOCK = 7_340_002;

type Trx = Transaction<DB>;

/** Tables whose ids the seed gives itself (the rows refer to each other before they are inserted). */
type IdTable = 'brands' | 'vendors' | 'goods' | 'cross_groups';

async function nextId(trx: Trx, table: IdTable): Promise<number> {
  const result = await sql<{ max: number | null }>`select max(id) as max from ${sql.table(table)}`.execute(
    trx,
  );
  return Number(result.rows[0]?.max ?? 0) + 1;
}

/** The identity then continues after the largest id given. */
async function moveIdentity(trx: Trx, table: IdTable): Promise<void> {
  const max = sql`coalesce((select max(id) from ${sql.table(table)}), 0)`;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${max} + 1, false)`.execute(trx);
}

async function insertBrands(trx: Trx, catalog: DemoCatalog): Promise<Map<string, number>> {
  const first = await nextId(trx, 'brands');
  const ids = new Map(catalog.brands.map((brand, index) => [brand.name, first + index]));
  await bulkInsert<BrandSeed>(
    trx,
    'brands',
    [
      { name: 'id', type: 'integer', value: (brand) => ids.get(brand.name) ?? null },
      { name: 'name', type: 'text', value: (brand) => brand.name },
      { name: 'normalized_name', type: 'text', value: (brand) => normalizeBrandName(brand.name) },
      { name: 'warranty', type: 'text', value: (brand) => brand.warranty },
      { name: 'warranty_description', type: 'text', value: (brand) => brand.warrantyDescription },
      { name: 'country', type: 'text', value: (brand) => brand.country },
      { name: 'site', type: 'text', value: (brand) => brand.site },
      { name: 'description', type: 'text', value: (brand) => brand.description },
    ],
    catalog.brands,
  );
  await moveIdentity(trx, 'brands');

  // A spelling that is some brand's own name, or repeats another spelling, needs no row.
  const taken = new Set(catalog.brands.map((brand) => normalizeBrandName(brand.name)));
  const synonyms = catalog.synonyms.flatMap(({ name, brand }) => {
    const normalized = normalizeBrandName(name);
    const brandId = ids.get(brand);
    if (brandId === undefined) throw new Error(`Синоним ${name} ссылается на неизвестный бренд ${brand}`);
    if (taken.has(normalized)) return [];
    taken.add(normalized);
    return [{ normalized_name: normalized, brand_id: brandId, name }];
  });
  await trx.insertInto('brand_synonyms').values(synonyms).execute();
  return ids;
}

async function insertVendors(trx: Trx): Promise<void> {
  await trx
    .insertInto('currencies')
    .values(demoCurrencies.map(({ code, rate }) => ({ code, rate })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const offices = await trx
    .selectFrom('offices')
    .select(['id', 'vendor_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const officeOf = (vendorId: number): number | null =>
    offices.find((office) => office.vendor_id === vendorId)?.id ?? null;
  await trx
    .insertInto('vendors')
    .values(
      demoVendors.map((vendor) => ({
        ...vendor,
        office_id: vendor.is_remote ? null : officeOf(vendor.id),
        api_url: null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await moveIdentity(trx, 'vendors');
}

async function insertGoods(trx: Trx, catalog: DemoCatalog, brandIds: Map<string, number>): Promise<number> {
  const first = await nextId(trx, 'goods');
  await bulkInsert<GoodSeed & { id: number }>(
    trx,
    'goods',
    [
      { name: 'id', type: 'bigint', value: (good) => good.id },
      { name: 'brand_id', type: 'integer', value: (good) => brandIds.get(good.brand) ?? null },
      { name: 'number', type: 'text', value: (good) => good.number },
      { name: 'normalized_number', type: 'text', value: (good) => good.normalizedNumber },
      { name: 'name', type: 'text', value: (good) => good.name },
      { name: 'rating', type: 'integer', value: (good) => good.rating },
    ],
    catalog.goods.map((good, index) => ({ ...good, id: first + index })),
  );
  await moveIdentity(trx, 'goods');
  return first;
}

async function insertGroups(trx: Trx, catalog: DemoCatalog, firstGood: number): Promise<void> {
  const first = await nextId(trx, 'cross_groups');
  await bulkInsert<{ id: number; source: string }>(
    trx,
    'cross_groups',
    [
      { name: 'id', type: 'bigint', value: (group) => group.id },
      { name: 'source', type: 'text', value: (group) => group.source },
    ],
    catalog.groups.map((group, index) => ({ id: first + index, source: group.source })),
  );
  await moveIdentity(trx, 'cross_groups');
  await bulkInsert<[number, number]>(
    trx,
    'cross_group_goods',
    [
      { name: 'group_id', type: 'bigint', value: ([group]) => group },
      { name: 'good_id', type: 'bigint', value: ([, good]) => good },
    ],
    catalog.groups.flatMap((group, index) =>
      group.goods.map((good): [number, number] => [first + index, firstGood + good]),
    ),
  );
}

/** Rows of one insert of the characteristics: well under PostgreSQL's 65 535 parameters. */
const SPECS_CHUNK = 2000;

/** Characteristics of the oils catalog's goods and the accessories' categories. */
async function insertSpecs(trx: Trx, catalog: DemoCatalog, firstGood: number): Promise<void> {
  const goods = catalog.goods.map((good, index) => ({ ...good, id: firstGood + index }));
  const oils = goods.flatMap((good) =>
    good.oil
      ? [
          {
            good_id: good.id,
            kind: good.oil.kind,
            viscosity: good.oil.viscosity,
            specs: [...good.oil.specs],
            approvals: [...good.oil.approvals],
            volume: good.oil.volume,
          },
        ]
      : [],
  );
  for (let start = 0; start < oils.length; start += SPECS_CHUNK) {
    await trx
      .insertInto('oil_specs')
      .values(oils.slice(start, start + SPECS_CHUNK))
      .execute();
  }
  const accessories = goods.flatMap((good) =>
    good.accessory ? [{ good_id: good.id, category: good.accessory }] : [],
  );
  if (accessories.length > 0) await trx.insertInto('accessories').values(accessories).execute();
}

const offerColumns = (firstGood: number): BulkColumn<OfferSeed>[] => [
  { name: 'vendor_id', type: 'integer', value: (offer) => offer.vendorId },
  { name: 'good_id', type: 'bigint', value: (offer) => firstGood + offer.good },
  { name: 'purchase_price', type: 'numeric', value: (offer) => offer.purchasePrice },
  { name: 'currency', type: 'text', value: (offer) => offer.currency },
  { name: 'amount', type: 'integer', value: (offer) => offer.amount },
  { name: 'min_amount', type: 'integer', value: (offer) => offer.minAmount },
  { name: 'multiplicity', type: 'integer', value: (offer) => offer.multiplicity },
  { name: 'delivery_hours', type: 'integer', value: (offer) => offer.deliveryHours },
  { name: 'refund_allowed', type: 'boolean', value: (offer) => offer.refundAllowed },
  { name: 'refund_percent', type: 'numeric', value: (offer) => offer.refundPercent },
  { name: 'refund_conditions', type: 'text', value: (offer) => offer.refundConditions },
  { name: 'fixed_price', type: 'numeric', value: (offer) => offer.fixedPrice },
  { name: 'minimum_retail_price', type: 'numeric', value: (offer) => offer.minimumRetailPrice },
];

async function insertPriceLevels(trx: Trx, brandIds: Map<string, number>): Promise<void> {
  await trx
    .insertInto('price_levels')
    .values(demoPriceLevels.map((level) => ({ name: level.name, is_default: level.isDefault })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const levels = await trx
    .selectFrom('price_levels')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      demoPriceLevels.map((level) => level.name),
    )
    .execute();
  const levelIds = new Map(levels.map((level) => [level.name, level.id]));
  const rules = demoPriceLevels.flatMap((level) =>
    level.rules.map((rule) => ({
      price_level_id: levelIds.get(level.name) ?? 0,
      vendor_id: rule.vendor ?? null,
      brand_id: rule.brand === undefined ? null : (brandIds.get(rule.brand) ?? null),
      price_from: rule.from,
      price_to: rule.to,
      retail_markup: rule.retail,
      wholesale_markup: rule.wholesale,
      priority: rule.priority ?? 0,
    })),
  );
  await trx.insertInto('price_level_rules').values(rules).execute();

  const wholesaleLevel = levelIds.get(WHOLESALE_LEVEL);
  if (wholesaleLevel !== undefined) {
    await trx
      .updateTable('users')
      .set({ price_level_id: wholesaleLevel })
      .where('email', '=', demoAccounts.wholesale.email)
      .where('price_level_id', 'is', null)
      .execute();
  }
}

async function isLoaded(db: Database | Trx): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Loads the demo catalog (brands, parts with analogues, warehouses and suppliers, stock, currencies, price
 * levels) in one transaction while there are no brands, so that an existing demo database gets it on its next
 * start. Returns whether it did.
 */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  if (await isLoaded(db)) return false;
  const catalog = buildDemoCatalog();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`.execute(trx);
    if (await isLoaded(trx)) return false;
    const brandIds = await insertBrands(trx, catalog);
    await insertVendors(trx);
    await seedDemoDeliveries(trx);
    const firstGood = await insertGoods(trx, catalog, brandIds);
    await insertGroups(trx, catalog, firstGood);
    await insertSpecs(trx, catalog, firstGood);
    await bulkInsert(trx, 'offers', offerColumns(firstGood), catalog.offers);
    await insertPriceLevels(trx, brandIds);
    return true;
  });
}
