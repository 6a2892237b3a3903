import Big from 'big.js';
import {
  orderStatusNames,
  orderStatusTransitions,
  supplierStatusNames,
  type Order,
  type Paginated,
} from '@shop/shared';
import {
  bankPaymentSchema,
  orderStatusChangeSchema,
  supplierStatusChangeSchema,
} from '@shop/back-office-rules';
import { validateOrViolations } from '@shop/shared/validation';
import type { AppContext } from '../../context.js';
import { recordContractMovement } from '../../contracts/transactions.js';
import { HttpError, notFound, validationError } from '../../errors/http-error.js';
import { loadOrder, orderTotal } from '../../orders/mapper.js';
import { findOrderOwner, paidAmount } from '../../orders/view-queries.js';
import { PAYABLE_STATUSES } from '../../payments/settle.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';
import {
  ADMIN_ORDERS_PER_PAGE,
  cancelOrderLines,
  insertBankPayment,
  listAdminOrders,
  lockContract,
  lockOrder,
  orderCustomer,
  orderVersion,
  writeOrderStatus,
  writeOrderTotals,
  writeSupplierStatus,
  type AdminOrderRow,
  type AdminOrdersFilter,
  type LockedOrder,
} from './queries.js';

export const adminOrderMessages = {
  notFound: 'Заказ не найден',
  itemNotFound: 'Позиция заказа не найдена',
  changed: (statusName: string) =>
    `Заказ уже изменил другой сотрудник или покупатель (сейчас «${statusName}»). Обновите заказ и повторите.`,
  transition: (from: string, to: string) => `Нельзя перевести заказ из статуса «${from}» в «${to}»`,
  paymentRecorded: (document: string) => `Платёж по документу № ${document} уже записан`,
  overpaid: (rest: string) => `Сумма больше остатка к оплате: ${rest} руб.`,
  nothingToPay: 'Заказ уже оплачен полностью',
  cancelledNotPayable: 'Заказ отменён: платёж по нему не записывается',
} as const;

/** An order as the back office shows it: the customer's view plus its version and customer. */
export interface AdminOrder {
  order: Order;
  version: number;
  customer: { id: number; email: string; name: string; phone: string };
}

export async function adminOrders(
  ctx: AppContext,
  filter: AdminOrdersFilter,
): Promise<Paginated<AdminOrderRow>> {
  const { items, total } = await listAdminOrders(ctx.db, filter);
  return { items, total, page: filter.page, perPage: ADMIN_ORDERS_PER_PAGE };
}

export async function adminOrder(ctx: AppContext, id: number): Promise<AdminOrder> {
  const [order, version] = await Promise.all([loadOrder(ctx.db, id), orderVersion(ctx.db, id)]);
  if (order === null || version === null) throw notFound(adminOrderMessages.notFound);
  const owner = await findOrderOwner(ctx.db, { id });
  if (owner === null) throw notFound(adminOrderMessages.notFound);
  const user = await orderCustomer(ctx.db, owner.userId);
  const name = [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ');
  return {
    order,
    version,
    customer: { id: user.id, email: user.email, name: name || user.email, phone: user.phone },
  };
}

/** The version the manager saw must still be the order's: of two concurrent changes the second gets 409. */
function checkVersion(order: LockedOrder, seen: number): void {
  if (order.version !== seen) {
    throw new HttpError(409, adminOrderMessages.changed(orderStatusNames[order.status]));
  }
}

async function lockedOrder(trx: Parameters<typeof lockOrder>[0], id: number): Promise<LockedOrder> {
  const order = await lockOrder(trx, id);
  if (order === null) throw notFound(adminOrderMessages.notFound);
  return order;
}

/**
 * A manager moves an order along the workflow (`orderStatusTransitions`). The order's row is locked and its
 * version compared with the one the manager saw. A cancellation frees the stock (the reservation trigger),
 * cancels what is left of the lines and credits the contract with the difference, once: a second cancel finds
 * the order cancelled and is refused. The customer is mailed by the
 * subscriptions' checker (`subscriptions/`), which every status change reaches through `order_status_events`.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  admin: UserRecord,
  id: number,
  body: unknown,
): Promise<AdminOrder> {
  const checked = await validateOrViolations(orderStatusChangeSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  const { status, version, reason } = checked.value;
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, id);
    checkVersion(order, version);
    if (!orderStatusTransitions[order.status].includes(status)) {
      throw new HttpError(
        409,
        adminOrderMessages.transition(orderStatusNames[order.status], orderStatusNames[status]),
      );
    }
    const before = { status: order.status, version: order.version, total: order.total };
    let after: Record<string, unknown>;
    if (status === 'cancelled') {
      await lockContract(trx, order.contract_id);
      await writeOrderStatus(trx, id, status, reason);
      const sum = await cancelOrderLines(trx, id);
      const total = orderTotal(sum, order.commission);
      const newVersion = await writeOrderTotals(trx, id, new Big(sum).toFixed(2), total.toFixed(2));
      const credit = new Big(order.total).minus(total);
      if (credit.gt(0)) {
        await recordContractMovement(trx, {
          contractId: order.contract_id,
          kind: 'cancel',
          amount: credit.toFixed(2),
          description: `Отмена заказа № ${id}: ${reason}`,
          orderId: id,
        });
      }
      after = { status, version: newVersion, total: total.toFixed(2), credited: credit.toFixed(2), reason };
    } else {
      const newVersion = await writeOrderStatus(trx, id, status, '');
      after = { status, version: newVersion };
    }
    await auditChange(trx, admin, {
      subjectId: order.user_id,
      action: 'order.status',
      target: { orderId: id },
      before,
      after,
    });
  });
  return adminOrder(ctx, id);
}

/** A line's supplier status (partial deliveries); the order's version guards it like a status change. */
export async function changeSupplierStatus(
  ctx: AppContext,
  admin: UserRecord,
  id: number,
  itemId: number,
  body: unknown,
): Promise<AdminOrder> {
  const checked = await validateOrViolations(supplierStatusChangeSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  const { supplierStatus, version } = checked.value;
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, id);
    checkVersion(order, version);
    const written = await writeSupplierStatus(trx, id, itemId, supplierStatus);
    if (written === null) throw notFound(adminOrderMessages.itemNotFound);
    await auditChange(trx, admin, {
      subjectId: order.user_id,
      action: 'order.line.supplierStatus',
      target: { orderId: id, itemId },
      before: { supplierStatus: written.before, name: supplierStatusNames[written.before] },
      after: { supplierStatus, name: supplierStatusNames[supplierStatus], version: written.version },
    });
  });
  return adminOrder(ctx, id);
}

/**
 * A payment received by bank transfer against the order's invoice: credits the contract and, once the
 * order is paid in full, marks it paid. One document is recorded once per order (409 for a repeat).
 */
export async function recordBankPayment(
  ctx: AppContext,
  admin: UserRecord,
  id: number,
  body: unknown,
): Promise<AdminOrder> {
  const checked = await validateOrViolations(bankPaymentSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  const amount = new Big(checked.value.amount).round(2);
  const document = checked.value.document;
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, id);
    if (order.status === 'cancelled') throw new HttpError(400, adminOrderMessages.cancelledNotPayable);
    const rest = new Big(order.total).minus(await paidAmount(trx, id));
    if (rest.lte(0)) throw new HttpError(400, adminOrderMessages.nothingToPay);
    if (amount.gt(rest)) {
      throw validationError([
        { propertyPath: 'amount', message: adminOrderMessages.overpaid(rest.toFixed(2)) },
      ]);
    }
    await lockContract(trx, order.contract_id);
    const paymentId = await insertBankPayment(
      trx,
      id,
      amount.toFixed(2),
      `bank:${id}:${document.toLowerCase()}`,
    );
    if (paymentId === null) throw new HttpError(409, adminOrderMessages.paymentRecorded(document));
    await recordContractMovement(trx, {
      contractId: order.contract_id,
      kind: 'payment',
      amount: amount.toFixed(2),
      description: `Оплата заказа № ${id} (банковский перевод, п/п № ${document})`,
      orderId: id,
      paymentId,
    });
    const paidInFull = rest.minus(amount).lte(0);
    let status = order.status;
    if (paidInFull && PAYABLE_STATUSES.includes(order.status)) {
      status = 'paid';
      await writeOrderStatus(trx, id, status, '');
    }
    await auditChange(trx, admin, {
      subjectId: order.user_id,
      action: 'order.bankPayment',
      target: { orderId: id, paymentId },
      before: { status: order.status, toPay: rest.toFixed(2) },
      after: { status, toPay: rest.minus(amount).toFixed(2), amount: amount.toFixed(2), document },
    });
  });
  return adminOrder(ctx, id);
}
