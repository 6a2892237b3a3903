import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * A garage car remembers the OEM catalog vehicle it was saved from (issue 12, garage): the catalog code, the
 * vehicle id and the `ssd` of the vehicle, so that a car found through the wizard (no VIN) reopens its
 * catalog. All three or none. The stored `ssd` is an opaque token of the catalog provider, checked again
 * by the provider whenever it is used.
 */
const up: RawBuilder<unknown>[] = [
  sql`alter table cars
    add column catalog_code text,
    add column catalog_vehicle_id text,
    add column catalog_ssd text,
    add constraint cars_catalog_vehicle_whole check (
      (catalog_code is null) = (catalog_vehicle_id is null) and (catalog_code is null) = (catalog_ssd is null)
    )`,
];

const down: RawBuilder<unknown>[] = [
  sql`alter table cars
    drop constraint cars_catalog_vehicle_whole,
    drop column catalog_ssd,
    drop column catalog_vehicle_id,
    drop column catalog_code`,
];

export const garageCatalogVehicle: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
