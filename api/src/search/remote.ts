import type { Good, Offer, RemoteOffersParams, RemoteOffersResponse } from '@shop/shared';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { AppContext } from '../context.js';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { goodOfRow } from '../catalog/mapper.js';
import { findBrand, findGoodId, goodsByIds, insertGoodIfNew, type BrandRow } from '../catalog/queries.js';
import { priceOf } from '../pricing/integer-price.js';
import { promotionOf } from '../pricing/promotion.js';
import { findActiveRemoteVendorByName } from '../vendors/queries.js';
import type { RemoteItem } from '../vendors/types.js';
import { amountString, compareOffers, type PriceView } from './offers.js';
import { cartAmountKey } from './viewer.js';

/** The good a supplier's line names; a part of a known brand that the catalog lacks is added to it. */
async function goodIdOf(db: Database, brand: BrandRow, item: RemoteItem): Promise<number | null> {
  const normalized = normalizePartNumber(item.number);
  if (!normalized) return null;
  const inserted = await insertGoodIfNew(db, {
    brandId: brand.id,
    number: item.number,
    normalizedNumber: normalized,
    name: item.name,
  });
  if (inserted !== undefined) return inserted;
  return (await findGoodId(db, brand.name, item.number)) ?? null;
}

/**
 * One remote supplier's offers for the part and the analogues it knows (SPEC §7 remote_offers). A supplier
 * that is slow or fails gives an empty list with the reason, never an error page: stock offers stay.
 */
export async function remoteOffers(
  ctx: AppContext,
  params: RemoteOffersParams,
  view: PriceView,
): Promise<RemoteOffersResponse> {
  const vendor = await findActiveRemoteVendorByName(ctx.db, params.providerName);
  if (!vendor) throw notFound('Поставщик не найден');
  const vendorDto = { id: vendor.id, name: vendor.name, isRemote: true };

  let items: RemoteItem[];
  try {
    items = await ctx.suppliers.search(vendor.id, params.brandName, params.number);
  } catch (error) {
    return { vendor: vendorDto, goods: [], error: error instanceof Error ? error.message : String(error) };
  }

  const requested = await findGoodId(ctx.db, params.brandName, params.number);
  const brands = new Map<string, BrandRow | undefined>();
  const offersByGood = new Map<number, Offer[]>();
  for (const item of items) {
    if (!brands.has(item.brand)) brands.set(item.brand, await findBrand(ctx.db, item.brand));
    const brand = brands.get(item.brand);
    if (!brand) continue;
    const goodId = await goodIdOf(ctx.db, brand, item);
    if (goodId === null) continue;
    const deliveryHours = item.deliveryHours + vendor.extra_delivery_hours;
    const itemKey = ctx.itemKeys.remote({
      vendorId: vendor.id,
      goodId,
      purchasePrice: item.price,
      currency: item.currency,
      amount: item.amount,
      minAmount: item.minAmount,
      multiplicity: item.multiplicity,
      deliveryHours,
      refund: item.refund,
    });
    const priceInput = {
      goodId,
      purchasePrice: item.price,
      currency: item.currency,
      vendorId: vendor.id,
      brandId: brand.id,
      fixedPrice: null,
      minimumRetailPrice: null,
    };
    const price = priceOf(priceInput, view.buyer, view.pricing);
    const promotion = promotionOf(priceInput, price, view.buyer, view.pricing);
    const offers = offersByGood.get(goodId) ?? [];
    offers.push({
      itemKey,
      vendor: vendorDto,
      price,
      amount: item.amount,
      amountString: amountString(item.amount),
      minAmount: item.minAmount,
      multiplicityAmount: item.multiplicity,
      deliveryTime: deliveryHours,
      isStock: false,
      refund: item.refund,
      cartAmount: view.cartAmounts.get(cartAmountKey(null, vendor.id, goodId)) ?? 0,
      ...(promotion && { promotion }),
    });
    offersByGood.set(goodId, offers);
  }

  const ids = [...offersByGood.keys()].sort((a, b) => Number(b === requested) - Number(a === requested));
  const rows = await goodsByIds(ctx.db, ids, view.userId);
  const goods: Good[] = rows.map((row) =>
    goodOfRow(row, (offersByGood.get(row.id) ?? []).sort(compareOffers), row.id !== requested),
  );
  return { vendor: vendorDto, goods, error: null };
}
