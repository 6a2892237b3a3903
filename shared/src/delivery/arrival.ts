import { formatArrivalDay } from './arrival-day.js';
import { deliveryDate } from './delivery-date.js';

const HOUR_MS = 3_600_000;

/** What the arrival rule reads of an offer, a cart line or an order line. */
export interface LeadTime {
  /** Delivery term, hours (days × 24 + hours). */
  deliveryTime: number;
  /** On the shop's own warehouse. */
  isStock: boolean;
}

/**
 * When a line's goods are at the shop for an order placed at `orderedAt` (SPEC §9): goods on the shop's own
 * stock with no term are there at once; anything else is ordered from its supplier or warehouse at that moment
 * and arrives by {@link deliveryDate} (working days of the production calendar, the order day not counted).
 */
export function lineArrival(line: LeadTime, orderedAt: Date): Date {
  if (line.isStock && line.deliveryTime <= 0) return orderedAt;
  return deliveryDate(orderedAt, line.deliveryTime);
}

/** The day a line's goods are at the shop if ordered `now`, as pages show it: 'сегодня', 'завтра', '2 дек., ср'. */
export function lineArrivalDay(line: LeadTime, now: Date = new Date()): string {
  return formatArrivalDay(lineArrival(line, now), now);
}

/** When every line of an order is at the shop: the latest of their arrivals, `orderedAt` without lines. */
export function cartArrival(lines: readonly LeadTime[], orderedAt: Date): Date {
  let latest = orderedAt;
  for (const line of lines) {
    const arrival = lineArrival(line, orderedAt);
    if (arrival.getTime() > latest.getTime()) latest = arrival;
  }
  return latest;
}

/** One delivery of a route: when it leaves and how many hours before that the order must be ready. */
export interface DeliverySlot {
  deliveryAt: Date;
  processingHours: number;
}

/**
 * Whether a delivery can take goods that are ready at `readyAt`: its order deadline (the delivery time less the
 * route's processing hours) must come after them, as it must come after the moment an order is placed. The API
 * offers (`GET /api/delivery/routes`) and accepts (`POST /api/orders/create`) only such deliveries, the
 * checkout shows only such.
 */
export function slotTakesGoods(slot: DeliverySlot, readyAt: Date): boolean {
  return slot.deliveryAt.getTime() - slot.processingHours * HOUR_MS > readyAt.getTime();
}
