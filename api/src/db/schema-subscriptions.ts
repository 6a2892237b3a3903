import type { Generated } from 'kysely';
import type { BigRef, CreatedAt, Defaulted, NullableNumeric, NullableTimestamp } from './columns.js';
import type { OrderStatus } from './schema-orders.js';

export type MailTopic = 'orderStatus' | 'promotions' | 'news';

/** A topic whose subscription the user changed (migration `0014-topups-and-subscriptions`). */
export interface MailSubscriptionsTable {
  user_id: number;
  topic: MailTopic;
  subscribed: boolean;
  updated_at: Defaulted<Date>;
}

export type WatchKind = 'arrival' | 'priceDrop';

/** 'Сообщить о поступлении' or a price drop of one good, mailed once. */
export interface PartWatchesTable {
  id: Generated<number>;
  user_id: number;
  good_id: BigRef;
  kind: WatchKind;
  price: NullableNumeric;
  created_at: CreatedAt;
  notified_at: NullableTimestamp;
}

/** A change of an order's status, written by the trigger `order_status_events`. */
export interface OrderStatusEventsTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  created_at: CreatedAt;
  mailed_at: NullableTimestamp;
}

export interface SubscriptionTables {
  order_status_events: OrderStatusEventsTable;
  mail_subscriptions: MailSubscriptionsTable;
  part_watches: PartWatchesTable;
}
