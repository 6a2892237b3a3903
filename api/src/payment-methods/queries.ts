import type { Database } from '../db/connection.js';
import type { PaymentProvider } from '../db/schema-orders.js';

/** Payment methods of these providers, in display order. */
export function paymentMethodRows(db: Database, providers: readonly PaymentProvider[]) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', 'in', providers)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
