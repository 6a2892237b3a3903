import type { Good } from '@shop/shared';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';

/** Goods are the same part when brand and number match as the search compares them. */
export function goodKey(good: Pick<Good, 'brand' | 'number'>): string {
  return `${normalizeBrandName(good.brand.name)}|${normalizePartNumber(good.number)}`;
}

/**
 * Adds a supplier's goods to those already shown: offers of a known good join its list (an offer already
 * there is not repeated), a new analogue is appended; a supplier's copy of the part searched for joins the
 * part even when the supplier spells the brand by a synonym.
 */
export function mergeGoods(current: readonly Good[], incoming: readonly Good[]): Good[] {
  const merged = [...current];
  for (const good of incoming) {
    const key = goodKey(good);
    let index = merged.findIndex((known) => goodKey(known) === key);
    if (index < 0 && !good.isCross) index = merged.findIndex((known) => !known.isCross);
    const known = merged[index];
    if (!known) {
      merged.push(good);
      continue;
    }
    const keys = new Set(known.offers.map((offer) => offer.itemKey));
    const added = good.offers.filter((offer) => !keys.has(offer.itemKey));
    if (added.length > 0) merged[index] = { ...known, offers: [...known.offers, ...added] };
  }
  return merged;
}
