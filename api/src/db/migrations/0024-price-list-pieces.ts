import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * A vendor's last list is remembered by the bytes of its file, not by its parsed rows (issue 16, import speed):
 * a SHA-1 digest of each piece of `piece_bytes` bytes, a digest of the settings that turn those bytes into rows
 * (the options, the brands and currencies, the version of the row rules), and the report that import gave. A
 * file sent again unchanged is then only hashed, not parsed. The digests of parsed chunks mean nothing now.
 */
const up: RawBuilder<unknown>[] = [
  sql`delete from price_list_digests`,
  sql`alter table price_list_digests rename column chunk_rows to piece_bytes`,
  sql`alter table price_list_digests rename constraint price_list_digests_chunk_rows_check
    to price_list_digests_piece_bytes_check`,
  sql`alter table price_list_digests
    add column settings bytea not null,
    add column rejected jsonb not null,
    add column rejected_total integer not null`,
];

const down: RawBuilder<unknown>[] = [
  sql`delete from price_list_digests`,
  sql`alter table price_list_digests drop column settings, drop column rejected, drop column rejected_total`,
  sql`alter table price_list_digests rename constraint price_list_digests_piece_bytes_check
    to price_list_digests_chunk_rows_check`,
  sql`alter table price_list_digests rename column piece_bytes to chunk_rows`,
];

export const priceListPieces: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
