import type {
  MonthSpending,
  Order,
  OrderSummary,
  OrdersFilter,
  OrdersSpending,
  Paginated,
} from '@shop/shared';
import type { Session } from '../auth/session.js';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { loadOrder } from './mapper.js';
import { moscowDayStart } from './moscow-day.js';
import { listOrders, spendingByMonth } from './queries.js';
import { findOrderOwner } from './view-queries.js';

export const orderNotFound = 'Заказ не найден';

/** An admin, or an admin working as a customer, sees every order. */
export function isAdmin(session: Session): boolean {
  return Boolean(session.user.is_admin || session.impersonator?.is_admin);
}

/** The order if the session may see it (its owner, or an admin); 404 otherwise, as for a missing one. */
export async function visibleOrder(
  db: Database,
  session: Session,
  by: { id: number } | { uid: string },
): Promise<Order> {
  const owner = await findOrderOwner(db, by);
  if (owner === null || (owner.userId !== session.user.id && !isAdmin(session)))
    throw notFound(orderNotFound);
  const order = await loadOrder(db, owner.id);
  if (order === null) throw notFound(orderNotFound);
  return order;
}

/** The user's orders, newest first (`listOrders`). */
export function ordersOf(
  db: Database,
  userId: number,
  filter: OrdersFilter,
): Promise<Paginated<OrderSummary>> {
  return listOrders(db, userId, filter);
}

/** The shop sells in rubles: orders of a contract in another currency are not added to them. */
const SPENDING_CURRENCY = 'RUB';

/** How many Moscow months `GET /api/orders/spending` gives, the current one last. */
export const SPENDING_MONTHS = 12;

/** The Moscow month (`2026-03`) `back` months before the one `now` is in. */
function moscowMonth(now: Date, back: number): string {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  const first = new Date(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() - back, 1));
  return first.toISOString().slice(0, 7);
}

/** The user's spending in each of the last 12 Moscow months, the oldest first, a month without orders as 0. */
export async function spendingOf(db: Database, userId: number, now = new Date()): Promise<OrdersSpending> {
  const labels = Array.from({ length: SPENDING_MONTHS }, (_, index) =>
    moscowMonth(now, SPENDING_MONTHS - 1 - index),
  );
  const rows = await spendingByMonth(
    db,
    userId,
    SPENDING_CURRENCY,
    moscowDayStart('dateFrom', `${labels[0]}-01`),
  );
  const found = new Map(rows.map((row) => [row.month, row]));
  const months = labels.map((month): MonthSpending => {
    const row = found.get(month);
    return { month, total: row ? Number(row.total) : 0, orders: row?.orders ?? 0 };
  });
  return { currency: SPENDING_CURRENCY, months };
}
