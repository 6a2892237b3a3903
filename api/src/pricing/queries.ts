import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

/** Everything prices are computed from: levels, their rules, currency rates and the running promotions. */
export function pricingRows(db: Database) {
  return Promise.all([
    db
      .selectFrom('price_levels')
      .select(['id', 'name', 'is_default', 'version', 'updated_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('price_level_rules').selectAll().orderBy('id').execute(),
    db.selectFrom('currencies').select(['code', 'rate']).execute(),
    // Running promotions only: a start or an end shows once the cached snapshot is read again.
    db
      .selectFrom('promotions')
      .select(['title', 'slug', 'discount', 'good_ids'])
      .where('is_published', '=', true)
      .where('start_at', '<=', sql<Date>`now()`)
      .where('end_at', '>', sql<Date>`now()`)
      .orderBy('id')
      .execute(),
  ]);
}
