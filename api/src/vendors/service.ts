import type { VendorDeliveryStatistics } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { notFound } from '../errors/http-error.js';
import { deliveryTerms, deliveryTotals, vendorExists } from './queries.js';

/** Statistics cover the deliveries of this many last days. */
export const statisticsDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

export const vendorMessages = {
  notFound: 'Поставщик не найден',
} as const;

/**
 * How a supplier kept its delivery terms over the last 90 days: orders delivered, the share delivered
 * by the promised time (percent, one decimal) and the mean lateness of the late ones (hours, one
 * decimal). Without deliveries every figure is 0. `terms`: for each promised term in days, how many
 * deliveries and the mean days they actually took (the chart 'обещано и фактически').
 */
export async function getDeliveryStatistics(
  db: Database,
  vendorId: number,
  now: Date = new Date(),
): Promise<VendorDeliveryStatistics> {
  if (!(await vendorExists(db, vendorId))) throw notFound(vendorMessages.notFound);
  const since = new Date(now.getTime() - statisticsDays * dayMs);
  const [totals, terms] = await Promise.all([
    deliveryTotals(db, vendorId, since),
    deliveryTerms(db, vendorId, since),
  ]);
  return {
    vendorId,
    ordersTotal: totals.total,
    onTimePercent: totals.total === 0 ? 0 : Math.round((totals.onTime * 1000) / totals.total) / 10,
    averageDelayHours: totals.averageDelayHours ?? 0,
    terms: terms.map((row) => ({
      promisedDays: row.promised_days,
      deliveries: row.deliveries,
      actualDays: Number(row.actual_days),
    })),
  };
}
