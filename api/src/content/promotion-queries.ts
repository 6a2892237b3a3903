import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/connection.js';
import type { CampaignSettingsTable, CarouselsTable, PromotionsTable } from '../db/schema-content.js';

export type PromotionRow = Selectable<PromotionsTable>;
export type CampaignSettingsRow = Selectable<CampaignSettingsTable>;
export type CarouselRow = Selectable<CarouselsTable>;

/** Published promotions running now. */
function running(db: Database) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('is_published', '=', true)
    .where('start_at', '<=', sql<Date>`now()`)
    .where('end_at', '>', sql<Date>`now()`);
}

export function listRunningPromotions(db: Database): Promise<PromotionRow[]> {
  return running(db).orderBy('start_at', 'desc').orderBy('id', 'desc').execute();
}

export function findRunningPromotion(
  db: Database,
  key: { id: number } | { slug: string },
): Promise<PromotionRow | undefined> {
  const query = running(db);
  return (
    'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)
  ).executeTakeFirst();
}

export function findCampaignSettings(db: Database): Promise<CampaignSettingsRow | undefined> {
  return db.selectFrom('campaign_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export interface PromotionGoodRow {
  id: number;
  number: string;
  name: string;
  brand_name: string;
}

export function goodsOfPromotion(db: Database, goodIds: readonly number[]): Promise<PromotionGoodRow[]> {
  if (goodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods as g')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'g.number', 'g.name', 'b.name as brand_name'])
    .where('g.id', 'in', goodIds)
    .orderBy('b.name')
    .orderBy('g.number')
    .execute();
}

export function listVisibleCarousels(db: Database): Promise<CarouselRow[]> {
  return db
    .selectFrom('carousels')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findVisibleCarousel(db: Database, type: string): Promise<CarouselRow | undefined> {
  return db
    .selectFrom('carousels')
    .selectAll()
    .where('is_published', '=', true)
    .where('type', '=', type)
    .executeTakeFirst();
}
