import type { Transaction } from 'kysely';
import type { CartItem, CartUpdatePayload, Violation } from '@shop/shared';
import { formMessages, orderMessages, quantityError } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import type { DB } from '../db/schema.js';
import { notFound, validationError } from '../errors/http-error.js';
import type { PriceView } from '../search/offers.js';
import { cartAmountKey, cartAmounts } from '../search/viewer.js';
import { currentLineOffer } from './current-offer.js';
import { offerTerms, stockOfferTerms, type OfferTerms } from './offer-terms.js';
import {
  deleteCartLine,
  deleteLineOfUser,
  lockCartOfUser,
  writeCartLine,
  type CartLineChanges,
} from './line-queries.js';
import { findCartLine, findLineOfOffer, listCart, toCartItem, type CartLineRow } from './queries.js';
import { stockRuleViolation } from './service.js';

export const cartLineMessages = {
  notFound: orderMessages.cartItemNotFound,
} as const;

function lineKey(line: Pick<CartLineRow, 'offer_id' | 'vendor_id' | 'good_id'>): string {
  return cartAmountKey(line.offer_id, line.vendor_id, line.good_id);
}

/**
 * The line's current offer: a stock line's offers row; a remote line's stored key while it is valid (the
 * cart's re-check keeps the supplier's latest answer there), else the supplier asked again.
 */
async function currentTerms(ctx: AppContext, line: CartLineRow, view: PriceView): Promise<OfferTerms | null> {
  if (line.offer_id !== null) return stockOfferTerms(ctx.db, line.offer_id, view);
  const stored = await offerTerms(ctx, line.item_key, view);
  if (stored !== null) return stored;
  const offer = await currentLineOffer(ctx, line, view);
  return offer === null ? null : offerTerms(ctx, offer.itemKey, view);
}

/** Whether `terms` is another offer than the line's own (stock: another row; remote: another supplier). */
function isAnotherOffer(line: CartLineRow, terms: OfferTerms): boolean {
  if (line.offer_id !== null) return terms.offerId !== line.offer_id;
  return terms.offerId !== null || terms.vendorId !== line.vendor_id;
}

/** Amounts in the user's cart without this line: the line's own amount is what is being changed. */
async function amountsWithout(
  trx: Transaction<DB>,
  userId: number,
  line: CartLineRow,
): Promise<Map<string, number>> {
  const amounts = await cartAmounts(trx, userId);
  const key = lineKey(line);
  amounts.set(key, (amounts.get(key) ?? 0) - line.amount);
  return amounts;
}

function quantityViolation(amount: number, terms: OfferTerms, held: number): Violation | null {
  const message = quantityError(amount, {
    amount: terms.amount - held,
    minAmount: terms.minAmount,
    multiplicityAmount: terms.multiplicity,
  });
  return message === null ? null : { propertyPath: 'amount', message };
}

function termsColumns(terms: OfferTerms) {
  return {
    vendor_id: terms.vendorId,
    offer_id: terms.offerId,
    item_key: terms.itemKey,
    price: String(terms.price),
    delivery_hours: terms.deliveryHours,
    is_stock: terms.isStock,
    refund: JSON.stringify(terms.refund),
  };
}

/**
 * Moves the line to another offer of the same part ('Перезаказать'): the new offer's price and terms, the
 * quantity and stock rules against it. A line of the user that already holds that offer takes the amount.
 * Returns the id of the line that now holds the amount.
 */
async function moveLine(
  trx: Transaction<DB>,
  session: Session,
  line: CartLineRow,
  terms: OfferTerms,
  amount: number,
): Promise<number> {
  const inCart = await amountsWithout(trx, session.user.id, line);
  const held = inCart.get(cartAmountKey(terms.offerId, terms.vendorId, terms.goodId)) ?? 0;
  const violations = [
    quantityViolation(amount, terms, held),
    await stockRuleViolation(trx, session, terms, inCart),
  ];
  const found = violations.filter((violation) => violation !== null);
  if (found.length > 0) throw validationError(found);

  const other = await findLineOfOffer(
    trx,
    { userId: session.user.id, goodId: line.good_id, vendorId: terms.vendorId, offerId: terms.offerId },
    line.id,
  );
  if (other) {
    await writeCartLine(trx, other.id, {
      ...termsColumns(terms),
      amount: other.amount + amount,
      updated_at: new Date(),
    });
    await deleteCartLine(trx, line.id);
    return other.id;
  }
  await writeCartLine(trx, line.id, { ...termsColumns(terms), amount, updated_at: new Date() });
  return line.id;
}

/**
 * `POST /api/cart/update/{id}`: the amount (quantity rules against the current offer), the reference, the
 * selection, accepted values of the current offer ('Согласен') or another offer ('Перезаказать'). Prices come
 * from the server's offer, never from the body. Another user's line is not found; nothing is written on error.
 */
export async function updateCartLine(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  id: number,
  body: CartUpdatePayload,
): Promise<CartItem> {
  const userId = session.user.id;
  const line = await findCartLine(ctx.db, userId, id);
  if (line === null) throw notFound(cartLineMessages.notFound);

  let target: OfferTerms | null = null;
  if (body.itemKey !== undefined) {
    target = await offerTerms(ctx, body.itemKey, view);
    if (target === null || target.goodId !== line.good_id) {
      throw validationError([{ propertyPath: 'itemKey', message: formMessages.cartItemNotFound }]);
    }
  }
  const move = target !== null && isAnotherOffer(line, target);
  const accept = move ? [] : [...new Set(body.accept ?? [])];
  const amountChanged = body.amount !== undefined && body.amount !== line.amount;
  let current: OfferTerms | null = move ? null : target;
  if (!move && current === null && (accept.length > 0 || amountChanged)) {
    current = await currentTerms(ctx, line, view);
    if (current === null)
      throw validationError([{ propertyPath: 'offer', message: orderMessages.offerGone }]);
  }

  const holderId = await ctx.db.transaction().execute(async (trx) => {
    // One cart change at a time per user, as adding does: the quantity checks see the whole cart.
    await lockCartOfUser(trx, userId);
    const extra = {
      ...(body.reference !== undefined ? { reference: body.reference.trim() } : {}),
      ...(body.isSelected !== undefined ? { is_selected: body.isSelected } : {}),
    };
    if (move && target !== null) {
      const holder = await moveLine(trx, session, line, target, body.amount ?? line.amount);
      if (Object.keys(extra).length > 0) await writeCartLine(trx, holder, extra);
      return holder;
    }
    const changes: CartLineChanges = { ...extra };
    if (current !== null) {
      if (amountChanged && body.amount !== undefined) {
        const inCart = await amountsWithout(trx, userId, line);
        const violation = quantityViolation(body.amount, current, inCart.get(lineKey(line)) ?? 0);
        if (violation) throw validationError([violation]);
        changes.amount = body.amount;
      }
      if (accept.includes('price')) changes.price = String(current.price);
      if (accept.includes('deliveryTime')) changes.delivery_hours = current.deliveryHours;
      if (accept.includes('refund')) changes.refund = JSON.stringify(current.refund);
      // A remote line keeps the key of the supplier's offer whose values it took.
      if (line.offer_id === null && (accept.length > 0 || target !== null))
        changes.item_key = current.itemKey;
    }
    if (Object.keys(changes).length > 0) {
      await writeCartLine(trx, line.id, { ...changes, updated_at: new Date() });
    }
    return line.id;
  });
  const updated = await findCartLine(ctx.db, userId, holderId);
  if (updated === null) throw notFound(cartLineMessages.notFound);
  return toCartItem(updated, ctx.itemKeys);
}

/** `GET /api/cart/remove/{id}`: removes the user's line and answers the cart left. */
export async function removeCartLine(ctx: AppContext, userId: number, id: number): Promise<CartItem[]> {
  if (!(await deleteLineOfUser(ctx.db, userId, id))) throw notFound(cartLineMessages.notFound);
  return listCart(ctx.db, ctx.itemKeys, userId);
}
