import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { OrderStatus } from '../db/schema-orders.js';
import type { MailTopic, WatchKind } from '../db/schema-subscriptions.js';

export async function listTopicChoices(db: Database, userId: number): Promise<Map<MailTopic, boolean>> {
  const rows = await db
    .selectFrom('mail_subscriptions')
    .select(['topic', 'subscribed'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.topic, row.subscribed]));
}

export async function saveTopicChoice(
  db: Database,
  userId: number,
  topic: MailTopic,
  subscribed: boolean,
): Promise<void> {
  // From the users table: a link of a deleted account changes nothing (and breaks no foreign key).
  await db
    .insertInto('mail_subscriptions')
    .columns(['user_id', 'topic', 'subscribed'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => ['id', eb.val(topic).as('topic'), eb.val(subscribed).as('subscribed')])
        .where('id', '=', userId),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'topic']).doUpdateSet({ subscribed, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export interface WatchRow {
  id: number;
  user_id: number;
  good_id: number;
  kind: WatchKind;
  price: string | null;
  created_at: Date;
  notified_at: Date | null;
  number: string;
  good_name: string;
  brand_id: number;
  brand_name: string;
}

function watchQuery(db: Database) {
  return db
    .selectFrom('part_watches as w')
    .innerJoin('goods as g', 'g.id', 'w.good_id')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select([
      'w.id',
      'w.user_id',
      'w.good_id',
      'w.kind',
      'w.price',
      'w.created_at',
      'w.notified_at',
      'g.number',
      'g.name as good_name',
      'b.id as brand_id',
      'b.name as brand_name',
    ]);
}

/** The user's watches, newest first (at most `limit`). */
export function listWatches(db: Database, userId: number, limit: number): Promise<WatchRow[]> {
  return watchQuery(db).where('w.user_id', '=', userId).orderBy('w.id', 'desc').limit(limit).execute();
}

export function findWatch(db: Database, userId: number, watchId: number): Promise<WatchRow | undefined> {
  return watchQuery(db).where('w.user_id', '=', userId).where('w.id', '=', watchId).executeTakeFirst();
}

/** The watch of this good and kind, armed again (a mailed one waits for the next change). */
export async function upsertWatch(
  db: Database,
  values: { userId: number; goodId: number; kind: WatchKind; price: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('part_watches')
    .values({ user_id: values.userId, good_id: values.goodId, kind: values.kind, price: values.price })
    .onConflict((oc) =>
      oc.columns(['user_id', 'good_id', 'kind']).doUpdateSet({
        price: values.price,
        notified_at: null,
        created_at: sql<Date>`now()`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteWatch(db: Database, userId: number, watchId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('part_watches')
    .where('id', '=', watchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface GoodRow {
  id: number;
  brand_id: number;
}

export function findGood(db: Database, goodId: number): Promise<GoodRow | undefined> {
  return db.selectFrom('goods').select(['id', 'brand_id']).where('id', '=', goodId).executeTakeFirst();
}

/** Who watches, with what their prices depend on. */
export interface WatcherRow {
  id: number;
  email: string;
  is_wholesale: boolean;
  markup: string;
  price_level_id: number | null;
}

export function findWatchers(db: Database, userIds: readonly number[]): Promise<WatcherRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'is_wholesale', 'markup', 'price_level_id'])
    .where('id', 'in', userIds)
    .execute();
}

/** Waiting watches after `afterId`, a page at a time (the checker reads them without locks). */
export function waitingWatches(db: Database, afterId: number, limit: number): Promise<WatchRow[]> {
  return watchQuery(db)
    .where('w.notified_at', 'is', null)
    .where('w.id', '>', afterId)
    .orderBy('w.id')
    .limit(limit)
    .execute();
}

/**
 * Marks watches mailed; answers the ids this call marked. The row lock and the re-checked `notified_at is
 * null` let only one of concurrent checkers (several API instances) claim a watch: only it mails.
 */
export async function claimWatches(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('part_watches')
    .set({ notified_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('notified_at', 'is', null)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface StatusEventRow {
  id: number;
  order_id: number;
  status: OrderStatus;
  /** The manager's reason when the order is cancelled (back office), else empty or null. */
  cancel_reason: string | null;
  user_id: number;
  email: string;
  /** The owner's choice of the topic; null when never changed (the default applies). */
  subscribed: boolean | null;
}

/**
 * Claims the next unmailed status changes (`for update skip locked`: concurrent checkers take different
 * rows) and marks them mailed in the same statement, with the order's owner and their choice.
 */
export async function claimStatusEvents(db: Database, limit: number): Promise<StatusEventRow[]> {
  const result = await sql<StatusEventRow>`
    with claimed as (
      update order_status_events e set mailed_at = now()
      where e.id in (
        select id from order_status_events where mailed_at is null order by id limit ${limit}
        for update skip locked
      )
      returning e.id, e.order_id, e.status
    )
    select c.id, c.order_id, c.status, o.cancel_reason, o.user_id, u.email, s.subscribed
    from claimed c
    join orders o on o.id = c.order_id
    join users u on u.id = o.user_id
    left join mail_subscriptions s on s.user_id = o.user_id and s.topic = 'orderStatus'
    order by c.id`.execute(db);
  return result.rows;
}
