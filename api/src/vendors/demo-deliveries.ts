import type { Database } from '../db/connection.js';
import { insertVendorDeliveries, remoteVendorIds } from './queries.js';
import { dice } from './simulator/dice.js';

const hourMs = 60 * 60 * 1000;

/**
 * Demo delivery history of the remote suppliers, so that their statistics are not empty: 30–45
 * deliveries each over the last 85 days, most on time, some late by 2–30 hours; the last few still on
 * their way. Deterministic per vendor id.
 */
export async function seedDemoDeliveries(db: Database, now: Date = new Date()): Promise<number> {
  const rows = (await remoteVendorIds(db)).flatMap((id) => {
    const count = 30 + dice(`deliveries|${id}`)(0, 16);
    // Each supplier has its own reliability: 60–95 % on time.
    const onTimeShare = 60 + dice(`reliability|${id}`)(0, 36);
    return Array.from({ length: count }, (_, index) => {
      const roll = dice(`delivery|${id}|${index}`);
      const sentAt = new Date(now.getTime() - (85 * 24 * (index + 1) * hourMs) / count);
      const promisedAt = new Date(sentAt.getTime() + 24 * (2 + roll(0, 6)) * hourMs);
      const late = roll(1, 100) >= onTimeShare;
      const offsetHours = late ? 2 + roll(2, 29) : -roll(2, 24);
      const deliveredAt = new Date(promisedAt.getTime() + offsetHours * hourMs);
      return {
        vendor_id: id,
        sent_at: sentAt,
        promised_at: promisedAt,
        delivered_at: deliveredAt > now ? null : deliveredAt,
      };
    });
  });
  await insertVendorDeliveries(db, rows);
  return rows.length;
}
