import type { PriceLevel } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { pricingRows } from './queries.js';
import type { PriceLevelData, PriceRule, PricingContext, PromotionDiscount } from './types.js';

/** Price levels with their rules and the currency rates, read from the database and kept briefly. */
export interface PricingSource {
  /** The level's context; the default level when the id is null or not in the database. */
  context(priceLevelId: number | null): Promise<PricingContext>;
  /** Every level; which one is the caller's (`isCurrent`) is the route's business. */
  levels(): Promise<LevelSummary[]>;
  /** Forgets the cached data (after an admin changes levels, rules or rates). */
  invalidate(): void;
}

export const NO_PRICE_LEVEL = 'Не настроен ни один уровень цен: добавьте уровень цен (таблица price_levels)';

export type LevelSummary = Omit<PriceLevel, 'isCurrent'>;

interface Snapshot {
  contexts: Map<number, PricingContext>;
  fallback: PricingContext;
  levels: LevelSummary[];
}

async function loadSnapshot(db: Database): Promise<Snapshot> {
  // Running promotions only: the snapshot lives `ttlMs`, so a start or an end shows within it.
  const [levelRows, ruleRows, currencyRows, promotionRows] = await pricingRows(db);
  // Either the lowest-id level marked default or, when none is marked, the lowest-id level.
  const fallbackRow = levelRows.find((row) => row.is_default) ?? levelRows[0];
  if (!fallbackRow) throw new Error(NO_PRICE_LEVEL);

  // One rates map for every level: the engine caches parsed rates per map.
  const rates = new Map<string, string>([['RUB', '1']]);
  for (const row of currencyRows) rates.set(row.code.trim().toUpperCase(), String(row.rate));

  const rulesByLevel = new Map<number, PriceRule[]>();
  for (const row of ruleRows) {
    const rule: PriceRule = {
      id: row.id,
      vendorId: row.vendor_id,
      brandId: row.brand_id,
      priceFrom: row.price_from === null ? null : String(row.price_from),
      priceTo: row.price_to === null ? null : String(row.price_to),
      retailMarkup: String(row.retail_markup),
      wholesaleMarkup: String(row.wholesale_markup),
      priority: row.priority,
    };
    const list = rulesByLevel.get(row.price_level_id);
    if (list) list.push(rule);
    else rulesByLevel.set(row.price_level_id, [rule]);
  }

  // A good in two running promotions gets the larger discount.
  const promotions = new Map<number, PromotionDiscount>();
  for (const row of promotionRows) {
    for (const goodId of row.good_ids) {
      const held = promotions.get(goodId);
      if (!held || Number(held.discount) < Number(row.discount)) {
        promotions.set(goodId, { title: row.title, slug: row.slug, discount: String(row.discount) });
      }
    }
  }

  const contexts = new Map<number, PricingContext>();
  for (const row of levelRows) {
    const level: PriceLevelData = {
      id: row.id,
      name: row.name,
      version: row.version,
      updatedAt: new Date(row.updated_at),
      rules: rulesByLevel.get(row.id) ?? [],
    };
    contexts.set(row.id, { rates, level, promotions });
  }
  const fallback = contexts.get(fallbackRow.id);
  if (!fallback) throw new Error(NO_PRICE_LEVEL);
  return {
    contexts,
    fallback,
    levels: levelRows.map((row) => ({ id: row.id, name: row.name, isDefault: row.id === fallbackRow.id })),
  };
}

/**
 * Loads every price level, its rules and the rates in one go and keeps them for `ttlMs`; the cache holds
 * only what the database has, replaced as a whole. Concurrent callers share one load; a failed load is
 * not kept, so the next call tries again. Throws `NO_PRICE_LEVEL` when the database has no level.
 */
export function createPricingSource(
  db: Database,
  ttlMs = 30_000,
  now: () => number = Date.now,
): PricingSource {
  let cached: { snapshot: Promise<Snapshot>; loadedAt: number } | null = null;

  function snapshot(): Promise<Snapshot> {
    const time = now();
    if (cached && time - cached.loadedAt < ttlMs) return cached.snapshot;
    const entry = { snapshot: loadSnapshot(db), loadedAt: time };
    cached = entry;
    entry.snapshot.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.snapshot;
  }

  return {
    async context(priceLevelId) {
      const { contexts, fallback } = await snapshot();
      return (priceLevelId === null ? undefined : contexts.get(priceLevelId)) ?? fallback;
    },
    async levels() {
      return (await snapshot()).levels.map((level) => ({ ...level }));
    },
    invalidate() {
      cached = null;
    },
  };
}
