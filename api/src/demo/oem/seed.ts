import { sql, type Transaction } from 'kysely';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';
import { groupFamily, oemCategories, quickGroups, type QuickGroupKey } from './tree.js';
import type { DetailSeed, UnitSeed } from './units.js';
import { oemCatalogSeeds, vehicleSeeds } from './vehicles.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from loading the OEM catalog twice. */
const OEM_LOCK = 7_340_015;

type Trx = Transaction<DB>;

async function isLoaded(db: Database | Trx): Promise<boolean> {
  return (await db.selectFrom('oem_catalogs').select('code').limit(1).executeTakeFirst()) !== undefined;
}

async function insertTrees(trx: Trx): Promise<void> {
  await trx
    .insertInto('oem_categories')
    .values(oemCategories.map((c, sort) => ({ id: c.id, name: c.name, parent_id: c.parentId, sort })))
    .execute();
  const keys = Object.keys(quickGroups) as QuickGroupKey[];
  await trx
    .insertInto('oem_quick_groups')
    .values(
      keys.map((key, sort) => {
        const group = quickGroups[key];
        return {
          id: group.id,
          name: group.name,
          parent_id: group.parent === null ? null : quickGroups[group.parent].id,
          sort,
        };
      }),
    )
    .execute();
}

async function insertUnits(trx: Trx, units: UnitSeed[]): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('oem_units')
    .values(units.map((unit) => ({ code: unit.code, name: unit.name, category_id: unit.category })))
    .returning(['id', 'code'])
    .execute();
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  const details = units.flatMap((unit) =>
    unit.details.map((detail, index) => ({
      unit_id: ids.get(unit.code) ?? 0,
      position: index + 1,
      code_on_image: String(index + 1),
      oem: detail.oem,
      normalized_oem: normalizePartNumber(detail.oem),
      brand: detail.brand,
      name: detail.name,
      amount: detail.amount,
      note: detail.note,
      quick_group_id: quickGroups[detail.group].id,
    })),
  );
  await trx.insertInto('oem_details').values(details).execute();
  return ids;
}

async function insertVehicles(trx: Trx, unitIds: Map<string, number>): Promise<void> {
  for (const [sort, seed] of vehicleSeeds.entries()) {
    const { id } = await trx
      .insertInto('oem_vehicles')
      .values({
        catalog_code: seed.catalog,
        model: seed.model,
        body: seed.body,
        year_from: seed.years[0],
        year_to: seed.years[1],
        engine: seed.engine,
        engine_code: seed.engineCode,
        power_hp: seed.power,
        gearbox: seed.gearbox,
        drive: seed.drive,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('oem_vehicle_units')
      .values(seed.units.map((unit) => ({ vehicle_id: id, unit_id: unitIds.get(unit.code) ?? 0 })))
      .execute();
    const idents = [
      ...seed.vins.map((ident) => ({ ident, vehicle_id: id, kind: 'vin' as const })),
      ...(seed.frames ?? []).map((ident) => ({ ident, vehicle_id: id, kind: 'frame' as const })),
    ];
    await trx.insertInto('oem_vehicle_idents').values(idents).execute();
  }
}

async function brandId(trx: Trx, name: string): Promise<number | null> {
  const normalized = normalizeBrandName(name);
  const row = await trx
    .selectFrom('brands')
    .select('id')
    .where('normalized_name', '=', normalized)
    .unionAll(
      trx.selectFrom('brand_synonyms').select('brand_id as id').where('normalized_name', '=', normalized),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

async function goodId(trx: Trx, brand: string, number: string): Promise<number | null> {
  const brandRow = await brandId(trx, brand);
  if (brandRow === null) return null;
  const row = await trx
    .selectFrom('goods')
    .select('id')
    .where('brand_id', '=', brandRow)
    .where('normalized_number', '=', normalizePartNumber(number))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The analogue group of the known analogue, or else a group of parts of the same kind that have offers. */
async function targetGroup(trx: Trx, detail: DetailSeed): Promise<number | null> {
  if (detail.analogue !== null) {
    const [brand = '', number = ''] = detail.analogue.split('|').map((cell) => cell.trim());
    const analogue = await goodId(trx, brand, number);
    if (analogue !== null) {
      const row = await trx
        .selectFrom('cross_group_goods')
        .select('group_id')
        .where('good_id', '=', analogue)
        .orderBy('group_id')
        .executeTakeFirst();
      if (row) return row.group_id;
    }
  }
  const family = groupFamily(detail.group);
  if (family === null) return null;
  const groups = await trx
    .selectFrom('cross_group_goods as cgg')
    .innerJoin('goods as g', 'g.id', 'cgg.good_id')
    .select('cgg.group_id')
    .distinct()
    .where('g.name', 'like', `${family}%`)
    .where((eb) =>
      eb.exists(eb.selectFrom('offers').select('offers.id').whereRef('offers.good_id', '=', 'g.id')),
    )
    .orderBy('cgg.group_id')
    .execute();
  if (groups.length === 0) return null;
  const hash = [...normalizePartNumber(detail.oem)].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7);
  return groups[Math.abs(hash) % groups.length]?.group_id ?? null;
}

/**
 * Makes each OEM number a good of the demo catalog (when its brand is there) in an analogue group, so the
 * search finds the number with its analogues' offers.
 */
async function linkGoods(trx: Trx): Promise<void> {
  const seen = new Set<string>();
  for (const detail of vehicleSeeds.flatMap((vehicle) => vehicle.units.flatMap((unit) => unit.details))) {
    const key = `${detail.brand}|${normalizePartNumber(detail.oem)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const brand = await brandId(trx, detail.brand);
    if (brand === null) continue;
    let good = await goodId(trx, detail.brand, detail.oem);
    if (good === null) {
      const row = await trx
        .insertInto('goods')
        .values({
          brand_id: brand,
          number: detail.oem,
          normalized_number: normalizePartNumber(detail.oem),
          name: detail.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      good = row.id;
    }
    const grouped = await trx
      .selectFrom('cross_group_goods')
      .select('group_id')
      .where('good_id', '=', good)
      .executeTakeFirst();
    if (grouped) continue;
    const group = await targetGroup(trx, detail);
    if (group !== null)
      await trx.insertInto('cross_group_goods').values({ group_id: group, good_id: good }).execute();
  }
}

/**
 * Loads the built-in OEM catalog (six makers' cars, units, parts, VINs) once, after the demo catalog so
 * that its OEM numbers join the goods' analogue groups. Returns whether it did.
 */
export async function seedDemoOemCatalog(db: Database): Promise<boolean> {
  if (await isLoaded(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${OEM_LOCK})`.execute(trx);
    if (await isLoaded(trx)) return false;
    await trx
      .insertInto('oem_catalogs')
      .values(oemCatalogSeeds.map((catalog, sort) => ({ ...catalog, sort })))
      .execute();
    await insertTrees(trx);
    const units = [
      ...new Map(vehicleSeeds.flatMap((v) => v.units).map((unit) => [unit.code, unit])).values(),
    ];
    await insertVehicles(trx, await insertUnits(trx, units));
    await linkGoods(trx);
    return true;
  });
}
