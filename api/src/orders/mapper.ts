import Big from 'big.js';
import {
  orderStatusNames,
  refundableOrderStatuses,
  type Order,
  type OrderItem,
  type OrderPayment,
} from '@shop/shared';
import { lineArrival } from '@shop/shared/delivery';
import type { Database } from '../db/connection.js';
import { toPaymentMethod } from '../payment-methods/service.js';
import { toDeliveryMethod } from '../delivery/queries.js';
import {
  orderItemRows,
  orderMethodRows,
  orderPaymentRows,
  orderRow,
  paidAmount,
  refundedAmounts,
} from './view-queries.js';

/** Order total of SPEC §9: ceil(sum × (100 + commission) / 100), whole roubles. */
export function orderTotal(sum: Big.BigSource, commission: Big.BigSource): Big {
  return new Big(sum).times(new Big(100).plus(commission)).div(100).round(0, Big.roundUp);
}

/** What is still to pay: the total minus the succeeded payments, never below 0. */
export function amountToPay(total: Big.BigSource, paid: Big.BigSource): Big {
  const rest = new Big(total).minus(paid);
  return rest.gt(0) ? rest : new Big(0);
}

/**
 * Lines of an order; nothing is refundable until the order is paid (`refundable`). Each line's expected date is
 * its term counted from the order's placing (`orderedAt`) by the rule the checkout used.
 */
async function loadItems(
  db: Database,
  orderId: number,
  refundable: boolean,
  orderedAt: Date,
): Promise<OrderItem[]> {
  const rows = await orderItemRows(db, orderId);
  const refunded = await refundedAmounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const left = row.amount - row.cancelled_amount;
    return {
      id: row.id,
      uid: row.uid,
      good: { id: row.good_id, brand: { name: row.brand_name }, number: row.number },
      name: row.name,
      vendor: { id: row.vendor_id, name: row.vendor_name, isRemote: row.is_remote },
      amount: row.amount,
      cancelledAmount: row.cancelled_amount,
      price: Number(row.price),
      cost: new Big(row.price).times(left).toNumber(),
      deliveryTime: row.delivery_hours,
      isStock: row.is_stock,
      refund: row.refund,
      reference: row.reference,
      refundableAmount: refundable ? Math.max(0, left - (refunded.get(row.id) ?? 0)) : 0,
      supplierStatus: row.supplier_status,
      expectedAt: lineArrival(
        { deliveryTime: row.delivery_hours, isStock: row.is_stock },
        orderedAt,
      ).toISOString(),
    };
  });
}

async function loadPayments(db: Database, orderId: number): Promise<OrderPayment[]> {
  const rows = await orderPaymentRows(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    provider: row.provider,
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  }));
}

/** The order as the API sends it (`GET /api/orders/show/{id}`), or null when there is none. No access check. */
export async function loadOrder(db: Database, id: number): Promise<Order | null> {
  const row = await orderRow(db, id);
  if (!row) return null;
  const [[paymentMethod, deliveryMethod], items, payments, paid] = await Promise.all([
    orderMethodRows(db, row.payment_method_id, row.delivery_method_id),
    loadItems(db, row.id, refundableOrderStatuses.includes(row.status), row.created_at),
    loadPayments(db, row.id),
    paidAmount(db, row.id),
  ]);
  return {
    id: row.id,
    uid: row.uid,
    status: row.status,
    statusName: orderStatusNames[row.status],
    createdAt: row.created_at.toISOString(),
    contract: { id: row.contract_id, name: row.contract_name, number: row.contract_number },
    paymentMethod: toPaymentMethod(paymentMethod),
    deliveryMethod: toDeliveryMethod(deliveryMethod),
    deliveryAddress: row.delivery_address,
    deliveryCustomerName: row.delivery_customer_name,
    deliveryAt: row.delivery_at?.toISOString() ?? null,
    customerComment: row.customer_comment,
    sum: Number(row.sum),
    commission: Number(row.commission),
    total: Number(row.total),
    toPay: amountToPay(row.total, paid).toNumber(),
    currency: row.currency,
    items,
    payments,
    cancelReason: row.cancel_reason,
  };
}
