import type { Database } from '../db/connection.js';

/** A schedule row of the delivery method with its route's localities; undefined when it is not the method's. */
export function scheduleEntryRow(db: Database, scheduleId: number, deliveryMethodId: number) {
  return db
    .selectFrom('delivery_schedules as s')
    .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
    .select(['s.id', 's.day_of_week', 's.time', 's.order_processing_hours', 'r.localities'])
    .where('s.id', '=', scheduleId)
    .where('r.delivery_method_id', '=', deliveryMethodId)
    .executeTakeFirst();
}
