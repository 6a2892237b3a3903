import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * Media bytes leave the database for the media store (a folder or an S3-compatible bucket, issue 14): the
 * `media` table keeps the metadata the admin list and the ETag need, resized copies become files of the
 * store's cache. The bytes of existing rows were copied to the store before this runs
 * (`content/media-export.ts`); their checksum is taken here, from the bytes still in the row.
 */
const up: RawBuilder<unknown>[] = [
  sql`alter table media add column checksum text`,
  sql`update media set checksum = encode(sha256(data), 'hex')`,
  sql`alter table media alter column checksum set not null`,
  sql`alter table media drop column data`,
  sql`drop table media_variants`,
];

/** Back to bytes in rows: the files stay in the store, the rows get empty bytes (re-upload to restore). */
const down: RawBuilder<unknown>[] = [
  sql`create table media_variants (
    media_id integer not null references media(id) on delete cascade,
    filter text not null,
    content_type text not null,
    data bytea not null,
    primary key (media_id, filter)
  )`,
  sql`alter table media add column data bytea not null default ''::bytea`,
  sql`alter table media alter column data drop default`,
  sql`alter table media drop column checksum`,
];

export const mediaStore: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
