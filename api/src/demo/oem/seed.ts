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
  const rows = await trx
    .insertInto('oem_vehicles')
    .values(
      vehicleSeeds.map((seed, sort) => ({
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
      })),
    )
    .returning(['id', 'sort'])
    .execute();
  // `sort` is the seed's index: it tells which row is which whatever order the ids come back in.
  const ids = new Map(rows.map((row) => [row.sort, row.id]));
  const idOf = (index: number) => ids.get(index) ?? 0;
  await trx
    .insertInto('oem_vehicle_units')
    .values(
      vehicleSeeds.flatMap((seed, index) =>
        seed.units.map((unit) => ({ vehicle_id: idOf(index), unit_id: unitIds.get(unit.code) ?? 0 })),
      ),
    )
    .execute();
  await trx
    .insertInto('oem_vehicle_idents')
    .values(
      vehicleSeeds.flatMap((seed, index) => [
        ...seed.vins.map((ident) => ({ ident, vehicle_id: idOf(index), kind: 'vin' as const })),
        ...(seed.frames ?? []).map((ident) => ({ ident, vehicle_id: idOf(index), kind: 'frame' as const })),
      ]),
    )
    .execute();
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

interface PartKey {
  brand: string;
  number: string;
}

/** Goods ids by `brandId|normalized number`, in one query. */
async function findGoods(trx: Trx, brandIds: Map<string, number | null>, parts: PartKey[]) {
  const numbers = [...new Set(parts.map((part) => normalizePartNumber(part.number)))];
  const rows = await trx
    .selectFrom('goods')
    .select(['id', 'brand_id', 'normalized_number'])
    .where('normalized_number', 'in', numbers)
    .execute();
  const ids = new Map(rows.map((row) => [`${row.brand_id}|${row.normalized_number}`, row.id]));
  return (part: PartKey) => ids.get(`${brandIds.get(part.brand) ?? 0}|${normalizePartNumber(part.number)}`);
}

/** The analogue groups with offers and the names of their parts, in one query: a part's kind is its name. */
async function groupsWithOffers(trx: Trx): Promise<{ group_id: number; name: string }[]> {
  return trx
    .selectFrom('cross_group_goods as cgg')
    .innerJoin('goods as g', 'g.id', 'cgg.good_id')
    .select(['cgg.group_id', 'g.name'])
    .distinct()
    .where((eb) =>
      eb.exists(eb.selectFrom('offers').select('offers.id').whereRef('offers.good_id', '=', 'g.id')),
    )
    .orderBy('cgg.group_id')
    .execute();
}

function analogueOf(detail: DetailSeed): PartKey | null {
  if (detail.analogue === null) return null;
  const [brand = '', number = ''] = detail.analogue.split('|').map((cell) => cell.trim());
  return { brand, number };
}

/**
 * Makes each OEM number a good of the demo catalog (when its brand is there) in an analogue group: its known
 * aftermarket analogue's group, or else a group of parts of the same kind with offers, so the search finds
 * the number with offers. A few queries in all, whatever the number of parts.
 */
async function linkGoods(trx: Trx): Promise<void> {
  const details = [
    ...new Map(
      vehicleSeeds
        .flatMap((vehicle) => vehicle.units.flatMap((unit) => unit.details))
        .map((detail) => [`${detail.brand}|${normalizePartNumber(detail.oem)}`, detail]),
    ).values(),
  ];
  const analogues = details.flatMap((detail) => analogueOf(detail) ?? []);
  const brandIds = new Map<string, number | null>();
  for (const name of new Set([...details, ...analogues].map((part) => part.brand))) {
    brandIds.set(name, await brandId(trx, name));
  }
  const linkable = details.filter((detail) => brandIds.get(detail.brand) != null);
  if (linkable.length === 0) return;

  const toKey = (detail: DetailSeed): PartKey => ({ brand: detail.brand, number: detail.oem });
  const existing = await findGoods(trx, brandIds, [...linkable.map(toKey), ...analogues]);
  const missing = linkable.filter((detail) => existing(toKey(detail)) === undefined);
  if (missing.length > 0) {
    await trx
      .insertInto('goods')
      .values(
        missing.map((detail) => ({
          brand_id: brandIds.get(detail.brand) ?? 0,
          number: detail.oem,
          normalized_number: normalizePartNumber(detail.oem),
          name: detail.name,
        })),
      )
      .execute();
  }
  const goodOf = await findGoods(trx, brandIds, [...linkable.map(toKey), ...analogues]);
  const ids = [...linkable.map(toKey), ...analogues].flatMap((part) => goodOf(part) ?? []);
  const memberships = await trx
    .selectFrom('cross_group_goods')
    .select(['good_id', 'group_id'])
    .where('good_id', 'in', ids)
    .orderBy('group_id')
    .execute();
  const groupOf = new Map<number, number>();
  for (const row of memberships) if (!groupOf.has(row.good_id)) groupOf.set(row.good_id, row.group_id);

  const named = await groupsWithOffers(trx);
  const families = new Map<string, number[]>();
  const groupsOf = (family: string): number[] => {
    const groups = families.get(family) ?? [
      ...new Set(named.filter((g) => g.name.startsWith(family)).map((g) => g.group_id)),
    ];
    families.set(family, groups);
    return groups;
  };
  const links: { group_id: number; good_id: number }[] = [];
  for (const detail of linkable) {
    const good = goodOf(toKey(detail));
    if (good === undefined || groupOf.has(good)) continue;
    const analogue = analogueOf(detail);
    const analogueGood = analogue === null ? undefined : goodOf(analogue);
    let group = analogueGood === undefined ? undefined : groupOf.get(analogueGood);
    const family = groupFamily(detail.group);
    if (group === undefined && family !== null) {
      const groups = groupsOf(family);
      const hash = [...normalizePartNumber(detail.oem)].reduce(
        (sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003,
        7,
      );
      group = groups[hash % Math.max(1, groups.length)];
    }
    if (group === undefined) continue;
    links.push({ group_id: group, good_id: good });
    groupOf.set(good, group);
  }
  if (links.length > 0) await trx.insertInto('cross_group_goods').values(links).execute();
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
