import type { Order, OrderSummary, OrdersFilter, Paginated } from '@shop/shared';
import type { Session } from '../auth/session.js';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { loadOrder } from './mapper.js';
import { listOrders } from './queries.js';
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
