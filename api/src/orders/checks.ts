import Big from 'big.js';
import type { Selectable, Transaction } from 'kysely';
import type { OrderPayload, OrderPayloadItem, Violation } from '@shop/shared';
import { formatMoney } from '@shop/shared/format';
import {
  orderFormViolations,
  orderLineProblems,
  orderLineViolations,
  orderMessages,
  ruleMessages,
} from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import type { ContractsTable, DeliveryMethodsTable, PaymentMethodsTable } from '../db/schema-orders.js';
import { HttpError } from '../errors/http-error.js';
import type { PriceView } from '../search/offers.js';
import { asLineOffer, offerTerms, stockOffersTerms, type OfferTerms } from '../cart/offer-terms.js';
import { cartLinesOfUser, type CartLineRow } from '../cart/queries.js';
import { paymentMethodsForContract } from '../payment-methods/service.js';
import { resolveScheduleEntry } from '../delivery/schedule.js';
import { orderTotal } from './mapper.js';

/** Far above any real part: keeps a tampered price from overflowing numeric(14, 2). */
const MAX_PRICE = 100_000_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Ошибка при размещении заказа' with every reason (SPEC §8); the browser lists `errors`. */
export function orderFailed(violations: Violation[], status = 400): HttpError {
  return new HttpError(status, orderMessages.orderFailed, {
    violations,
    errors: violations.map((violation) => violation.message),
  });
}

export interface CheckedLine {
  /** Index of the line in the payload's items (`items.<index>.*`). */
  index: number;
  cart: CartLineRow;
  offer: OfferTerms;
  amount: number;
  /** Unit price the customer agreed to, decimal string, never below the offer's. */
  price: string;
}

export interface CheckedOrder {
  contract: Selectable<ContractsTable>;
  paymentMethod: Selectable<PaymentMethodsTable>;
  deliveryMethod: Selectable<DeliveryMethodsTable>;
  address: { text: string; data: Record<string, unknown> | null } | null;
  schedule: { scheduleId: number; deliveryAt: Date } | null;
  lines: CheckedLine[];
  sum: Big;
  total: Big;
}

type Address = CheckedOrder['address'];

async function resolveAddress(
  trx: Transaction<DB>,
  userId: number,
  payload: OrderPayload,
): Promise<{ address: Address; unknownUid: boolean }> {
  const uid = payload.deliveryAddressUid?.trim();
  if (uid) {
    const row = uuidPattern.test(uid)
      ? await trx
          .selectFrom('delivery_addresses')
          .select(['address', 'data'])
          .where('uid', '=', uid)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : undefined;
    return row
      ? { address: { text: row.address, data: row.data }, unknownUid: false }
      : { address: null, unknownUid: true };
  }
  const text = payload.deliveryAddress?.trim();
  return { address: text ? { text, data: null } : null, unknownUid: false };
}

/**
 * The current offer of a remote line: its signed key (the one the browser sends, else the one kept on the
 * line) while it is valid and names this supplier and part. A stock line's offer is its offers row.
 */
async function remoteLineOffer(
  ctx: AppContext,
  trx: Transaction<DB>,
  view: PriceView,
  cart: CartLineRow,
  item: OrderPayloadItem,
): Promise<OfferTerms | null> {
  for (const key of [item.offer?.itemKey, cart.item_key]) {
    if (!key) continue;
    const terms = await offerTerms(ctx, key, view, trx);
    if (
      terms &&
      terms.offerId === null &&
      terms.goodId === cart.good_id &&
      terms.vendorId === cart.vendor_id
    ) {
      return terms;
    }
  }
  return null;
}

async function checkLines(
  ctx: AppContext,
  trx: Transaction<DB>,
  view: PriceView,
  userId: number,
  payload: OrderPayload,
  violations: Violation[],
): Promise<CheckedLine[]> {
  const selected = payload.items.flatMap((item, index) => (item.isSelected ? [{ item, index }] : []));
  const carts = new Map(
    (await cartLinesOfUser(trx, userId, [...new Set(selected.map(({ item }) => item.id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const stock = await stockOffersTerms(
    trx,
    [...carts.values()].flatMap((cart) =>
      cart.offer_id === null ? [] : [{ offerId: cart.offer_id, goodId: cart.good_id }],
    ),
    view,
  );
  const seen = new Set<number>();
  const lines: CheckedLine[] = [];
  for (const { item, index } of selected) {
    const cart = carts.get(item.id);
    if (seen.has(item.id) || cart === undefined) {
      const message = cart === undefined ? orderMessages.cartItemNotFound : orderMessages.itemsDuplicated;
      violations.push({ propertyPath: `items.${index}.id`, message });
      continue;
    }
    seen.add(item.id);
    const offer =
      cart.offer_id === null
        ? await remoteLineOffer(ctx, trx, view, cart, item)
        : (stock.get(cart.offer_id) ?? null);
    const terms = {
      amount: item.amount,
      price: item.price,
      deliveryTime: item.deliveryTime,
      refund: item.refund,
    };
    const problems = orderLineProblems(terms, offer === null ? null : asLineOffer(offer));
    if (problems.length === 0 && item.price > MAX_PRICE) {
      problems.push({ field: 'price', message: ruleMessages.price, action: null });
    }
    violations.push(...orderLineViolations(index, problems));
    if (offer !== null && problems.length === 0) {
      // Kopecks at most; rounding up never takes a price below the offer's.
      lines.push({
        index,
        cart,
        offer,
        amount: item.amount,
        price: new Big(item.price).round(2, Big.roundUp).toFixed(2),
      });
    }
  }
  return lines;
}

/**
 * Payment methods paid later, on the contract's credit: the credit limit applies to them. Only a bank transfer
 * by invoice; cash is paid on receipt, before the goods leave.
 */
const creditProviders = new Set(['bank']);

/**
 * Every rule of SPEC §5 for an order, on the server: the user's own cart lines, each against its current offer
 * (price not below it, quantity, term and refund terms), the contract (own, for purchase, not denying orders,
 * the credit limit for payments made later), the payment method allowed for the contract, the delivery method
 * with the address (text or an own saved one) and the delivery date when needed. Throws 400 with all
 * violations; locks the contract row for the balance movement that follows.
 */
export async function checkOrder(
  ctx: AppContext,
  trx: Transaction<DB>,
  view: PriceView,
  userId: number,
  payload: OrderPayload,
  now: Date,
): Promise<CheckedOrder> {
  const violations: Violation[] = [];
  const contract =
    payload.contract === null
      ? undefined
      : await trx
          .selectFrom('contracts')
          .selectAll()
          .where('id', '=', payload.contract)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
  const [paymentMethod, deliveryMethod, { address, unknownUid }] = await Promise.all([
    payload.paymentMethod === null
      ? undefined
      : trx
          .selectFrom('payment_methods')
          .selectAll()
          .where('id', '=', payload.paymentMethod)
          .executeTakeFirst(),
    payload.deliveryMethod === null
      ? undefined
      : trx
          .selectFrom('delivery_methods')
          .selectAll()
          .where('id', '=', payload.deliveryMethod)
          .executeTakeFirst(),
    resolveAddress(trx, userId, payload),
  ]);
  const routeNeeded = Boolean(deliveryMethod?.is_delivery_route_required && address !== null);
  const schedule =
    routeNeeded && deliveryMethod && address && payload.deliverySchedule
      ? await resolveScheduleEntry(trx, payload.deliverySchedule, address.text, deliveryMethod.id, now)
      : null;

  violations.push(
    ...orderFormViolations({
      contract: contract ? { isForOrder: contract.is_for_order, isOrderDeny: contract.is_order_deny } : null,
      deliveryMethod: deliveryMethod
        ? {
            isAddressRequired: deliveryMethod.is_address_required,
            isDeliveryRouteRequired: deliveryMethod.is_delivery_route_required,
          }
        : null,
      hasAddress: address !== null,
      selectedCount: payload.items.filter((item) => item.isSelected).length,
      hasPaymentMethod: paymentMethod !== undefined || payload.paymentMethod !== null,
      hasSchedule: schedule !== null,
    }),
  );
  if (unknownUid && !violations.some((violation) => violation.propertyPath === 'deliveryAddress')) {
    violations.push({ propertyPath: 'deliveryAddress', message: orderMessages.deliveryAddressRequired });
  }
  if (payload.paymentMethod !== null && contract) {
    const allowed = await paymentMethodsForContract(trx, contract);
    if (!paymentMethod || !allowed.some((method) => method.id === paymentMethod.id)) {
      violations.push({ propertyPath: 'paymentMethod', message: orderMessages.paymentMethodNotAllowed });
    }
  }

  const lines = await checkLines(ctx, trx, view, userId, payload, violations);
  if (violations.length > 0 || !contract || !paymentMethod || !deliveryMethod) throw orderFailed(violations);

  const sum = lines.reduce((total, line) => total.plus(new Big(line.price).times(line.amount)), new Big(0));
  const total = orderTotal(sum, paymentMethod.commission);
  if (creditProviders.has(paymentMethod.provider)) {
    const available = new Big(contract.balance).plus(contract.credit_limit);
    if (available.lt(total)) {
      const message = orderMessages.creditLimitExceeded(
        formatMoney(total.toNumber()),
        formatMoney(available.toNumber()),
      );
      throw orderFailed([{ propertyPath: 'contract', message }]);
    }
  }
  return {
    contract,
    paymentMethod,
    deliveryMethod,
    address,
    schedule,
    lines,
    sum,
    total,
  };
}
