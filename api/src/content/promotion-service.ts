import type { Static } from '@sinclair/typebox';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import {
  findCampaignSettings,
  findRunningPromotion,
  goodsOfPromotion,
  listRunningPromotions,
  type PromotionRow,
} from './promotion-queries.js';
import type { CampaignSettingsSchema, PromotionDetailsSchema, PromotionSchema } from './promotion-schemas.js';
import { sanitizeContent } from './sanitize.js';

type Promotion = Static<typeof PromotionSchema>;

export const promotionMessages = { notFound: 'Акция не найдена или уже закончилась' } as const;

function promotionOfRow(row: PromotionRow): Promotion {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: sanitizeContent(row.description),
    image: row.image,
    discount: Number(row.discount),
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
  };
}

export async function getPromotions(db: Database): Promise<Promotion[]> {
  return (await listRunningPromotions(db)).map(promotionOfRow);
}

/** A running promotion by its number or its slug, with the goods it discounts. */
export async function getPromotion(
  db: Database,
  idOrSlug: string,
): Promise<Static<typeof PromotionDetailsSchema>> {
  const key = /^[1-9][0-9]{0,8}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  const row = await findRunningPromotion(db, key);
  if (!row) throw notFound(promotionMessages.notFound);
  const goods = await goodsOfPromotion(db, row.good_ids);
  return {
    ...promotionOfRow(row),
    goods: goods.map((good) => ({
      id: good.id,
      brandName: good.brand_name,
      number: good.number,
      name: good.name,
    })),
  };
}

export async function getCampaignSettings(db: Database): Promise<Static<typeof CampaignSettingsSchema>> {
  const row = await findCampaignSettings(db);
  // The migration inserts the row; without it the campaign is simply off.
  return {
    isActive: row?.is_active ?? false,
    isToastActive: row?.is_toast_active ?? false,
    isModalActive: row?.is_modal_active ?? false,
    toastShowTime: row?.toast_show_time ?? 30,
    modalShowTime: row?.modal_show_time ?? 30,
    initialDelay: Number(row?.initial_delay ?? 0.25),
    toastChangeTime: row?.toast_change_time ?? 10,
    toastWidth: row?.toast_width ?? 360,
  };
}
