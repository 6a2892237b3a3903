import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, Office, Page } from '@shop/shared';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';

describe('GET /api/page/{slug}, GET /api/offices', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('serves every demo page with Russian text', async () => {
    const titles: Record<string, string> = {
      about: 'О компании',
      contacts: 'Контакты',
      oferta: 'Публичная оферта',
      customers: 'Оптовым покупателям',
      delivery: 'Доставка',
      refund: 'Возврат товара',
    };
    for (const [slug, title] of Object.entries(titles)) {
      const response = await t.app.inject({ url: `/api/page/${slug}` });
      assert.equal(response.statusCode, 200, slug);
      const page = json<Page>(response);
      assert.equal(page.slug, slug);
      assert.equal(page.title, title);
      // The contacts page's text is short: its addresses, phones and requisites come from /api/seller.
      assert.ok(page.content.length > (slug === 'contacts' ? 50 : 200), slug);
      assert.match(page.content, /<p>|<ul>|<h2>/);
    }
    const home = json<Page>(await t.app.inject({ url: '/api/page/home' }));
    assert.ok(home.content.length > 50);
  });

  it('answers 404 in Russian for an unknown page, however odd the slug', async () => {
    for (const slug of [
      'no-such-page',
      encodeURIComponent("'; drop table pages; --"),
      encodeURIComponent('<script>'),
    ]) {
      const response = await t.app.inject({ url: `/api/page/${slug}` });
      assert.equal(response.statusCode, 404, slug);
      assert.deepEqual(json<ApiErrorBody>(response), { code: 404, message: 'Страница не найдена' });
    }
  });

  it('sanitises page HTML on output', async () => {
    await t.db
      .insertInto('pages')
      .values({
        slug: 'dirty',
        title: 'Грязная страница',
        content: [
          '<h2 onclick="steal()">Заголовок</h2>',
          '<script>alert("xss")</script>',
          '<p style="color:red">Текст <b>жирный</b> <a href="javascript:alert(1)">плохая</a>',
          '<a href="https://example.com" target="_blank">хорошая</a> <a href="tel:+79780000000">звонок</a></p>',
          '<img src="x" onerror="alert(1)" alt="фото"><img src="https://example.com/a.png" alt="ок">',
          '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
          '<p id="page-data">{}</p><h3 id="delivery">Доставка</h3><a href="#delivery" name="root">к доставке</a>',
        ].join(''),
      })
      .execute();
    const response = await t.app.inject({ url: '/api/page/dirty' });
    assert.equal(response.statusCode, 200);
    const { content } = json<Page>(response);
    assert.ok(!/<script|onerror|onclick|javascript:|<iframe|<style|style=/i.test(content), content);
    assert.match(content, /<h2>Заголовок<\/h2>/);
    assert.match(content, /<b>жирный<\/b>/);
    assert.match(
      content,
      /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">хорошая<\/a>/,
    );
    assert.match(content, /href="tel:\+79780000000"/);
    assert.match(content, /<img src="https:\/\/example.com\/a.png" alt="ок" \/>/);
    // No element of the page's own (its data, its root) can be taken; the anchor still leads to its heading.
    assert.match(content, /<p id="content-page-data">\{\}<\/p><h3 id="content-delivery">Доставка<\/h3>/);
    assert.match(content, /<a href="#content-delivery" name="content-root">к доставке<\/a>/);
  });

  it('lists the offices, the main one first', async () => {
    const response = await t.app.inject({ url: '/api/offices' });
    assert.equal(response.statusCode, 200);
    const offices = json<Office[]>(response);
    assert.ok(offices.length >= 3);
    assert.equal(offices[0]?.isMain, true);
    assert.match(offices[0]?.address ?? '', /Симферополь/);
    assert.ok(offices.some((office) => office.address.includes('Севастополь')));
    assert.ok(offices.some((office) => office.address.includes('Ялта')));
    for (const office of offices) {
      assert.match(office.phone, /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
      assert.ok(office.email.includes('@') && office.workTime.length > 0);
      assert.equal(typeof office.latitude, 'number');
    }
  });
});

describe('POST /api/error/client', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('stores a report (204), cutting long texts, with the user when logged in', async () => {
    const token = await login(t.app, demo.retail.email, demo.retail.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/error/client',
      headers: bearer(token, { 'user-agent': 'Mozilla/5.0 test' }),
      payload: {
        message: 'TypeError: x is undefined',
        stack: 's'.repeat(50_000),
        url: 'https://shop.test/cart',
      },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const row = await t.db.selectFrom('client_errors').selectAll().executeTakeFirstOrThrow();
    assert.equal(row.message, 'TypeError: x is undefined');
    assert.equal(row.stack?.length, 16_000);
    assert.equal(row.url, 'https://shop.test/cart');
    assert.equal(row.user_agent, 'Mozilla/5.0 test');
    assert.ok(row.user_id !== null);
  });

  it('stores a guest report, even with a stale token, and keeps script text as text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/error/client',
      headers: bearer('stale.token.value'),
      payload: { message: '<script>alert(1)</script>' },
    });
    assert.equal(response.statusCode, 204);
    const row = await t.db
      .selectFrom('client_errors')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(row.message, '<script>alert(1)</script>');
    assert.equal(row.user_id, null);
  });

  it('refuses bad reports without writing', async () => {
    const before = await countRows(t.db, 'client_errors');
    const cases: { payload: string; status: number }[] = [
      { payload: '{}', status: 400 },
      { payload: '{"message": ""}', status: 400 },
      { payload: '{"message": 1}', status: 400 },
      { payload: '{"message": "x", "stack": 5}', status: 400 },
      { payload: 'oops', status: 400 },
      { payload: JSON.stringify({ message: 'x'.repeat(300_000) }), status: 413 },
    ];
    for (const { payload, status } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/error/client',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, status, payload.slice(0, 50));
      assert.equal(json<ApiErrorBody>(response).code, status);
    }
    assert.equal(await countRows(t.db, 'client_errors'), before);
  });
});
