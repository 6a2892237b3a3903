import type { Selectable } from 'kysely';
import type { DeliveryMethod, DeliveryRoute, DeliveryTimetableRoute } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { DeliveryMethodsTable } from '../db/schema-orders.js';
import { addressOnRoute } from './localities.js';
import { scheduleEntries, weekdayName } from './schedule.js';

export function toDeliveryMethod(row: Selectable<DeliveryMethodsTable>): DeliveryMethod {
  return {
    id: row.id,
    name: row.name,
    isAddressRequired: row.is_address_required,
    isUsePickPoints: row.is_use_pick_points,
    isDeliveryRouteRequired: row.is_delivery_route_required,
    isDefault: row.is_default,
  };
}

export async function listDeliveryMethods(db: Database): Promise<DeliveryMethod[]> {
  const rows = await db.selectFrom('delivery_methods').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map(toDeliveryMethod);
}

/**
 * The routes of a delivery method that serve the address, each with its upcoming delivery dates: those that can
 * take goods ready at `readyAt` (the cart's arrival; null when they are in stock).
 */
export async function routesForAddress(
  db: Database,
  address: string,
  deliveryMethodId: number,
  now: Date = new Date(),
  readyAt: Date | null = null,
): Promise<DeliveryRoute[]> {
  if (address.trim() === '') return [];
  const routes = (
    await db
      .selectFrom('delivery_routes')
      .select(['id', 'name', 'localities'])
      .where('delivery_method_id', '=', deliveryMethodId)
      .orderBy('id')
      .execute()
  ).filter((route) => addressOnRoute(address, route.localities));
  if (routes.length === 0) return [];
  const schedules = await db
    .selectFrom('delivery_schedules')
    .select(['id', 'route_id', 'day_of_week', 'time', 'order_processing_hours'])
    .where(
      'route_id',
      'in',
      routes.map((route) => route.id),
    )
    .execute();
  return routes.map((route) => ({
    id: route.id,
    name: route.name,
    schedule: scheduleEntries(
      schedules.filter((row) => row.route_id === route.id),
      now,
      readyAt,
    ),
  }));
}

/** Every route with its weekly departures in weekday and time order. */
export async function deliveryTimetable(db: Database): Promise<DeliveryTimetableRoute[]> {
  const [routes, schedules] = await Promise.all([
    db.selectFrom('delivery_routes').select(['id', 'name', 'localities']).orderBy('id').execute(),
    db
      .selectFrom('delivery_schedules')
      .select(['route_id', 'day_of_week', 'time', 'order_processing_hours'])
      .orderBy('day_of_week')
      .orderBy('time')
      .execute(),
  ]);
  return routes.map((route) => ({
    id: route.id,
    name: route.name,
    localities: route.localities,
    departures: schedules
      .filter((row) => row.route_id === route.id)
      .map((row) => ({
        dayOfWeek: row.day_of_week,
        dayOfWeekString: weekdayName(row.day_of_week),
        time: row.time,
        orderProcessingTime: row.order_processing_hours,
      })),
  }));
}
