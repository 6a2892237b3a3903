// Several API instances behind nginx on one PostgreSQL server, under a bounded load of searches and orders on
// loopback: one instance is killed with SIGKILL, then PostgreSQL restarts. Searches retried by nginx succeed,
// failed orders sent again with the same Idempotency-Key are placed once, nothing is oversold, and the
// instances recover from the restart without one of their own. Prints error counts and searches per second
// held by two instances and by one. Through a second nginx acting as the Kubernetes ingress, each visitor is
// throttled by its own address and the API sees https.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  addOfficeOffer,
  apiLogin,
  emptyCart,
  OFFICE_WAREHOUSE,
  officeOffer,
  orderPayload,
  parts,
  type ApiSession,
} from '../src/checkout.js';
import { HSTS } from '../../api/src/http/security-headers.js';
import {
  INGRESS_ADDRESS,
  missingTools,
  requestFrom,
  startApiInstance,
  startNginx,
  startPostgres,
  waitReady,
  type ApiInstance,
  type Nginx,
  type PostgresServer,
} from '../src/cluster.js';
import { missingBuilds } from '../src/server.js';

const missing = [...missingTools(), ...missingBuilds()];
// CI installs nginx and PostgreSQL (.ci/run): there a missing tool is a failure, not a skip.
const skip = missing.length > 0 && !process.env.CI ? `нет ${missing.join(', ')}` : false;

const searches = [
  { brandName: 'MANN-FILTER', number: 'W 712/75' },
  { brandName: 'MAHLE', number: 'OC 90' },
  { brandName: 'BOSCH', number: '0 451 103 316' },
].map((query) => `/api/v2/search/findByQuery?${new URLSearchParams(query).toString()}`);

interface LoadCounts {
  searches: number;
  searchErrors: number;
  /** When the first and the last failed search ended (ms since the epoch), 0 if none failed. */
  firstError: number;
  lastError: number;
  /** Order attempts that failed and were sent again with the same key. */
  orderRetries: number;
  /** Steps before an order (cart) that failed and were started over. */
  cartErrors: number;
  ordersPlaced: number;
  /** Orders refused with 4xx (no stock left): the shop's answer, not an error. */
  ordersRefused: number;
  /** Orders that never got an answer within their retries. */
  ordersLost: number;
}

const emptyCounts = (): LoadCounts => ({
  searches: 0,
  searchErrors: 0,
  firstError: 0,
  lastError: 0,
  orderRetries: 0,
  cartErrors: 0,
  ordersPlaced: 0,
  ordersRefused: 0,
  ordersLost: 0,
});

/** Searches in `workers` loops until the deadline, through nginx; each non-200 answer is an error. */
async function searchLoad(
  baseUrl: string,
  until: number,
  workers: number,
  counts: LoadCounts,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_unused, worker) => {
      for (let i = worker; Date.now() < until; i += 1) {
        const ok = await fetch(`${baseUrl}${searches[i % searches.length]}`, {
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status === 200;
          },
          () => false,
        );
        counts.searches += 1;
        if (!ok) {
          counts.searchErrors += 1;
          counts.lastError = Date.now();
          counts.firstError ||= counts.lastError;
        }
      }
    }),
  );
}

/** `POST /api/orders/create` with this key until it gets an answer that is not a failure of the cluster. */
async function sendOrder(session: ApiSession, body: unknown, key: string, counts: LoadCounts) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const status = await fetch(`${session.baseUrl}/api/orders/create`, {
      method: 'POST',
      headers: {
        'x-authorization': `Bearer ${session.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (response) => {
        const text = await response.text();
        return response.status >= 500
          ? null
          : { status: response.status, id: response.ok ? (JSON.parse(text) as { id: number }).id : null };
      },
      () => null,
    );
    if (status) return status;
    counts.orderRetries += 1;
    await sleep(250);
  }
  return null;
}

/** One buyer ordering one unit of the oil filter at a time until the deadline or the stock runs out. */
async function orderLoad(
  session: ApiSession,
  until: number,
  counts: LoadCounts,
  placed: Map<string, number>,
): Promise<void> {
  while (Date.now() < until) {
    let body: unknown;
    try {
      await emptyCart(session);
      await addOfficeOffer(session, parts.oilFilter, 1);
      body = await orderPayload(session, 'Онлайн-оплата');
    } catch (error) {
      // The cart refuses a part out of stock (4xx): the shop's answer, and the end of this buyer's orders.
      if (/HTTP 4\d\d/.test(String(error))) {
        counts.ordersRefused += 1;
        return;
      }
      counts.cartErrors += 1;
      await sleep(250);
      continue;
    }
    const key = randomUUID();
    const answer = await sendOrder(session, body, key, counts);
    if (answer === null) counts.ordersLost += 1;
    else if (answer.id !== null) {
      counts.ordersPlaced += 1;
      placed.set(key, answer.id);
    } else {
      counts.ordersRefused += 1;
      // Out of stock: the rest of the run is searches.
      if (answer.status === 400 || answer.status === 409 || answer.status === 422) return;
    }
  }
}

function print(name: string, counts: LoadCounts): void {
  console.log(
    `${name}: поисков ${counts.searches}, ошибок поиска ${counts.searchErrors}; заказов ${counts.ordersPlaced}, ` +
      `повторов заказа с тем же ключом ${counts.orderRetries}, отказов 4xx ${counts.ordersRefused}, ` +
      `потеряно ${counts.ordersLost}; сбоев корзины ${counts.cartErrors}` +
      (counts.searchErrors ? `; поиск отказывал ${counts.lastError - counts.firstError} мс` : ''),
  );
}

async function searchSucceeds(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}${searches[0]}`, { signal: AbortSignal.timeout(3_000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.ok;
    },
    () => false,
  );
}

/** Milliseconds until a search through nginx succeeds. */
async function firstSuccess(baseUrl: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await searchSucceeds(baseUrl)) return Date.now() - started;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

describe('several API instances behind nginx', { skip }, () => {
  let pg: PostgresServer;
  let instances: ApiInstance[] = [];
  let nginx: Nginx;
  const placed = new Map<string, number>();
  /** Units of the offer put on stock by the test (each run starts with a fresh delivery). */
  let supplied = 0;
  let offerId = 0;
  let buyers: ApiSession[] = [];
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-cluster-media-'));

  before(async () => {
    pg = await startPostgres();
    pg.query('postgres', 'create database shop');
    const secret = randomBytes(32).toString('hex');
    // Started at once on an empty database: one migrates and loads the demo data, the others wait.
    instances = await Promise.all([1, 2, 3].map(() => startApiInstance(pg.url('shop'), secret, mediaDir)));
    await Promise.all(instances.map((instance) => waitReady(instance, 120_000)));
    nginx = await startNginx(instances.map((instance) => instance.port));
    buyers = await Promise.all(
      [
        { email: 'retail@example.com', password: 'retail-demo-1' },
        { email: 'wholesale@example.com', password: 'wholesale-demo-1' },
      ].map((account) => apiLogin(nginx.url, account)),
    );
    const offer = await officeOffer(buyers[0] as ApiSession, parts.oilFilter);
    // The office's offer of the part, found as the API found it (its key is opaque to the client).
    const [row] = pg.query(
      'shop',
      `select o.id, o.amount from offers o join goods g on g.id = o.good_id join brands b on b.id = g.brand_id
       join vendors v on v.id = o.vendor_id
       where b.name = '${parts.oilFilter.brand}' and g.number = '${parts.oilFilter.number}' and v.name = '${OFFICE_WAREHOUSE}'`,
    );
    offerId = Number(row?.split('|')[0]);
    assert.equal(Number(row?.split('|')[1]), offer.amount, 'the offer the buyers order');
    // Few enough to run out during a run: then the orders are refused, not oversold.
    supplied = 40;
    pg.query('shop', `update offers set amount = ${supplied} where id = ${offerId}`);
  });

  after(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    pg?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  test('serves the host build and proxies the API and pages through the project nginx.conf', async () => {
    const page = await fetch(`${nginx.url}/cabinet`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="?root"?|<html/);
    // A guest's page comes rendered by an instance; a signed-in visitor's is the plain page.
    const html = { accept: 'text/html' };
    const rendered = await fetch(`${nginx.url}/auth/login`, { headers: html });
    assert.equal(rendered.status, 200);
    assert.match(await rendered.text(), /<div id=root data-rendered[^>]*>.*Вход в личный кабинет/s);
    const plain = await fetch(`${nginx.url}/auth/login`, { headers: { ...html, cookie: 'signedIn=1' } });
    assert.match(await plain.text(), /<div id="?root"?>/);
    const search = await fetch(`${nginx.url}${searches[0]}`);
    assert.equal(search.status, 200);
  });

  test('behind the ingress each visitor is throttled by its own address, and https reaches the API', async () => {
    const attacker = '127.0.0.2';
    const customer = '127.0.0.3';
    assert.ok(![attacker, customer].includes(INGRESS_ADDRESS));
    const login = (from: string, baseUrl: string, email: string, password: string) =>
      requestFrom(from, `${baseUrl}/api/login_check`, {
        method: 'POST',
        // Every attempt of the attacker claims to come from the customer: believed neither way.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': customer },
        body: JSON.stringify({ username: email, password }),
      });
    // 20 failures per address pass (loginThrottle.perIp), each on another e-mail (5 per account would stop
    // one sooner); the attacker reaches nginx through the ingress, as every visitor of the Kubernetes site.
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_unused, i) =>
        login(attacker, nginx.ingressUrl, `guess-${i}@example.com`, 'wrong-password-1'),
      ),
    );
    assert.deepEqual(
      failures.map((answer) => answer.status),
      Array.from({ length: 20 }, () => 401),
    );
    const retail = { email: 'retail@example.com', password: 'retail-demo-1' };
    const locked = await login(attacker, nginx.ingressUrl, retail.email, retail.password);
    assert.equal(locked.status, 429, 'the attacker is throttled');
    // Straight to nginx (docker-compose.yml) the attacker is the same address, and throttled too.
    assert.equal((await login(attacker, nginx.url, retail.email, retail.password)).status, 429);
    const signedIn = await login(customer, nginx.ingressUrl, retail.email, retail.password);
    assert.equal(signedIn.status, 200, `another visitor signs in: ${signedIn.body}`);

    // The ingress said https: the API and nginx's own files send HSTS; a visitor claiming https does not get it.
    assert.equal(signedIn.headers['strict-transport-security'], HSTS, 'the API saw https');
    const file = await requestFrom(customer, `${nginx.ingressUrl}/index.html`);
    assert.equal(file.status, 200);
    assert.equal(file.headers['strict-transport-security'], HSTS, "nginx's file over https");
    for (const path of ['/api/user', '/index.html']) {
      const direct = await requestFrom(customer, `${nginx.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.equal(direct.headers['strict-transport-security'], undefined, `${path} over plain http`);
    }
  });

  test('every instance serves the demo pictures from the one media folder they share', async () => {
    const thumb = '/media/cache/resolve/thumb/demo/goods/oil.svg';
    for (const instance of instances) {
      const image = await fetch(`${instance.url}${thumb}`);
      assert.equal(image.status, 200, instance.url);
      assert.equal(image.headers.get('content-type'), 'image/png');
      assert.ok((await image.arrayBuffer()).byteLength > 0);
    }
    assert.equal((await fetch(`${nginx.url}${thumb}`)).status, 200, 'through nginx');
  });

  test('kill -9 of one instance under load: searches retried by nginx, orders placed once', async () => {
    const counts = emptyCounts();
    const until = Date.now() + 8_000;
    const load = Promise.all([
      searchLoad(nginx.url, until, 4, counts),
      ...buyers.map((buyer) => orderLoad(buyer, until, counts, placed)),
    ]);
    await sleep(2_000);
    await instances[0]?.stop('SIGKILL');
    await load;
    print('kill -9 одного экземпляра', counts);
    assert.ok(counts.searches > 50, 'the load ran');
    assert.equal(counts.searchErrors, 0, 'nginx sent every search the dead instance refused to a live one');
    assert.equal(counts.ordersLost, 0);
    assert.ok(counts.ordersPlaced > 0);
  });

  test('PostgreSQL restarts under load: the instances recover without a restart of their own', async () => {
    // Enough for the whole run: orders are under way while the server restarts.
    pg.query('shop', `update offers set amount = amount + 200 where id = ${offerId}`);
    supplied += 200;
    const counts = emptyCounts();
    const until = Date.now() + 10_000;
    const load = Promise.all([
      searchLoad(nginx.url, until, 4, counts),
      ...buyers.map((buyer) => orderLoad(buyer, until, counts, placed)),
    ]);
    await sleep(2_000);
    const restarted = Date.now();
    await pg.restart();
    const up = Date.now();
    // Straight to an instance, and through nginx, which rests instances that answered 503 for fail_timeout.
    const [direct, recovery] = await Promise.all([
      firstSuccess(instances[1]?.url ?? '', 15_000),
      firstSuccess(nginx.url, 15_000),
    ]);
    await load;
    print('перезапуск PostgreSQL', counts);
    console.log(
      `  PostgreSQL перезапущен за ${up - restarted} мс; после этого поиск снова отвечает: ` +
        `экземпляр напрямую через ${direct} мс, через nginx через ${recovery} мс`,
    );
    assert.ok(recovery < 10_000, `recovered within seconds (${recovery} ms)`);
    assert.equal(counts.ordersLost, 0, 'every order got an answer in the end');
    for (const instance of instances.slice(1)) {
      assert.equal(instance.process.exitCode, null, 'the instance kept running');
      assert.equal((await fetch(`${instance.url}/readyz`)).status, 200);
    }
  });

  test('every order is placed once and nothing is oversold', () => {
    const keys = [...placed.keys()].map((key) => `'${key}'`).join(',');
    const stored = pg.query(
      'shop',
      `select idempotency_key, id from orders where idempotency_key in (${keys})`,
    );
    assert.equal(stored.length, placed.size, 'one order per Idempotency-Key');
    for (const row of stored) {
      const [key, id] = row.split('|');
      assert.equal(placed.get(key ?? ''), Number(id), 'a repeated key answered the first order');
    }
    // The listed stock stays as supplied; open orders hold their units apart (stock_reservations).
    const [listed, reserved, sold] = (
      pg.query(
        'shop',
        `select o.amount, coalesce((select r.amount from stock_reservations r
            where r.vendor_id = o.vendor_id and r.good_id = o.good_id), 0),
          coalesce((select sum(i.amount - i.cancelled_amount) from order_items i where i.offer_id = o.id), 0)
         from offers o where o.id = ${offerId}`,
      )[0] ?? ''
    )
      .split('|')
      .map(Number);
    assert.equal(listed, supplied, 'the listed stock is what was supplied');
    assert.ok((sold ?? 0) <= supplied, `sold ${sold} of ${supplied}`);
    assert.equal(reserved, sold, 'what open orders hold = what was sold');
    console.log(`заказов ${placed.size}, продано ${sold} из ${supplied}, остаток ${supplied - (sold ?? 0)}`);
  });

  test('searches per second: two instances and one', async () => {
    const live = instances.slice(1);
    const rate = async (ports: number[]) => {
      await nginx.reload(ports);
      const counts = emptyCounts();
      const seconds = 5;
      await searchLoad(nginx.url, Date.now() + seconds * 1000, 8, counts);
      assert.equal(counts.searchErrors, 0);
      return counts.searches / seconds;
    };
    const two = await rate(live.map((instance) => instance.port));
    const one = await rate([live[0]?.port ?? 0]);
    console.log(
      `поиск через nginx: 2 экземпляра — ${two.toFixed(0)} запросов/с, 1 экземпляр — ${one.toFixed(0)} запросов/с`,
    );
    assert.ok(one > 0 && two > 0);
  });
});
