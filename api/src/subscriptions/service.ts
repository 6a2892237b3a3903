import type { Database } from '../db/connection.js';
import type { MailTopic, WatchKind } from '../db/schema-subscriptions.js';
import { HttpError, notFound } from '../errors/http-error.js';
import type { PricingSource } from '../pricing/source.js';
import { lowestPrices, type PriceViewer } from './prices.js';
import {
  deleteWatch,
  findGood,
  findWatch,
  listTopicChoices,
  listWatches,
  saveTopicChoice,
  upsertWatch,
  type WatchRow,
} from './queries.js';
import { isMailTopic, mailTopics, topicDefaults, topicNames } from './topics.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

export const subscriptionMessages = {
  topicNotFound: 'Такой рассылки нет',
  watchNotFound: 'Подписка на запчасть не найдена',
  goodNotFound: 'Запчасть не найдена',
  inStock: 'Запчасть уже есть в наличии: подпишитесь на снижение цены',
  noOffers: 'Запчасти нет в наличии: подпишитесь на поступление',
  badLink:
    'Ссылка для отписки недействительна или повреждена. Отпишитесь в личном кабинете, в разделе «Подписки».',
} as const;

/** How many watches the page lists; older ones stay and still work. */
export const WATCHES_LISTED = 200;

export interface TopicSubscription {
  topic: MailTopic;
  name: string;
  subscribed: boolean;
}

export interface PartWatch {
  id: number;
  kind: WatchKind;
  good: { id: number; number: string; name: string; brand: { name: string } };
  /** The price seen when a price-drop watch was set; null for an arrival watch. */
  price: number | null;
  createdAt: string;
  /** When the mail went; null while the watch waits. */
  notifiedAt: string | null;
}

export interface Subscriptions {
  topics: TopicSubscription[];
  watches: PartWatch[];
}

const toWatch = (row: WatchRow): PartWatch => ({
  id: row.id,
  kind: row.kind,
  good: { id: row.good_id, number: row.number, name: row.good_name, brand: { name: row.brand_name } },
  price: row.price === null ? null : Number(row.price),
  createdAt: row.created_at.toISOString(),
  notifiedAt: row.notified_at?.toISOString() ?? null,
});

export async function topicSubscriptions(db: Database, userId: number): Promise<TopicSubscription[]> {
  const choices = await listTopicChoices(db, userId);
  return mailTopics.map((topic) => ({
    topic,
    name: topicNames[topic],
    subscribed: choices.get(topic) ?? topicDefaults[topic],
  }));
}

export async function subscriptionsOf(db: Database, userId: number): Promise<Subscriptions> {
  const [topics, watches] = await Promise.all([
    topicSubscriptions(db, userId),
    listWatches(db, userId, WATCHES_LISTED),
  ]);
  return { topics, watches: watches.map(toWatch) };
}

export async function setTopic(
  db: Database,
  userId: number,
  topic: string,
  subscribed: boolean,
): Promise<TopicSubscription[]> {
  if (!isMailTopic(topic)) throw notFound(subscriptionMessages.topicNotFound);
  await saveTopicChoice(db, userId, topic, subscribed);
  return topicSubscriptions(db, userId);
}

/**
 * A watch of a good: 'arrival' for a part nobody has now, 'priceDrop' remembering the user's lowest price
 * now. Setting one again arms it again.
 */
export async function addWatch(
  db: Database,
  pricing: PricingSource,
  viewer: PriceViewer & { userId: number },
  goodId: number,
  kind: WatchKind,
): Promise<PartWatch> {
  const good = await findGood(db, goodId);
  if (!good)
    throw new HttpError(400, subscriptionMessages.goodNotFound, {
      violations: [{ propertyPath: 'good', message: subscriptionMessages.goodNotFound }],
    });
  const price = (await lowestPrices(db, pricing, viewer, [{ id: good.id, brandId: good.brand_id }])).get(
    good.id,
  );
  if (kind === 'arrival' && price !== undefined) throw new HttpError(400, subscriptionMessages.inStock);
  if (kind === 'priceDrop' && price === undefined) throw new HttpError(400, subscriptionMessages.noOffers);
  const id = await upsertWatch(db, {
    userId: viewer.userId,
    goodId,
    kind,
    price: price === undefined ? null : price.toFixed(2),
  });
  const row = await findWatch(db, viewer.userId, id);
  if (!row) throw notFound(subscriptionMessages.watchNotFound);
  return toWatch(row);
}

export async function removeWatch(db: Database, userId: number, watchId: number): Promise<void> {
  if (!(await deleteWatch(db, userId, watchId))) throw notFound(subscriptionMessages.watchNotFound);
}

/** What the unsubscribe link stopped, for its page; null for a tampered or foreign link (nothing changes). */
export async function unsubscribe(
  db: Database,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<string | null> {
  const target = tokens.read(token);
  if (target === null) return null;
  if (target.kind === 'topic') {
    await saveTopicChoice(db, target.userId, target.topic, false);
    return `Вы отписались от писем «${topicNames[target.topic]}».`;
  }
  await deleteWatch(db, target.userId, target.watchId);
  return 'Вы отписались от уведомлений об этой запчасти.';
}
