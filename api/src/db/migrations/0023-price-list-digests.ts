import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * What the last price list of a vendor held (issue 16, import speed): a SHA-1 digest of each chunk of its good
 * rows, so that a list sent again unchanged is recognised while it is read and costs little more than reading
 * it. `offers` is the number of the vendor's offers that import left: a vendor whose offers were changed
 * otherwise since (a reset of the catalog) is imported in full.
 */
const up: RawBuilder<unknown>[] = [
  sql`create table price_list_digests (
    vendor_id integer primary key references vendors (id) on delete cascade,
    chunk_rows integer not null check (chunk_rows > 0),
    chunks bytea not null,
    offers integer not null
  )`,
];

const down: RawBuilder<unknown>[] = [sql`drop table price_list_digests`];

export const priceListDigests: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
