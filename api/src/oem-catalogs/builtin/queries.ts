import type { Database } from '../../db/connection.js';

export async function listCatalogs(db: Database) {
  return db
    .selectFrom('oem_catalogs')
    .select(['code', 'name', 'brand'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export async function findCatalog(db: Database, code: string) {
  return db
    .selectFrom('oem_catalogs')
    .select(['code', 'name', 'brand'])
    .where('code', '=', code)
    .executeTakeFirst();
}

const vehicleColumns = [
  'v.id',
  'v.catalog_code',
  'v.model',
  'v.body',
  'v.year_from',
  'v.year_to',
  'v.engine',
  'v.engine_code',
  'v.power_hp',
  'v.gearbox',
  'v.drive',
  'c.name as catalog_name',
] as const;

export type VehicleRow = Awaited<ReturnType<typeof catalogVehicles>>[number];

/** Every modification of a catalog: a few dozen rows at most, the wizard works on them in memory. */
export async function catalogVehicles(db: Database, code: string) {
  return db
    .selectFrom('oem_vehicles as v')
    .innerJoin('oem_catalogs as c', 'c.code', 'v.catalog_code')
    .select(vehicleColumns)
    .where('v.catalog_code', '=', code)
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

export async function findVehicle(db: Database, code: string, id: number) {
  return db
    .selectFrom('oem_vehicles as v')
    .innerJoin('oem_catalogs as c', 'c.code', 'v.catalog_code')
    .select(vehicleColumns)
    .where('v.catalog_code', '=', code)
    .where('v.id', '=', id)
    .executeTakeFirst();
}

export async function vehiclesByIdent(
  db: Database,
  ident: string,
  kind: 'vin' | 'frame',
  code: string | null,
) {
  let query = db
    .selectFrom('oem_vehicle_idents as i')
    .innerJoin('oem_vehicles as v', 'v.id', 'i.vehicle_id')
    .innerJoin('oem_catalogs as c', 'c.code', 'v.catalog_code')
    .select(vehicleColumns)
    .where('i.ident', '=', ident)
    .where('i.kind', '=', kind);
  if (code !== null) query = query.where('v.catalog_code', '=', code);
  return query.orderBy('v.id').execute();
}

export async function listCategories(db: Database) {
  return db.selectFrom('oem_categories').select(['id', 'name', 'parent_id']).orderBy('sort').execute();
}

export async function listQuickGroups(db: Database) {
  return db.selectFrom('oem_quick_groups').select(['id', 'name', 'parent_id']).orderBy('sort').execute();
}

export async function vehicleUnits(db: Database, vehicleId: number) {
  return db
    .selectFrom('oem_vehicle_units as vu')
    .innerJoin('oem_units as u', 'u.id', 'vu.unit_id')
    .select(['u.id', 'u.code', 'u.name', 'u.category_id'])
    .where('vu.vehicle_id', '=', vehicleId)
    .orderBy('u.category_id')
    .orderBy('u.id')
    .execute();
}

/** A unit; with a vehicle, only when that vehicle has it. */
export async function findUnit(db: Database, unitId: number, vehicleId: number | null) {
  let query = db.selectFrom('oem_units as u').select(['u.id', 'u.code', 'u.name']).where('u.id', '=', unitId);
  if (vehicleId !== null) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('oem_vehicle_units as vu')
          .select('vu.unit_id')
          .whereRef('vu.unit_id', '=', 'u.id')
          .where('vu.vehicle_id', '=', vehicleId),
      ),
    );
  }
  return query.executeTakeFirst();
}

export async function findUnitByCode(db: Database, code: string) {
  return db
    .selectFrom('oem_units')
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function unitDetails(db: Database, unitIds: readonly number[]) {
  if (unitIds.length === 0) return [];
  return db
    .selectFrom('oem_details')
    .select([
      'unit_id',
      'position',
      'code_on_image',
      'oem',
      'brand',
      'name',
      'amount',
      'note',
      'quick_group_id',
    ])
    .where('unit_id', 'in', unitIds)
    .orderBy('unit_id')
    .orderBy('position')
    .execute();
}

/** Quick groups that have parts in the vehicle's units. */
export async function vehicleQuickGroupIds(db: Database, vehicleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('oem_vehicle_units as vu')
    .innerJoin('oem_details as d', 'd.unit_id', 'vu.unit_id')
    .select('d.quick_group_id')
    .distinct()
    .where('vu.vehicle_id', '=', vehicleId)
    .where('d.quick_group_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.quick_group_id === null ? [] : [row.quick_group_id]));
}

/** Units of the vehicle holding parts of the groups, with those parts only. */
export async function groupDetails(db: Database, vehicleId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('oem_vehicle_units as vu')
    .innerJoin('oem_units as u', 'u.id', 'vu.unit_id')
    .innerJoin('oem_details as d', 'd.unit_id', 'u.id')
    .select([
      'u.id as unit_id',
      'u.code as unit_code',
      'u.name as unit_name',
      'd.code_on_image',
      'd.oem',
      'd.brand',
      'd.name',
      'd.amount',
      'd.note',
    ])
    .where('vu.vehicle_id', '=', vehicleId)
    .where('d.quick_group_id', 'in', groupIds)
    .orderBy('u.id')
    .orderBy('d.position')
    .execute();
}

/** Vehicles whose units hold the OEM number, with the parts' brands. */
export async function whereUsed(db: Database, normalizedOem: string) {
  return db
    .selectFrom('oem_details as d')
    .innerJoin('oem_units as u', 'u.id', 'd.unit_id')
    .innerJoin('oem_vehicle_units as vu', 'vu.unit_id', 'u.id')
    .innerJoin('oem_vehicles as v', 'v.id', 'vu.vehicle_id')
    .innerJoin('oem_catalogs as c', 'c.code', 'v.catalog_code')
    .select([...vehicleColumns, 'u.id as unit_id', 'u.name as unit_name', 'd.brand as detail_brand'])
    .where('d.normalized_oem', '=', normalizedOem)
    .orderBy('v.catalog_code')
    .orderBy('v.sort')
    .orderBy('v.id')
    .orderBy('u.id')
    .limit(500)
    .execute();
}
