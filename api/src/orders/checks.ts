import Big from 'big.js';
import type { OrderPayload, OrderPayloadItem, Violation } from '@shop/shared';
import { cartArrival, formatArrivalDay } from '@shop/shared/delivery';
import {
  namesHouse,
  orderFormViolations,
  orderLineProblems,
  orderLineViolations,
  orderMessages,
} from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Database } from '../db/connection.js';
import { HttpError } from '../errors/http-error.js';
import type { BuyerView } from '../search/offers.js';
import { asLineOffer, lineStockTerms, offerTerms, type OfferTerms } from '../cart/offer-terms.js';
import { cartLinesWithStockOffers, type CartLineRow } from '../cart/queries.js';
import { allowedProviders } from '../payment-methods/service.js';
import { resolveScheduleEntry, type ScheduleChoice } from '../delivery/schedule.js';
import { addressOfUser } from '../addresses/queries.js';
import { orderTotal } from './mapper.js';
import { orderTermsOf, type OrderTerms } from './queries.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Ошибка при размещении заказа' with every reason (SPEC §8); the browser lists `errors`. */
export function orderFailed(violations: Violation[], status = 400): HttpError {
  return new HttpError(status, orderMessages.orderFailed, {
    violations,
    errors: violations.map((violation) => violation.message),
  });
}

/** A delivery chosen that leaves before the order's goods are at the shop (the checkout offers none such). */
export function deliveryBeforeArrival(readyAt: Date, now: Date): string {
  const day = formatArrivalDay(readyAt, now);
  return `Дата доставки раньше, чем товары заказа поступят в магазин (${day}): выберите более позднюю дату`;
}

export interface CheckedLine {
  /** Index of the line in the payload's items (`items.<index>.*`). */
  index: number;
  cart: CartLineRow;
  offer: OfferTerms;
  amount: number;
  /** Unit price of the offer as priced for the buyer now, decimal string: never the browser's. */
  price: string;
}

export interface CheckedOrder {
  contract: NonNullable<OrderTerms['contract']>;
  paymentMethod: NonNullable<OrderTerms['paymentMethod']>;
  deliveryMethod: NonNullable<OrderTerms['deliveryMethod']>;
  address: { text: string; data: Record<string, unknown> | null } | null;
  schedule: ScheduleChoice | null;
  lines: CheckedLine[];
  sum: Big;
  total: Big;
}

type Address = CheckedOrder['address'];

async function resolveAddress(
  db: Database,
  userId: number,
  payload: OrderPayload,
): Promise<{ address: Address; unknownUid: boolean }> {
  const uid = payload.deliveryAddressUid?.trim();
  if (uid) {
    const row = uuidPattern.test(uid) ? await addressOfUser(db, userId, uid) : undefined;
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
  view: BuyerView,
  cart: CartLineRow,
  item: OrderPayloadItem,
): Promise<OfferTerms | null> {
  for (const key of [item.offer?.itemKey, cart.item_key]) {
    if (!key) continue;
    const terms = await offerTerms(ctx, key, view);
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
  view: BuyerView,
  userId: number,
  payload: OrderPayload,
  violations: Violation[],
): Promise<CheckedLine[]> {
  const selected = payload.items.flatMap((item, index) => (item.isSelected ? [{ item, index }] : []));
  const ids = [...new Set(selected.map(({ item }) => item.id))];
  const carts = new Map((await cartLinesWithStockOffers(ctx.db, userId, ids)).map((row) => [row.id, row]));
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
      cart.offer_id === null ? await remoteLineOffer(ctx, view, cart, item) : lineStockTerms(cart, view);
    const terms = {
      amount: item.amount,
      price: item.price,
      deliveryTime: item.deliveryTime,
      refund: item.refund,
    };
    // The browser's price only tells whether the customer saw the current one ('Цена изменилась…' when
    // it is lower); the line is ordered at the offer's price, so a higher one sent is not what is charged.
    const problems = orderLineProblems(terms, offer === null ? null : asLineOffer(offer));
    violations.push(...orderLineViolations(index, problems));
    if (offer !== null && problems.length === 0) {
      lines.push({ index, cart, offer, amount: item.amount, price: new Big(offer.price).toFixed(2) });
    }
  }
  return lines;
}

/**
 * Every rule of SPEC §5 for an order that the database need not hold still, on the server: the user's own cart
 * lines, each against its current offer (price not below it, quantity, term and refund terms), the contract
 * (own, for purchase, not denying orders), the payment method allowed for the contract, the delivery method
 * with the address (text or an own saved one) and the delivery date when needed. Throws 400 with all
 * violations. Reads outside any transaction, several at once: the stock, the credit limit and that the cart
 * lines and contract are still as read are held by `place_order` when the order is written (see create.ts).
 */
export async function checkOrder(
  ctx: AppContext,
  view: BuyerView,
  userId: number,
  payload: OrderPayload,
  now: Date,
): Promise<CheckedOrder> {
  const db = ctx.db;
  const lineViolations: Violation[] = [];
  const [{ contract, paymentMethod, deliveryMethod }, { address, unknownUid }, lines] = await Promise.all([
    orderTermsOf(db, userId, payload),
    resolveAddress(db, userId, payload),
    checkLines(ctx, view, userId, payload, lineViolations),
  ]);
  const routeNeeded = Boolean(deliveryMethod?.is_delivery_route_required && address !== null);
  // When the goods are at the shop, by the offers' terms (what the lines are ordered with), not the browser's.
  const readyAt = cartArrival(
    lines.map((line) => ({ deliveryTime: line.offer.deliveryHours, isStock: line.offer.isStock })),
    now,
  );
  const schedule =
    routeNeeded && deliveryMethod && address && payload.deliverySchedule
      ? await resolveScheduleEntry(
          db,
          payload.deliverySchedule,
          address.text,
          deliveryMethod.id,
          now,
          readyAt,
        )
      : null;

  const violations: Violation[] = orderFormViolations({
    contract: contract ? { isForOrder: contract.is_for_order, isOrderDeny: contract.is_order_deny } : null,
    deliveryMethod: deliveryMethod
      ? {
          isAddressRequired: deliveryMethod.is_address_required,
          isDeliveryRouteRequired: deliveryMethod.is_delivery_route_required,
        }
      : null,
    hasAddress: address !== null,
    addressNamesHouse: address === null || namesHouse(address.text, address.data),
    selectedCount: payload.items.filter((item) => item.isSelected).length,
    hasPaymentMethod: paymentMethod !== null || payload.paymentMethod !== null,
    hasSchedule: schedule !== null,
  });
  if (schedule && !schedule.takesGoods) {
    violations.push({ propertyPath: 'deliverySchedule', message: deliveryBeforeArrival(readyAt, now) });
  }
  if (unknownUid && !violations.some((violation) => violation.propertyPath === 'deliveryAddress')) {
    violations.push({ propertyPath: 'deliveryAddress', message: orderMessages.deliveryAddressRequired });
  }
  if (
    payload.paymentMethod !== null &&
    contract &&
    (!paymentMethod || !allowedProviders(contract).includes(paymentMethod.provider))
  ) {
    violations.push({ propertyPath: 'paymentMethod', message: orderMessages.paymentMethodNotAllowed });
  }
  violations.push(...lineViolations);
  if (violations.length > 0 || !contract || !paymentMethod || !deliveryMethod) throw orderFailed(violations);

  const sum = lines.reduce((total, line) => total.plus(new Big(line.price).times(line.amount)), new Big(0));
  return {
    contract,
    paymentMethod,
    deliveryMethod,
    address,
    schedule,
    lines,
    sum,
    total: orderTotal(sum, paymentMethod.commission),
  };
}
