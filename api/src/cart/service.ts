import type { CartAddResponse, CartItem, Violation } from '@shop/shared';
import {
  canAddToCart,
  cartAddSchema,
  cartMessages,
  formMessages,
  quantityError,
  validateOrViolations,
} from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import type { Database } from '../db/connection.js';
import { HttpError } from '../errors/http-error.js';
import type { PriceView } from '../search/offers.js';
import { offersOfGoods } from '../search/offer-queries.js';
import { cartAmountKey, cartAmounts } from '../search/viewer.js';
import { offerTerms, type OfferTerms } from './offer-terms.js';
import { lockCartOfUser } from './line-queries.js';
import { addCartLine, countCartLines, listCart } from './queries.js';

/** 'Ошибка при добавлении в корзину' with the reasons (SPEC §8), nothing written. */
function addFailed(violations: Violation[]): HttpError {
  return new HttpError(400, cartMessages.addFailed, {
    violations,
    errors: violations.map((violation) => violation.message),
  });
}

const notFoundViolation = { propertyPath: 'itemKey', message: formMessages.cartItemNotFound };

/**
 * The stock rule of SPEC §6, checked with the user's cart as it is inside the transaction `trx` (every read
 * goes through it: on PGlite a read outside an open transaction waits for it forever).
 */
export async function stockRuleViolation(
  trx: Database,
  session: Session,
  terms: OfferTerms,
  inCart: ReadonlyMap<string, number>,
): Promise<Violation | null> {
  const officeVendorId = session.user.office_vendor_id;
  if (!terms.isStock || officeVendorId === null || terms.vendorId === officeVendorId) return null;
  const [officeRow] = await offersOfGoods(trx, [terms.goodId], { vendorId: officeVendorId });
  const officeOffer = officeRow
    ? {
        vendorId: officeVendorId,
        isStock: true,
        amount: officeRow.amount,
        cartAmount: inCart.get(cartAmountKey(officeRow.id, officeVendorId, terms.goodId)) ?? 0,
      }
    : null;
  const offer = { vendorId: terms.vendorId, isStock: true, amount: terms.amount, cartAmount: 0 };
  return canAddToCart(offer, officeVendorId, officeOffer)
    ? null
    : { propertyPath: 'itemKey', message: cartMessages.officeStockFirst };
}

/** `POST /api/v2/cart/add` (SPEC §5 cart add, §6 stock rule): validated like the browser, then written at once. */
export async function addToCart(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  body: unknown,
): Promise<CartAddResponse> {
  const result = await validateOrViolations(cartAddSchema, body);
  if (result.violations) throw addFailed(result.violations);
  const form = result.value;
  const terms = await offerTerms(ctx, form.itemKey, view);
  if (terms === null) throw addFailed([notFoundViolation]);
  const userId = session.user.id;

  return ctx.db.transaction().execute(async (trx) => {
    // One add at a time per user, so two quick clicks cannot both pass the stock check.
    await lockCartOfUser(trx, userId);
    const inCart = await cartAmounts(trx, userId);
    const held = inCart.get(cartAmountKey(terms.offerId, terms.vendorId, terms.goodId)) ?? 0;
    const quantity = quantityError(form.amount, {
      amount: terms.amount - held,
      minAmount: terms.minAmount,
      multiplicityAmount: terms.multiplicity,
    });
    const violations: Violation[] = quantity ? [{ propertyPath: 'amount', message: quantity }] : [];
    const stockRule = await stockRuleViolation(trx, session, terms, inCart);
    if (stockRule) violations.push(stockRule);
    if (violations.length > 0) throw addFailed(violations);

    await addCartLine(trx, {
      userId,
      goodId: terms.goodId,
      vendorId: terms.vendorId,
      itemKey: form.itemKey,
      offerId: terms.offerId,
      amount: form.amount,
      price: String(terms.price),
      deliveryHours: terms.deliveryHours,
      isStock: terms.isStock,
      refund: terms.refund,
      reference: form.reference,
      searchId: form.searchId,
    });
    return { message: cartMessages.added, cartCount: await countCartLines(trx, userId) };
  });
}

/** The user's cart, newest line first. */
export function cartOf(ctx: AppContext, userId: number): Promise<CartItem[]> {
  return listCart(ctx.db, ctx.itemKeys, userId);
}
