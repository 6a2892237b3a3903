import { sql, type Insertable } from 'kysely';
import type { Vendor } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import type { RemoteVendor } from './types.js';

/** Active remote suppliers, as the shop shows them. */
export async function findActiveRemoteVendors(db: Database): Promise<Vendor[]> {
  const rows = await db
    .selectFrom('vendors')
    .select(['id', 'name'])
    .where('is_remote', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, isRemote: true }));
}

/** An active remote supplier by its name (what a search's link names it by); undefined when none. */
export function findActiveRemoteVendorByName(db: Database, name: string) {
  return db
    .selectFrom('vendors')
    .select(['id', 'name', 'extra_delivery_hours'])
    .where('name', '=', name)
    .where('is_remote', '=', true)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** An active remote supplier with its connection settings; null when there is none with this id. */
export async function findRemoteVendor(db: Database, id: number): Promise<RemoteVendor | null> {
  const row = await db
    .selectFrom('vendors')
    .select(['id', 'name', 'provider', 'api_url', 'api_login', 'api_password', 'timeout_ms', 'currency'])
    .where('id', '=', id)
    .where('is_remote', '=', true)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    provider: row.provider ?? '',
    apiUrl: row.api_url,
    login: row.api_login ?? '',
    password: row.api_password ?? '',
    timeoutMs: row.timeout_ms,
    currency: row.currency,
  };
}

export async function vendorExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('vendors').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface DeliveryTotals {
  total: number;
  onTime: number;
  /** Mean lateness of the late deliveries, hours, one decimal; null when none was late. */
  averageDelayHours: number | null;
}

/** Deliveries of a supplier that arrived since `since`, on time and late. */
export async function deliveryTotals(db: Database, vendorId: number, since: Date): Promise<DeliveryTotals> {
  const row = await db
    .selectFrom('vendor_deliveries')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where delivered_at <= promised_at))::int`.as('on_time'),
      sql<string | null>`round(
        (avg(extract(epoch from delivered_at - promised_at)) filter (where delivered_at > promised_at) / 3600)::numeric,
        1
      )`.as('average_delay'),
    ])
    .where('vendor_id', '=', vendorId)
    .where('delivered_at', 'is not', null)
    .where('delivered_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    total: row.total,
    onTime: row.on_time,
    averageDelayHours: row.average_delay === null ? null : Number(row.average_delay),
  };
}

/** Deliveries of one promised term (whole days from sending): how many, and their mean actual days. */
export interface DeliveryTermRow {
  promised_days: number;
  deliveries: number;
  actual_days: string;
}

/**
 * A supplier's deliveries that arrived since `since`, by the term promised (days from sending to the promised
 * moment, rounded, at least 1): their number and the mean days they took, one decimal; the shortest term first.
 */
export async function deliveryTerms(db: Database, vendorId: number, since: Date): Promise<DeliveryTermRow[]> {
  const promisedDays = sql<number>`greatest(1, round(extract(epoch from promised_at - sent_at) / 86400))::int`;
  return db
    .selectFrom('vendor_deliveries')
    .select([
      promisedDays.as('promised_days'),
      sql<number>`count(*)::int`.as('deliveries'),
      sql<string>`round((avg(extract(epoch from delivered_at - sent_at)) / 86400)::numeric, 1)::text`.as(
        'actual_days',
      ),
    ])
    .where('vendor_id', '=', vendorId)
    .where('delivered_at', 'is not', null)
    .where('delivered_at', '>=', since)
    .groupBy(promisedDays)
    .orderBy(promisedDays)
    .execute();
}

export async function remoteVendorIds(db: Database): Promise<number[]> {
  const rows = await db.selectFrom('vendors').select('id').where('is_remote', '=', true).execute();
  return rows.map((row) => row.id);
}

export async function insertVendorDeliveries(
  db: Database,
  rows: readonly Insertable<DB['vendor_deliveries']>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('vendor_deliveries').values(rows).execute();
}
