import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Deliveries of orders sent to suppliers: when the goods were promised and when they arrived.
 * `GET /api/vendor/delivery/statistics/{id}` counts the last 90 days of them.
 */
export const vendorStatistics: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('vendor_deliveries')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('vendor_id', 'integer', (col) => col.notNull().references('vendors.id').onDelete('cascade'))
      .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
      .addColumn('promised_at', 'timestamptz', (col) => col.notNull())
      // Null while the goods are on their way.
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('vendor_deliveries_vendor_idx')
      .on('vendor_deliveries')
      .columns(['vendor_id', 'delivered_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('vendor_deliveries').ifExists().execute();
  },
};
