import type { CartUploadLine, CartUploadReport, Offer } from '@shop/shared';
import { cartMessages, ruleMessages } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import { brandIdOfGood, findGoodId } from '../catalog/queries.js';
import { HttpError } from '../errors/http-error.js';
import { parseInteger } from '../catalog/import/values.js';
import { offerOfRow, type PriceView } from '../search/offers.js';
import { offersOfGoods } from '../search/offer-queries.js';
import { remoteOffers } from '../search/remote.js';
import { addToCart } from './service.js';
import type { UploadRow } from './upload-file.js';

export const uploadMessages = {
  noPart: 'Не указан бренд или номер',
  notFound: (brand: string, number: string) => `Товар «${brand} ${number}» не найден`,
  noOffers: 'Нет предложений этого товара',
} as const;

/** Own stock offers of the part in stock, cheapest first. */
async function stockOffers(ctx: AppContext, goodId: number, view: PriceView): Promise<Offer[]> {
  const brandId = await brandIdOfGood(ctx.db, goodId);
  if (brandId === null) return [];
  const rows = await offersOfGoods(ctx.db, [goodId], { stockOnly: true });
  return rows
    .filter((row) => !row.is_remote)
    .map((row) => offerOfRow(row, brandId, view))
    .sort((a, b) => a.price - b.price);
}

/** The remote suppliers' offers of the part, all asked at once (each within its timeout), cheapest first. */
async function supplierOffers(
  ctx: AppContext,
  row: UploadRow,
  goodId: number,
  view: PriceView,
): Promise<Offer[]> {
  const vendors = await ctx.suppliers.remoteVendors();
  const answers = await Promise.all(
    vendors.map((vendor) =>
      remoteOffers(
        ctx,
        { providerName: vendor.name, brandName: row.brandName, number: row.number },
        view,
      ).catch(() => null),
    ),
  );
  return answers
    .flatMap((answer) => answer?.goods ?? [])
    .filter((good) => good.id === goodId)
    .flatMap((good) => good.offers)
    .filter((offer) => offer.amount > 0 && offer.price > 0)
    .sort((a, b) => a.price - b.price);
}

/** The Russian reasons of a refused add (an unexpected error is thrown on). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  return error.body.errors?.join('; ') ?? error.message;
}

/** Adds the first offer the add rules accept; the reason of the last refusal otherwise. */
async function addFirst(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  offers: Offer[],
  amount: number,
): Promise<{ added: boolean; message: string }> {
  let message: string = uploadMessages.noOffers;
  for (const offer of offers) {
    try {
      await addToCart(ctx, session, view, { itemKey: offer.itemKey, amount });
      return { added: true, message: cartMessages.added };
    } catch (error) {
      message = reasonOf(error);
    }
  }
  return { added: false, message };
}

async function uploadLine(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  row: UploadRow,
): Promise<CartUploadLine> {
  const amount = parseInteger(row.amountText);
  const line = { line: row.line, brandName: row.brandName, number: row.number, amount: amount ?? 0 };
  if (!row.brandName || !row.number) return { ...line, added: false, message: uploadMessages.noPart };
  if (amount === null || amount <= 0) return { ...line, added: false, message: ruleMessages.amount };
  const goodId = await findGoodId(ctx.db, row.brandName, row.number);
  if (goodId === undefined) {
    return { ...line, added: false, message: uploadMessages.notFound(row.brandName, row.number) };
  }
  const fromStock = await addFirst(ctx, session, view, await stockOffers(ctx, goodId, view), amount);
  if (fromStock.added) return { ...line, ...fromStock };
  const fromSuppliers = await addFirst(
    ctx,
    session,
    view,
    await supplierOffers(ctx, row, goodId, view),
    amount,
  );
  if (fromSuppliers.added) return { ...line, ...fromSuppliers };
  // The stock's refusal says more than 'no offers' when no supplier has the part either.
  const message =
    fromSuppliers.message === uploadMessages.noOffers ? fromStock.message : fromSuppliers.message;
  return { ...line, added: false, message };
}

/**
 * `POST /api/cart/upload`: each line adds the cheapest own stock offer of the part, else the cheapest remote
 * one, through the add-to-cart rules (quantity, stock rule); every line is reported.
 */
export async function uploadToCart(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  rows: readonly UploadRow[],
): Promise<CartUploadReport> {
  const lines: CartUploadLine[] = [];
  for (const row of rows) lines.push(await uploadLine(ctx, session, view, row));
  const added = lines.filter((line) => line.added).length;
  return { added, failed: lines.length - added, lines };
}
