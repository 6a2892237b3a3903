import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CartResponse, OrderPayload } from '@shop/shared';
import { normalizeBrandName } from '@shop/shared/catalog';
import { openDatabase, type Database } from '../src/db/connection.js';
import { signed, toKopecks, type Notification } from '../src/payments/tbank/protocol.js';
import { demo } from './helpers.js';
import { insertCatalog, insertContract, insertMethods, type MethodIds } from './checkout-fixtures.js';
import {
  freePort,
  pause,
  priceListUpload,
  randomDelay,
  send,
  startApi,
  type ApiProcess,
} from './crash-process.js';

/**
 * kill -9 of the real API process in the middle of orders, payment notifications and a price-list import,
 * then a restart on the same database: every transaction is whole or absent. The moment of the kill is
 * random (many requests at once), so the checks are invariants that hold wherever it falls.
 */

const url = process.env.TEST_DATABASE_URL;
const skip = url
  ? false
  : 'needs TEST_DATABASE_URL: on PGlite the database lives inside the test process, no API process to kill';

const CUSTOMERS = 16;
const terminal = { key: 'CrashTestTerminal', password: 'crash-test-password' };
const schema = `crash_${randomBytes(5).toString('hex')}`;

let db: Database;
let env: Record<string, string>;
let api: ApiProcess | undefined;
let methods: MethodIds;
let offers: number[];
const customers: { id: number; token: string; contract: number }[] = [];

async function restart(): Promise<ApiProcess> {
  await api?.kill();
  api = await startApi(env);
  return api;
}

const ids = () => customers.map((customer) => customer.id);

function running(): ApiProcess {
  assert.ok(api, 'the API runs');
  return api;
}

async function rows<T>(query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Money and stock written by orders agree, whatever transaction the kill cut short. */
async function assertOrdersWhole(): Promise<void> {
  const withoutItems = await rows<{ id: number }>(sql`
    select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`);
  assert.deepEqual(withoutItems, [], 'every order has its lines');
  const withoutDebit = await rows<{ id: number }>(sql`
    select o.id from orders o
    where (select count(*) from contract_transactions t
           where t.order_id = o.id and t.kind = 'order' and t.amount = -o.total) <> 1`);
  assert.deepEqual(withoutDebit, [], 'every order has exactly one debit of its total');
  const offBalance = await rows<{ id: number }>(sql`
    select c.id from contracts c
    where c.balance <> coalesce((select sum(t.amount) from contract_transactions t where t.contract_id = c.id), 0)
      and c.id in (${sql.join(customers.map((customer) => customer.contract))})`);
  assert.deepEqual(offBalance, [], 'each balance is the sum of its movements');
  const offStock = await rows<{ vendor_id: number; good_id: number; held: number; open: number }>(sql`
    with open as (
      select i.vendor_id, i.good_id, sum(i.amount - i.cancelled_amount)::int as amount
      from order_items i join orders o on o.id = i.order_id
      where i.offer_id is not null and o.status in ('new', 'awaiting_payment', 'paid', 'in_work')
      group by i.vendor_id, i.good_id
    )
    select coalesce(r.vendor_id, open.vendor_id) as vendor_id, coalesce(r.good_id, open.good_id) as good_id,
      coalesce(r.amount, 0) as held, coalesce(open.amount, 0) as open
    from stock_reservations r full join open on open.vendor_id = r.vendor_id and open.good_id = r.good_id
    where coalesce(r.amount, 0) <> coalesce(open.amount, 0)`);
  assert.deepEqual(offStock, [], 'stock reserved = the open orders’ stock lines');
  const cartsOff = await rows<{ user_id: number }>(sql`
    select u.id as user_id from users u
    where u.id in (${sql.join(ids())})
      and (select count(*) from cart_items c where c.user_id = u.id)
        + (select count(*) from orders o where o.user_id = u.id) <> 1`);
  assert.deepEqual(cartsOff, [], 'a cart line is either still in the cart or in an order');
}

/** Kills the API as soon as the count query reaches `count` (or after 20 s). */
async function killAfter(query: ReturnType<typeof sql<{ count: number }>>, count: number): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until && ((await query.execute(db)).rows[0]?.count ?? 0) < count) await pause(2);
  await running().kill();
}

async function cartPayload(token: string): Promise<OrderPayload> {
  const cart = await send(running().base, '/api/v2/cart', { token });
  assert.equal(cart.status, 200, cart.text);
  return {
    contract: 0,
    customerComment: '',
    deliveryCustomerName: 'Тест Покупатель',
    deliveryAddress: null,
    deliveryMethod: methods.pickup,
    deliverySchedule: null,
    paymentMethod: methods.online,
    items: (JSON.parse(cart.text) as CartResponse).items.map((item) => ({
      id: item.id,
      isSelected: true,
      offer: item.offer,
      amount: item.amount,
      price: item.price,
      deliveryTime: item.deliveryTime,
      refund: item.refund,
    })),
  };
}

before(async () => {
  if (!url) return;
  env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    DEMO: '1',
    PORT: String(await freePort()),
    APP_SECRET: randomBytes(24).toString('hex'),
    TBANK_TERMINAL_KEY: terminal.key,
    TBANK_PASSWORD: terminal.password,
  };
  await restart();
  db = (await openDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: 'memory://' })).db;
  const catalog = await insertCatalog(db, { amount: 1000 });
  offers = [catalog.offerId, catalog.secondOfferId];
  await db.updateTable('offers').set({ amount: 1000 }).where('id', 'in', offers).execute();
  methods = await insertMethods(db);
  const retail = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', demo.retail.email)
    .executeTakeFirstOrThrow();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: CUSTOMERS }, (_, index) => ({
        email: `crash-${index}@example.test`,
        password_hash: retail.password_hash,
        type: 'retail' as const,
        last_name: 'Покупатель',
        first_name: 'Тест',
        middle_name: '',
        phone: '',
        address: '',
        markup: '0',
        company: null,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  for (const user of users) {
    const login = await send(running().base, '/api/login_check', {
      json: { username: user.email, password: demo.retail.password },
    });
    assert.equal(login.status, 200, login.text);
    const { token } = JSON.parse(login.text) as { token: string };
    customers.push({ id: user.id, token, contract: await insertContract(db, user.id) });
  }
});

after(async () => {
  if (!url) return;
  await api?.kill();
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('kill -9 of the API and a restart', { skip }, () => {
  it('in the middle of orders: each order whole (lines, debit, reservation) or absent', async (t: TestContext) => {
    for (const [index, customer] of customers.entries()) {
      const offer = offers[index % offers.length];
      const added = await send(running().base, '/api/v2/cart/add', {
        token: customer.token,
        json: { itemKey: `s${offer}`, amount: 1 + (index % 3) },
      });
      assert.equal(added.status, 200, added.text);
    }
    const payloads = await Promise.all(
      customers.map(async (customer) => ({
        ...(await cartPayload(customer.token)),
        contract: customer.contract,
      })),
    );
    const base = running().base;
    const answers = Promise.all(
      customers.map((customer, index) =>
        send(base, '/api/orders/create', { token: customer.token, json: payloads[index] }),
      ),
    );
    // Killed once a random number of them committed: the others are in flight or not yet started.
    await killAfter(sql`select count(*)::int as count from orders`, randomDelay(1, CUSTOMERS / 2));
    const replies = await answers;
    t.diagnostic(`answered before the kill: ${replies.filter((reply) => reply.status === 200).length}`);
    await restart();
    const kept = await db.selectFrom('orders').select('id').where('user_id', 'in', ids()).execute();
    t.diagnostic(`orders kept after the restart: ${kept.length} of ${CUSTOMERS}`);
    await assertOrdersWhole();
  });

  it('in the middle of payment notifications: the repeated notification credits once', async (t: TestContext) => {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'user_id', 'total'])
      .where('user_id', 'in', ids())
      .execute();
    assert.ok(orders.length > 0, 'some orders were placed before the kill');
    const notifications: Notification[] = [];
    for (const order of orders) {
      const token = customers.find((customer) => customer.id === order.user_id)?.token;
      const started = await send(running().base, `/api/orders/${order.id}/pay`, { token, json: {} });
      assert.equal(started.status, 200, started.text);
      const payment = await db
        .selectFrom('payments')
        .select(['idempotency_key', 'external_id', 'amount'])
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      notifications.push(
        signed(
          {
            TerminalKey: terminal.key,
            OrderId: payment.idempotency_key,
            Success: true,
            Status: 'CONFIRMED' as const,
            PaymentId: Number(payment.external_id),
            ErrorCode: '0',
            Amount: toKopecks(payment.amount),
          },
          terminal.password,
        ),
      );
    }
    const notify = (base: string) =>
      Promise.all(
        notifications.map((notification) =>
          send(base, '/api/payments/notification/tbank', { json: notification }),
        ),
      );
    const first = notify(running().base);
    await killAfter(
      sql`select count(*)::int as count from payments where status = 'succeeded'`,
      randomDelay(1, Math.max(2, notifications.length / 2)),
    );
    t.diagnostic(`settled before the kill: ${(await first).filter((reply) => reply.text === 'OK').length}`);

    await restart();
    for (const reply of await notify(running().base)) assert.equal(reply.text, 'OK');
    const credits = await rows<{ order_id: number; credits: number }>(sql`
      select o.id as order_id,
        (select count(*)::int from contract_transactions t where t.order_id = o.id and t.kind = 'payment')
          as credits
      from orders o where o.id in (${sql.join(orders.map((order) => order.id))})`);
    assert.deepEqual(
      credits.filter((row) => row.credits !== 1),
      [],
      'each order credited exactly once',
    );
    const unpaid = await rows<{ id: number }>(sql`
      select id from orders where id in (${sql.join(orders.map((order) => order.id))}) and status <> 'paid'`);
    assert.deepEqual(unpaid, []);
    await assertOrdersWhole();
  });

  it('in the middle of a price-list import: the vendor’s offers are all old or all new', async (t: TestContext) => {
    const OLD = 2_000;
    const NEW = 300_000;
    const brandName = `CRASHBRAND-${randomBytes(3).toString('hex')}`;
    const brand = await db
      .insertInto('brands')
      .values({ name: brandName, normalized_name: normalizeBrandName(brandName), thumbs: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vendor = await db
      .insertInto('vendors')
      .values({ name: 'Склад прайса', is_remote: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into goods (brand_id, number, normalized_number, name)
      select ${brand.id}, 'CR' || n, 'CR' || n, 'Деталь' from generate_series(1, ${OLD}) n`.execute(db);
    await sql`insert into offers (vendor_id, good_id, purchase_price, amount)
      select ${vendor.id}, id, 100, 1 from goods where brand_id = ${brand.id}`.execute(db);
    const goodsBefore = await db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();

    let csv = '';
    for (let n = 1; n <= NEW; n++) csv += `${brandName},CR${n},Деталь,200,2\n`;
    const upload = priceListUpload(
      { mapping: JSON.stringify({ brand: 0, number: 1, name: 2, price: 3, amount: 4 }), header: 'нет' },
      Buffer.from(csv),
    );
    const adminLogin = await send(running().base, '/api/login_check', {
      json: { username: demo.admin.email, password: demo.admin.password },
    });
    const { token } = JSON.parse(adminLogin.text) as { token: string };
    const imported = send(running().base, `/api/admin/pricelist/import?vendor=${vendor.id}`, {
      token,
      body: upload.body,
      type: upload.type,
    });
    let copying = false;
    for (let attempt = 0; attempt < 2_000 && !copying; attempt++) {
      const active = await rows<{ count: number }>(sql`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and state = 'active' and query ilike 'copy import_rows%'`);
      copying = (active[0]?.count ?? 0) > 0;
      if (!copying) await pause(5);
    }
    await running().kill();
    const reply = await imported;
    t.diagnostic(`killed while COPY ran: ${copying}; the upload's answer: ${reply.status}`);

    await restart();
    const state = await rows<{ offers: number; old: number; fresh: number }>(sql`
      select count(*)::int as offers,
        count(*) filter (where amount = 1 and purchase_price = 100)::int as old,
        count(*) filter (where amount = 2 and purchase_price = 200)::int as fresh
      from offers where vendor_id = ${vendor.id}`);
    const counts = state[0];
    assert.ok(counts);
    const allOld = counts.offers === OLD && counts.old === OLD;
    const allNew = counts.offers === NEW && counts.fresh === NEW;
    assert.ok(allOld || allNew, `offers: ${JSON.stringify(counts)}`);
    if (allOld) {
      const goodsAfter = await db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      assert.equal(goodsAfter.count, goodsBefore.count, 'the goods the import added went with it');
    }
    if (copying) assert.ok(allOld, 'killed during the COPY: nothing of the new list');
  });
});
