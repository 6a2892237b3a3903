import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiErrorBody } from '@shop/shared';
import { bearer, createTestApp, cyrillic, demo, json, login, TEST_SECRET, type TestApp } from './helpers.js';
import { insertCatalog, type CatalogFixture } from './checkout-fixtures.js';
import { createOrder } from './payment-fixtures.js';
import { createOutboxMailer } from '../src/mail/mailer.js';
import { createPricingSource } from '../src/pricing/source.js';
import { runSubscriptionCheck, type CheckerDeps } from '../src/subscriptions/checker.js';
import { createUnsubscribeTokens } from '../src/subscriptions/unsubscribe-token.js';
import type { PartWatch, Subscriptions, TopicSubscription } from '../src/subscriptions/service.js';

let t: TestApp;
let retail: string;
let wholesale: string;
let deps: CheckerDeps;

before(async () => {
  t = await createTestApp();
  retail = await login(t.app, demo.retail.email, demo.retail.password);
  wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  deps = {
    db: t.db,
    mailer: createOutboxMailer(t.db),
    pricing: createPricingSource(t.db, 0),
    tokens: createUnsubscribeTokens(TEST_SECRET),
    publicUrl: t.config.publicUrl,
  };
});
after(() => t.close());

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const mailsTo = (email: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

const setStock = (goodId: number, amount: number) =>
  t.db.updateTable('offers').set({ amount }).where('good_id', '=', goodId).execute();

describe('e-mail subscriptions', () => {
  test('order status on, promotions and news off by default; each is a toggle of the user', async () => {
    const initial = json<Subscriptions>(await request('GET', '/api/subscriptions', retail));
    assert.deepEqual(
      initial.topics.map((topic) => [topic.topic, topic.subscribed]),
      [
        ['orderStatus', true],
        ['promotions', false],
        ['news', false],
      ],
    );
    const changed = await request('PUT', '/api/subscriptions/topics/promotions', retail, {
      subscribed: true,
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(
      json<TopicSubscription[]>(changed).find((topic) => topic.topic === 'promotions')?.subscribed,
      true,
    );
    // Another user's choices are their own.
    const other = json<Subscriptions>(await request('GET', '/api/subscriptions', wholesale));
    assert.equal(other.topics.find((topic) => topic.topic === 'promotions')?.subscribed, false);
  });

  test('an unknown topic is 404, a body without a boolean 400, a guest 401: in Russian, nothing stored', async () => {
    const before = await t.db.selectFrom('mail_subscriptions').selectAll().execute();
    const unknown = await request('PUT', '/api/subscriptions/topics/spam', retail, { subscribed: true });
    assert.equal(unknown.statusCode, 404);
    assert.match(json<ApiErrorBody>(unknown).message, cyrillic);
    const bad = await request('PUT', '/api/subscriptions/topics/news', retail, { subscribed: 'yes' });
    assert.equal(bad.statusCode, 400);
    assert.match(json<ApiErrorBody>(bad).message, cyrillic);
    assert.equal((await request('GET', '/api/subscriptions')).statusCode, 401);
    assert.deepEqual(await t.db.selectFrom('mail_subscriptions').selectAll().execute(), before);
  });
});

describe('part watches and the checker', () => {
  let absent: CatalogFixture;
  let present: CatalogFixture;
  let arrival: PartWatch;
  let drop: PartWatch;

  before(async () => {
    absent = await insertCatalog(t.db);
    await setStock(absent.good.id, 0);
    present = await insertCatalog(t.db);
  });

  test("'Сообщить о поступлении' for a part nobody has, a price drop for one in stock at the user's price", async () => {
    const answer = await request('POST', '/api/subscriptions/watches', wholesale, {
      good: absent.good.id,
      kind: 'arrival',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    arrival = json<PartWatch>(answer);
    assert.deepEqual([arrival.kind, arrival.price, arrival.notifiedAt], ['arrival', null, null]);

    const priced = await request('POST', '/api/subscriptions/watches', wholesale, {
      good: present.good.id,
      kind: 'priceDrop',
    });
    assert.equal(priced.statusCode, 200, priced.body);
    drop = json<PartWatch>(priced);
    // Purchase 1000 ₽, wholesale level +10 % and the demo wholesale user's 7 % markup.
    assert.ok(drop.price !== null && drop.price > 1000, `the user's own price: ${String(drop.price)}`);

    const list = json<Subscriptions>(await request('GET', '/api/subscriptions', wholesale));
    assert.deepEqual(
      list.watches.map((watch) => watch.id),
      [drop.id, arrival.id],
    );
    assert.equal(json<Subscriptions>(await request('GET', '/api/subscriptions', retail)).watches.length, 0);
  });

  test('a watch that cannot be met, an unknown good or kind: 400 in Russian, nothing stored', async () => {
    const count = (await t.db.selectFrom('part_watches').selectAll().execute()).length;
    for (const payload of [
      { good: present.good.id, kind: 'arrival' },
      { good: absent.good.id, kind: 'priceDrop' },
      { good: 2_000_000_000, kind: 'arrival' },
      { good: present.good.id, kind: 'always' },
      { good: 'x', kind: 'arrival' },
    ]) {
      const answer = await request('POST', '/api/subscriptions/watches', wholesale, payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.match(json<ApiErrorBody>(answer).message, cyrillic);
    }
    assert.equal((await t.db.selectFrom('part_watches').selectAll().execute()).length, count);
  });

  test("another user's watch answers 404 and stays", async () => {
    const foreign = await request('DELETE', `/api/subscriptions/watches/${arrival.id}`, retail);
    assert.equal(foreign.statusCode, 404);
    assert.equal(json<ApiErrorBody>(foreign).message, 'Подписка на запчасть не найдена');
    assert.ok(
      await t.db.selectFrom('part_watches').select('id').where('id', '=', arrival.id).executeTakeFirst(),
    );
  });

  test('the checker mails a met watch once, also with two checkers running at the same time', async () => {
    const before = (await mailsTo(demo.wholesale.email)).length;
    assert.deepEqual(await runSubscriptionCheck(deps), { watchMails: 0, statusMails: 0 });

    await setStock(absent.good.id, 3);
    const results = await Promise.all([runSubscriptionCheck(deps), runSubscriptionCheck(deps)]);
    assert.equal(
      results.reduce((sum, result) => sum + result.watchMails, 0),
      1,
    );
    assert.equal((await runSubscriptionCheck(deps)).watchMails, 0);
    const mails = (await mailsTo(demo.wholesale.email)).slice(before);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]?.subject, `Поступление: ${absent.brandName} ${absent.good.number}`);
    assert.match(mails[0]?.text ?? '', /есть в наличии по цене от/);
    assert.match(
      mails[0]?.text ?? '',
      /Отписаться от этих писем: http:\/\/shop\.test\/api\/subscriptions\/unsubscribe\?token=/,
    );

    // The price drop: nothing until an offer is cheaper than the price seen, then one mail.
    await t.db
      .updateTable('offers')
      .set({ purchase_price: '900.00' })
      .where('id', '=', present.offerId)
      .execute();
    assert.equal((await runSubscriptionCheck(deps)).watchMails, 1);
    assert.equal((await runSubscriptionCheck(deps)).watchMails, 0);
    const last = (await mailsTo(demo.wholesale.email)).at(-1);
    assert.equal(last?.subject, `Цена снизилась: ${present.brandName} ${present.good.number}`);
    const listed = json<Subscriptions>(await request('GET', '/api/subscriptions', wholesale)).watches;
    assert.ok(listed.every((watch) => watch.notifiedAt !== null));
  });

  test("the watch mail's link removes the watch without a login; its owner removes one in the cabinet", async () => {
    const mail = (await mailsTo(demo.wholesale.email)).at(-1);
    const link = /unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const done = await request('POST', `/api/subscriptions/unsubscribe?token=${link}`);
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /Вы отписались от уведомлений об этой запчасти/);
    assert.equal(
      await t.db.selectFrom('part_watches').select('id').where('id', '=', drop.id).executeTakeFirst(),
      undefined,
    );
    assert.equal(
      (await request('DELETE', `/api/subscriptions/watches/${arrival.id}`, wholesale)).statusCode,
      204,
    );
    assert.equal(
      json<Subscriptions>(await request('GET', '/api/subscriptions', wholesale)).watches.length,
      0,
    );
  });
});

describe('order status mails and the signed unsubscribe link', () => {
  test('a change of status mails the subscribed owner once; a tampered link changes nothing; the link unsubscribes', async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'online',
      lines: [{ number: 'OC 90', price: '617.25', amount: 1 }],
    });
    await runSubscriptionCheck(deps);
    const before = (await mailsTo(demo.retail.email)).length;
    await t.db.updateTable('orders').set({ status: 'in_work' }).where('id', '=', order.orderId).execute();
    assert.equal((await runSubscriptionCheck(deps)).statusMails, 1);
    assert.equal((await runSubscriptionCheck(deps)).statusMails, 0);
    const mail = (await mailsTo(demo.retail.email)).slice(before)[0];
    assert.equal(mail?.subject, `Заказ № ${order.orderId}: В работе`);

    const token = decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(/^\d+/, (id) => `9${id}`),
    ).toString('base64url');
    for (const bad of [
      `${payload}.${signature.slice(0, -2)}AA`,
      `${forged}.${signature}`,
      'garbage',
      `${payload}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const url = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(bad)}`;
        const page = await t.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
        assert.equal(page.statusCode, 400, `${method} ${bad}`);
        assert.match(page.headers['content-type']?.toString() ?? '', /^text\/html/);
        assert.match(page.body, /Ссылка для отписки недействительна/);
        const answer = await request(method, url);
        assert.equal(answer.statusCode, 400);
        assert.match(json<ApiErrorBody>(answer).message, /^Ссылка для отписки недействительна/);
      }
    }
    assert.equal(
      (await t.db.selectFrom('mail_subscriptions').selectAll().where('topic', '=', 'orderStatus').execute())
        .length,
      0,
    );

    const page = await request('GET', `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<form method="post"/);
    const statusTopic = async () =>
      json<Subscriptions>(await request('GET', '/api/subscriptions', retail)).topics.find(
        (topic) => topic.topic === 'orderStatus',
      );
    assert.equal((await statusTopic())?.subscribed, true, 'opening the link alone changes nothing');
    const done = await request('POST', `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`);
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /Вы отписались от писем «Изменение статуса заказа»/);
    assert.equal((await statusTopic())?.subscribed, false);

    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', order.orderId).execute();
    assert.equal((await runSubscriptionCheck(deps)).statusMails, 0);
  });
});
