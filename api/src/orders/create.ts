import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderCreateResponse, OrderPayload } from '@shop/shared';
import { orderMessages } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import type { DB } from '../db/schema.js';
import type { OrderStatus, PaymentProvider } from '../db/schema-orders.js';
import { validationError } from '../errors/http-error.js';
import type { PriceView } from '../search/offers.js';
import { recordContractMovement } from '../contracts/transactions.js';
import { checkOrder, orderFailed, type CheckedLine, type CheckedOrder } from './checks.js';
import { holdStock, listedAmount, type StockKey } from './queries.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const idempotencyPattern = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: printable ASCII up to 200 characters, or null when absent. */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return null;
  if (!idempotencyPattern.test(key)) {
    throw validationError([
      { propertyPath: 'Idempotency-Key', message: 'Ключ идемпотентности: до 200 печатных символов ASCII' },
    ]);
  }
  return key;
}

async function orderByKey(db: Kysely<DB>, userId: number, key: string): Promise<OrderCreateResponse | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'uid'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Paid online, by QR, card or invoice first; cash on delivery goes to work at once. */
function initialStatus(provider: PaymentProvider): OrderStatus {
  return provider === 'cash' ? 'new' : 'awaiting_payment';
}

/** The reservation key of a stock line: its vendor and part, as the order line records them. */
function stockKey(line: CheckedLine): StockKey {
  return { vendorId: line.offer.vendorId, goodId: line.cart.good_id };
}

/**
 * Reserves the ordered units of the stock lines: available is what the vendor's list gives the offer minus
 * what open orders hold of the part. The reservations are locked in (vendor, part) order, so orders never
 * wait for each other in a circle; a line that finds fewer units available than ordered fails the whole
 * order, and concurrent orders never oversell.
 */
async function reserveStock(trx: Transaction<DB>, lines: readonly CheckedLine[]): Promise<void> {
  const stock = lines.filter((line) => line.offer.offerId !== null);
  stock.sort(
    (a, b) => stockKey(a).vendorId - stockKey(b).vendorId || stockKey(a).goodId - stockKey(b).goodId,
  );
  for (const line of stock) {
    const held = await holdStock(trx, stockKey(line), line.amount);
    const listed = await listedAmount(trx, line.offer.offerId ?? 0);
    if (held <= listed) continue;
    throw orderFailed(
      [
        {
          propertyPath: `items.${line.index}.amount`,
          message: orderMessages.outOfStockNow(Math.max(0, listed - (held - line.amount))),
        },
      ],
      409,
    );
  }
}

async function writeOrder(
  trx: Transaction<DB>,
  userId: number,
  payload: OrderPayload,
  checked: CheckedOrder,
  idempotencyKey: string | null,
): Promise<OrderCreateResponse> {
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: userId,
      contract_id: checked.contract.id,
      payment_method_id: checked.paymentMethod.id,
      delivery_method_id: checked.deliveryMethod.id,
      delivery_address: checked.address?.text ?? null,
      delivery_address_data: checked.address?.data ? JSON.stringify(checked.address.data) : null,
      delivery_customer_name: payload.deliveryCustomerName.trim(),
      delivery_schedule_id: checked.schedule?.scheduleId ?? null,
      delivery_at: checked.schedule?.deliveryAt ?? null,
      customer_comment: payload.customerComment.trim(),
      status: initialStatus(checked.paymentMethod.provider),
      sum: checked.sum.toFixed(2),
      commission: checked.paymentMethod.commission,
      total: checked.total.toFixed(2),
      currency: checked.contract.currency,
      idempotency_key: idempotencyKey,
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      checked.lines.map((line) => ({
        order_id: order.id,
        good_id: line.cart.good_id,
        vendor_id: line.offer.vendorId,
        offer_id: line.offer.offerId,
        item_key: line.offer.itemKey,
        brand_name: line.cart.brand_name,
        number: line.cart.number,
        name: line.cart.name,
        amount: line.amount,
        price: line.price,
        delivery_hours: line.offer.deliveryHours,
        is_stock: line.offer.isStock,
        refund: JSON.stringify(line.offer.refund),
        reference: line.cart.reference,
      })),
    )
    .execute();
  await recordContractMovement(trx, {
    contractId: checked.contract.id,
    kind: 'order',
    amount: checked.total.neg().toFixed(2),
    description: `Заказ № ${order.id}`,
    orderId: order.id,
  });
  await trx
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      checked.lines.map((line) => line.cart.id),
    )
    .execute();
  return order;
}

/**
 * `POST /api/orders/create`: every rule checked again on the server, then in one transaction the stock is
 * reserved, the order and its lines written, the contract debited and the ordered lines taken out of the cart.
 * A repeat with the same `Idempotency-Key` answers the first order and writes nothing.
 */
export async function createOrder(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  payload: OrderPayload,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<OrderCreateResponse> {
  const userId = session.user.id;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // One order (and cart change) at a time per user: a concurrent repeat waits here and then finds the order.
      await sql`select id from users where id = ${userId} for update`.execute(trx);
      if (idempotencyKey !== null) {
        const first = await orderByKey(trx, userId, idempotencyKey);
        if (first) return first;
      }
      const checked = await checkOrder(ctx, trx, view, userId, payload, now);
      await reserveStock(trx, checked.lines);
      return writeOrder(trx, userId, payload, checked, idempotencyKey);
    });
  } catch (error) {
    // The unique index is the last guard against a double order; the first one is the answer.
    if (idempotencyKey !== null && isUniqueViolation(error)) {
      const first = await orderByKey(ctx.db, userId, idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}
