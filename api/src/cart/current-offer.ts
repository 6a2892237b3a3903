import type { CartLineOffer, Offer } from '@shop/shared';
import type { AppContext } from '../context.js';
import { offerOfRow, type PriceView } from '../search/offers.js';
import { findOffer } from '../search/offer-queries.js';
import { remoteOffers } from '../search/remote.js';
import { brandIdOfGood } from '../catalog/queries.js';
import { keepLineItemKey } from './line-queries.js';
import { findCartLine, selectedCartLines, type CartLineRow } from './queries.js';

type LineRef = Pick<
  CartLineRow,
  'id' | 'good_id' | 'offer_id' | 'vendor_id' | 'vendor_name' | 'brand_name' | 'number' | 'delivery_hours'
>;

/** A stock line's offer from the offers table, priced for the viewer; null when gone or sold out. */
async function stockOffer(
  ctx: AppContext,
  line: LineRef,
  view: PriceView,
  offerId: number,
): Promise<Offer | null> {
  const row = await findOffer(ctx.db, offerId);
  if (!row || row.amount <= 0) return null;
  const brandId = await brandIdOfGood(ctx.db, line.good_id);
  return brandId === null ? null : offerOfRow(row, brandId, view);
}

/**
 * The supplier's current offers of a remote line's part (the supplier is asked again, within its timeout);
 * empty when it no longer has the part, fails, is too slow, unknown or disabled.
 */
async function supplierOffers(ctx: AppContext, line: LineRef, view: PriceView): Promise<Offer[]> {
  try {
    const answer = await remoteOffers(
      ctx,
      { providerName: line.vendor_name, brandName: line.brand_name, number: line.number },
      view,
    );
    return answer.goods
      .filter((good) => good.id === line.good_id)
      .flatMap((good) => good.offers)
      .filter((offer) => offer.vendor.id === line.vendor_id && offer.amount > 0);
  } catch {
    return [];
  }
}

/** Of a supplier's offers, the one whose term is nearest the line's (the same warehouse), then the cheapest. */
function sameWarehouse(offers: readonly Offer[], line: LineRef): Offer | null {
  const distance = (offer: Offer) => Math.abs(offer.deliveryTime - line.delivery_hours);
  return [...offers].sort((a, b) => distance(a) - distance(b) || a.price - b.price)[0] ?? null;
}

/** The current offer of a cart line (SPEC §4: re-checked against the suppliers), priced for the viewer. */
export async function currentLineOffer(
  ctx: AppContext,
  line: LineRef,
  view: PriceView,
): Promise<Offer | null> {
  if (line.offer_id !== null) return stockOffer(ctx, line, view, line.offer_id);
  return sameWarehouse(await supplierOffers(ctx, line, view), line);
}

/**
 * The current offers of these lines; each remote supplier is asked once per part, all of them at once.
 * A remote line's fresh key is kept on the line, so the cart shows an offer key again after it expired.
 */
export async function currentLineOffers(
  ctx: AppContext,
  lines: readonly LineRef[],
  view: PriceView,
): Promise<CartLineOffer[]> {
  const asked = new Map<string, Promise<Offer[]>>();
  const items = await Promise.all(
    lines.map(async (line): Promise<CartLineOffer> => {
      if (line.offer_id !== null)
        return { id: line.id, offer: await stockOffer(ctx, line, view, line.offer_id) };
      const key = `${line.vendor_id}:${line.good_id}`;
      let answer = asked.get(key);
      if (!answer) {
        answer = supplierOffers(ctx, line, view);
        asked.set(key, answer);
      }
      return { id: line.id, offer: sameWarehouse(await answer, line) };
    }),
  );
  for (const [index, item] of items.entries()) {
    if (item.offer === null || lines[index]?.offer_id !== null) continue;
    await keepLineItemKey(ctx.db, item.id, item.offer.itemKey);
  }
  return items;
}

/** The current offers of the user's selected lines (what the checkout re-checks). */
export async function selectedLinesOffers(
  ctx: AppContext,
  userId: number,
  view: PriceView,
): Promise<CartLineOffer[]> {
  return currentLineOffers(ctx, await selectedCartLines(ctx.db, userId), view);
}

/** The current offer of one of the user's lines; null when the user has no such line. */
export async function lineOffer(
  ctx: AppContext,
  userId: number,
  id: number,
  view: PriceView,
): Promise<CartLineOffer | null> {
  const line = await findCartLine(ctx.db, userId, id);
  if (line === null) return null;
  const [item] = await currentLineOffers(ctx, [line], view);
  return item ?? { id: line.id, offer: null };
}
