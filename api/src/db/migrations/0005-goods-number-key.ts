import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Goods are written by the million when a supplier's list brings new parts, and every index and key check
 * is paid per row (on this machine's disk, mostly in WAL):
 * - one unique key led by the normalised number serves the (brand, number) lookups and conflicts, the
 *   goods having a number, and the prefix search of suggestions; the separate number index goes. It holds
 *   the id too, so an import finds the goods of its rows from the index alone;
 * - the key to brands goes, as the offers' keys did: its check per row took a third of the goods' insert
 *   time, and goods only get brand ids the importer and the seeds have just read from brands, which are
 *   never deleted.
 * The index of picked goods (rating > 0) now holds the brand and the rating too: suggestions rank a prefix's
 * picked goods from the index alone and read only the ten they show (a two-letter prefix has hundreds).
 */
export const goodsNumberKey: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table goods drop constraint goods_brand_id_fkey`.execute(db);
    await sql`alter table goods add constraint goods_number_brand_key unique (normalized_number, brand_id) include (id)`.execute(
      db,
    );
    await sql`alter table goods drop constraint goods_brand_number_key`.execute(db);
    await sql`drop index goods_normalized_number_idx`.execute(db);
    await sql`drop index goods_rated_idx`.execute(db);
    await sql`create index goods_rated_idx on goods (normalized_number, brand_id) include (rating) where rating > 0`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index goods_rated_idx`.execute(db);
    await sql`create index goods_rated_idx on goods (normalized_number) where rating > 0`.execute(db);
    await sql`create index goods_normalized_number_idx on goods (normalized_number)`.execute(db);
    await sql`alter table goods add constraint goods_brand_number_key unique (brand_id, normalized_number)`.execute(
      db,
    );
    await sql`alter table goods drop constraint goods_number_brand_key`.execute(db);
    await sql`alter table goods add constraint goods_brand_id_fkey foreign key (brand_id) references brands (id)`.execute(
      db,
    );
  },
};
