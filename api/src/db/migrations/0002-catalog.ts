import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Catalog and pricing: brands with synonyms, goods with normalised numbers, analogue (cross) groups,
 * vendors (own warehouses and remote suppliers), offers, currencies, price levels with rules, cart lines.
 * Money is `numeric`, never a binary float.
 */
export const catalog: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('brands')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('normalized_name', 'text', (col) => col.notNull().unique())
      .addColumn('warranty', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('warranty_description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('site', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('thumbs', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .execute();

    // Other spellings of a brand ('MB' for MERCEDES-BENZ), by normalised spelling.
    await db.schema
      .createTable('brand_synonyms')
      .addColumn('normalized_name', 'text', (col) => col.primaryKey())
      .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('goods')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.id'))
      .addColumn('number', 'text', (col) => col.notNull())
      // Byte order ("C"): letters and digits only, and one btree then serves equality, prefixes and ORDER BY.
      .addColumn('normalized_number', sql`text collate "C"`, (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('images', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('goods_brand_number_key', ['brand_id', 'normalized_number'])
      .execute();
    // Prefix search of suggestions and exact search by number; goods customers have picked (rating > 0)
    // are few, so ranking them by rating reads only them.
    await db.schema
      .createIndex('goods_normalized_number_idx')
      .on('goods')
      .column('normalized_number')
      .execute();
    await db.schema
      .createIndex('goods_rated_idx')
      .on('goods')
      .column('normalized_number')
      .where(sql.ref('rating'), '>', 0)
      .execute();

    await db.schema
      .createTable('cross_groups')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('source', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createTable('cross_group_goods')
      .addColumn('group_id', 'bigint', (col) =>
        col.notNull().references('cross_groups.id').onDelete('cascade'),
      )
      .addColumn('good_id', 'bigint', (col) => col.notNull().references('goods.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('cross_group_goods_pkey', ['group_id', 'good_id'])
      .execute();
    await db.schema
      .createIndex('cross_group_goods_good_idx')
      .on('cross_group_goods')
      .columns(['good_id', 'group_id'])
      .execute();

    await db.schema
      .createTable('currencies')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('rate', sql`numeric(14, 6)`, (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('vendors')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('is_remote', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('office_id', 'integer', (col) => col.references('offices.id').onDelete('set null'))
      // Remote suppliers: the adapter, its address and credentials, how long to wait for an answer.
      .addColumn('provider', 'text')
      .addColumn('api_url', 'text')
      .addColumn('api_login', 'text')
      .addColumn('api_password', 'text')
      .addColumn('timeout_ms', 'integer', (col) => col.notNull().defaultTo(3000))
      .addColumn('currency', 'text', (col) => col.notNull().defaultTo('RUB').references('currencies.code'))
      // Hours added to the supplier's own term (transport to the office).
      .addColumn('extra_delivery_hours', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();

    await db.schema
      .createTable('offers')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      // No foreign keys here: price lists load millions of rows, and checking two keys per row tripled the
      // insert time; the importer and the seeds only write offers of existing vendors and goods, and neither
      // vendors nor goods are ever deleted.
      .addColumn('vendor_id', 'integer', (col) => col.notNull())
      .addColumn('good_id', 'bigint', (col) => col.notNull())
      .addColumn('purchase_price', sql`numeric(14, 2)`, (col) =>
        col.notNull().check(sql`purchase_price >= 0`),
      )
      .addColumn('currency', 'text', (col) => col.notNull().defaultTo('RUB'))
      .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
      .addColumn('min_amount', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`min_amount >= 1`),
      )
      .addColumn('multiplicity', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`multiplicity >= 1`),
      )
      .addColumn('delivery_hours', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`delivery_hours >= 0`),
      )
      .addColumn('refund_allowed', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('refund_percent', sql`numeric(5, 2)`, (col) => col.notNull().defaultTo(0))
      .addColumn('refund_conditions', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('fixed_price', sql`numeric(14, 2)`)
      .addColumn('minimum_retail_price', sql`numeric(14, 2)`)
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      // Room on each page, so the daily stock and price updates stay in place (HOT updates).
      .modifyEnd(sql`with (fillfactor = 90)`)
      .execute();
    await db.schema.createIndex('offers_good_idx').on('offers').column('good_id').execute();
    await db.schema.createIndex('offers_vendor_idx').on('offers').column('vendor_id').execute();

    await db.schema
      .createTable('price_levels')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
      // Raised on every change of the level or its rules; shown in the admin breakdown.
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    // A rule applies when each of its set conditions matches; the most specific (then highest priority) wins.
    await db.schema
      .createTable('price_level_rules')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('price_level_id', 'integer', (col) =>
        col.notNull().references('price_levels.id').onDelete('cascade'),
      )
      .addColumn('vendor_id', 'integer', (col) => col.references('vendors.id').onDelete('cascade'))
      .addColumn('brand_id', 'integer', (col) => col.references('brands.id').onDelete('cascade'))
      .addColumn('price_from', sql`numeric(14, 2)`)
      .addColumn('price_to', sql`numeric(14, 2)`)
      .addColumn('retail_markup', sql`numeric(6, 2)`, (col) => col.notNull())
      .addColumn('wholesale_markup', sql`numeric(6, 2)`, (col) => col.notNull())
      .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('price_level_id', 'integer', (col) => col.references('price_levels.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('cart_items')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('good_id', 'bigint', (col) => col.notNull().references('goods.id'))
      .addColumn('vendor_id', 'integer', (col) => col.notNull().references('vendors.id'))
      // The offer as it was added: its key, price, term and refund terms; re-checked at checkout.
      .addColumn('item_key', 'text', (col) => col.notNull())
      .addColumn('offer_id', 'bigint')
      .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
      .addColumn('price', sql`numeric(14, 2)`, (col) => col.notNull())
      .addColumn('delivery_hours', 'integer', (col) => col.notNull())
      .addColumn('is_stock', 'boolean', (col) => col.notNull())
      .addColumn('refund', 'jsonb', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('search_id', 'text')
      .addColumn('is_selected', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('cart_items_user_idx').on('cart_items').columns(['user_id', 'id']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('price_level_id').execute();
    for (const table of [
      'cart_items',
      'price_level_rules',
      'price_levels',
      'offers',
      'vendors',
      'currencies',
      'cross_group_goods',
      'cross_groups',
      'goods',
      'brand_synonyms',
      'brands',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
