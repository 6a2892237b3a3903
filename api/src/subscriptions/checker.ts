import type { FastifyBaseLogger } from 'fastify';
import { orderStatusNames } from '@shop/shared';
import { partLink } from '@shop/shared/catalog';
import { formatMoney } from '@shop/shared/format';
import type { Database } from '../db/connection.js';
import type { Mailer } from '../mail/mailer.js';
import type { PricingSource } from '../pricing/source.js';
import { arrivalMail, orderStatusMail, priceDropMail } from './mails.js';
import { lowestPrices } from './prices.js';
import {
  claimStatusEvents,
  claimWatches,
  findWatchers,
  waitingWatches,
  type WatchRow,
  type WatcherRow,
} from './queries.js';
import { topicDefaults } from './topics.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** Watches read per page and status changes claimed per statement. */
const PAGE = 500;
const EVENTS_PER_CLAIM = 200;

export interface CheckerDeps {
  db: Database;
  mailer: Mailer;
  pricing: PricingSource;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}

export interface CheckResult {
  watchMails: number;
  statusMails: number;
}

const unsubscribeUrl = (deps: CheckerDeps, token: string) =>
  new URL(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, deps.publicUrl).href;

interface MetWatch {
  watch: WatchRow;
  watcher: WatcherRow;
  price: number;
}

/** The watches of one page whose condition holds now, priced for each watcher. */
async function metWatches(deps: CheckerDeps, watches: WatchRow[]): Promise<MetWatch[]> {
  const watchers = new Map(
    (await findWatchers(deps.db, [...new Set(watches.map((w) => w.user_id))])).map((u) => [u.id, u]),
  );
  const met: MetWatch[] = [];
  // Prices depend on who looks: one read of the offers per watcher of this page.
  for (const watcher of watchers.values()) {
    const own = watches.filter((watch) => watch.user_id === watcher.id);
    const prices = await lowestPrices(
      deps.db,
      deps.pricing,
      { isWholesale: watcher.is_wholesale, markup: watcher.markup, priceLevelId: watcher.price_level_id },
      own.map((watch) => ({ id: watch.good_id, brandId: watch.brand_id })),
    );
    for (const watch of own) {
      const price = prices.get(watch.good_id);
      if (price === undefined) continue;
      if (watch.kind === 'arrival' || (watch.price !== null && price < Number(watch.price))) {
        met.push({ watch, watcher, price });
      }
    }
  }
  return met;
}

function watchMail(deps: CheckerDeps, { watch, watcher, price }: MetWatch) {
  const part = {
    brandName: watch.brand_name,
    number: watch.number,
    name: watch.good_name,
    url: new URL(partLink(watch.brand_name, watch.number), deps.publicUrl).href,
  };
  const unsubscribe = unsubscribeUrl(
    deps,
    deps.tokens.sign({ userId: watcher.id, kind: 'watch', watchId: watch.id }),
  );
  return watch.kind === 'arrival'
    ? arrivalMail(watcher.email, part, formatMoney(price), unsubscribe)
    : priceDropMail(
        watcher.email,
        part,
        { before: formatMoney(watch.price), now: formatMoney(price) },
        unsubscribe,
      );
}

async function checkWatches(deps: CheckerDeps): Promise<number> {
  let sent = 0;
  for (let after = 0; ;) {
    const page = await waitingWatches(deps.db, after, PAGE);
    if (page.length === 0) return sent;
    after = page[page.length - 1]?.id ?? after;
    const met = await metWatches(deps, page);
    const claimed = await claimWatches(
      deps.db,
      met.map((item) => item.watch.id),
    );
    for (const item of met) {
      if (!claimed.has(item.watch.id)) continue;
      await deps.mailer.send(watchMail(deps, item));
      sent += 1;
    }
  }
}

async function checkStatusEvents(deps: CheckerDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const events = await claimStatusEvents(deps.db, EVENTS_PER_CLAIM);
    if (events.length === 0) return sent;
    for (const event of events) {
      if (!(event.subscribed ?? topicDefaults.orderStatus)) continue;
      const token = deps.tokens.sign({ userId: event.user_id, kind: 'topic', topic: 'orderStatus' });
      const order = {
        id: event.order_id,
        statusName: orderStatusNames[event.status],
        reason: event.status === 'cancelled' ? (event.cancel_reason ?? '') : '',
        url: new URL(`/order/${event.order_id}/status`, deps.publicUrl).href,
      };
      await deps.mailer.send(orderStatusMail(event.email, order, unsubscribeUrl(deps, token)));
      sent += 1;
    }
  }
}

/**
 * One pass of the checker: mails the watches whose condition holds and the orders' status changes, each
 * once. Rows are claimed before their mail is handed over, so a mail is never sent twice (a crash between
 * the two loses it instead); several API instances may run it at once.
 */
export async function runSubscriptionCheck(deps: CheckerDeps): Promise<CheckResult> {
  const statusMails = await checkStatusEvents(deps);
  const watchMails = await checkWatches(deps);
  return { watchMails, statusMails };
}

/** Runs the checker every `intervalMs` (0: never) until stopped; a failed pass is logged and retried later. */
export function startSubscriptionChecker(
  deps: CheckerDeps,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSubscriptionCheck(deps)
      .then(
        (result) => {
          if (result.watchMails + result.statusMails > 0) log.info(result, 'Письма подписок отправлены');
        },
        (error: unknown) => log.error({ err: error }, 'Проверка подписок не удалась'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
