import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { ApiErrorBody, FindByQueryResponse, PriceCalculation } from '@shop/shared';
import { contentSchemas } from '@shop/back-office-rules';
import { adminKinds } from '../src/content/admin-kinds.js';
import { countRows, json } from './helpers.js';
import { insertCustomer, type Customer } from './checkout-fixtures.js';
import { orderSuite } from './order-requests.js';

type Suite = Awaited<ReturnType<typeof orderSuite>>;

function multipart(name: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----content-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('content admin API', () => {
  let s: Suite;
  let admin: Customer;
  let customer: Customer;
  before(async () => {
    s = await orderSuite();
    admin = await insertCustomer(s.t.app, s.t.db, { admin: true });
    customer = await insertCustomer(s.t.app, s.t.db);
  });
  after(() => s.t.close());

  const call = (
    who: Customer | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => s.t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const audit = (action: string) =>
    s.t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

  it('refuses guests (401) and customers (403) before reading the input; nothing is written', async () => {
    const before = await countRows(s.t.db, 'posts');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/content/posts', undefined],
      ['POST', '/api/admin/content/posts', { title: 1 }],
      ['POST', '/api/admin/content/posts', { type: 'news', slug: 'x', title: 'Икс' }],
      ['PUT', '/api/admin/content/promotions/abc', { nonsense: true }],
      ['DELETE', '/api/admin/content/offices/1', undefined],
      ['POST', '/api/admin/content/slides/1/publish', undefined],
      ['PUT', '/api/admin/content/campaign-settings', { isActive: 'yes' }],
      ['GET', '/api/admin/media', undefined],
      ['GET', '/api/admin/content/posts?sort=nonsense&page=0', undefined],
      ['GET', '/api/admin/content/goods?ids=1,2', undefined],
    ] as const) {
      const guest = await call(null, method, url, payload);
      assert.equal(guest.statusCode, 401, `${method} ${url}`);
      const refused = await call(customer, method, url, payload);
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
      assert.equal(json<ApiErrorBody>(refused).message, 'Доступ запрещён');
    }
    const upload = multipart('a.png', Buffer.from('x'));
    const refused = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...customer.headers, ...upload.headers },
      payload: upload.payload,
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(await countRows(s.t.db, 'posts'), before);
    assert.equal(await countRows(s.t.db, 'media'), 0);
  });

  it('creates a draft sanitised on save, hidden until published; every change audited with before and after', async () => {
    const created = await call(admin, 'POST', '/api/admin/content/posts', {
      type: 'news',
      slug: 'otkrytie-sklada',
      title: 'Открытие склада',
      content:
        '<p id="hours" onmouseover="x()">Склад открыт<script>alert(1)</script><img src="/media/a.png" onerror="x()"></p>',
    });
    assert.equal(created.statusCode, 200, created.body);
    const post = json<{ id: number; content: string; isPublished: boolean }>(created);
    assert.equal(post.isPublished, false);
    assert.equal(post.content, '<p id="content-hours">Склад открыт<img src="/media/a.png" /></p>');
    const stored = await s.t.db
      .selectFrom('posts')
      .select('content')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.content, post.content, 'stored sanitised');
    assert.equal((await call(customer, 'GET', '/api/posts/news/otkrytie-sklada')).statusCode, 404, 'a draft');

    const published = await call(admin, 'POST', `/api/admin/content/posts/${post.id}/publish`);
    assert.equal(json<{ isPublished: boolean }>(published).isPublished, true);
    const shown = await call(customer, 'GET', '/api/posts/news/otkrytie-sklada');
    assert.equal(shown.statusCode, 200);
    assert.equal(json<{ content: string }>(shown).content, post.content, 'sanitised again, prefixed once');

    const renamed = await call(admin, 'PUT', `/api/admin/content/posts/${post.id}`, {
      title: 'Склад открыт',
    });
    assert.equal(json<{ title: string; slug: string }>(renamed).title, 'Склад открыт');
    const [update] = await audit('content.posts.update');
    assert.equal(update?.actor_user_id, admin.id);
    const details = update?.details as { before: { title: string }; after: { title: string }; id: number };
    assert.equal(details.before.title, 'Открытие склада');
    assert.equal(details.after.title, 'Склад открыт');
    assert.equal(details.id, post.id);
    assert.equal((await audit('content.posts.create')).length, 1);
    assert.equal((await audit('content.posts.publish')).length, 1);

    await call(admin, 'POST', `/api/admin/content/posts/${post.id}/unpublish`);
    assert.equal((await call(customer, 'GET', '/api/posts/news/otkrytie-sklada')).statusCode, 404);

    const removed = await call(admin, 'DELETE', `/api/admin/content/posts/${post.id}`);
    assert.equal(removed.statusCode, 204);
    assert.equal((await audit('content.posts.delete')).length, 1);
    assert.equal((await call(admin, 'DELETE', `/api/admin/content/posts/${post.id}`)).statusCode, 404);
  });

  it('refuses a taken slug, a missing file, unknown goods and a period ending before it starts; nothing written', async () => {
    const first = await call(admin, 'POST', '/api/admin/content/page-blocks', {
      url: '/cart',
      content: '<b>Корзина</b>',
    });
    assert.equal(first.statusCode, 200, first.body);
    const rows = await countRows(s.t.db, 'audit_log');
    const again = await call(admin, 'POST', '/api/admin/content/page-blocks', {
      url: '/cart',
      content: 'второй',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(json<ApiErrorBody>(again).message, 'Запись с таким адресом уже есть');
    const slide = await call(admin, 'POST', '/api/admin/content/slides', {
      slug: 's1',
      title: 'Слайд',
      image: 'none/x.png',
    });
    assert.equal(slide.statusCode, 400);
    assert.match(JSON.stringify(json<ApiErrorBody>(slide).violations), /загрузите/);
    // A stored image (its row is enough), so that the link is what the slide is refused for.
    const image = { path: 'demo/slide.png', content_type: 'image/png', size: 1, checksum: '0' };
    await s.t.db.insertInto('media').values(image).execute();
    for (const link of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const offSite = await call(admin, 'POST', '/api/admin/content/slides', {
        slug: 's2',
        title: 'Слайд',
        image: image.path,
        link,
      });
      assert.equal(offSite.statusCode, 400, link);
      assert.deepEqual(json<ApiErrorBody>(offSite).violations, [
        {
          propertyPath: 'link',
          message: 'Адрес страницы этого сайта: начинается с одной «/», без пробелов и «\\»',
        },
      ]);
    }
    await s.t.db.deleteFrom('media').where('path', '=', image.path).execute();
    const promotion = await call(admin, 'POST', '/api/admin/content/promotions', {
      slug: 'p1',
      title: 'Акция',
      startAt: '2026-01-10T00:00:00Z',
      endAt: '2026-01-01T00:00:00Z',
    });
    assert.equal(promotion.statusCode, 400);
    const goods = await call(admin, 'POST', '/api/admin/content/carousels', {
      type: 'x',
      title: 'Икс',
      goodIds: [2_000_000_000],
    });
    assert.equal(goods.statusCode, 400);
    const badSlug = await call(admin, 'POST', '/api/admin/content/posts', {
      type: 'news',
      slug: 'Не латиница',
      title: 'Т',
    });
    assert.equal(badSlug.statusCode, 400);
    assert.equal(await countRows(s.t.db, 'audit_log'), rows);
  });

  it('uploads images and PDFs checked by their bytes, names them by content, refuses others', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4f91' } })
      .png()
      .toBuffer();
    const send = (name: string, data: Buffer) => {
      const body = multipart(name, data);
      return s.t.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const uploaded = await send('Баннер зима.png', png);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const file = json<{ path: string; contentType: string; size: number }>(uploaded);
    assert.match(file.path, /^uploads\/[0-9a-f]{12}-file\.png$/);
    assert.equal(file.contentType, 'image/png');
    const served = await s.t.app.inject({ url: `/media/${file.path}` });
    assert.ok(served.rawPayload.equals(png));
    const list = await sharp(
      (await s.t.app.inject({ url: `/media/cache/resolve/list/${file.path}` })).rawPayload,
    ).metadata();
    assert.deepEqual([list.width, list.height], [240, 160]);
    assert.equal((await audit('content.media.upload')).length, 1);

    assert.equal((await send('script.js', Buffer.from('alert(1)'))).statusCode, 415);
    assert.equal((await send('fake.png', Buffer.from('not a png at all'))).statusCode, 400);
    assert.equal((await send('fake.pdf', png)).statusCode, 400);
    assert.equal((await send('doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).statusCode, 200);
    const huge = await send('huge.png', Buffer.alloc(s.t.config.mediaMaxBytes + 1));
    assert.equal(huge.statusCode, 413);
    assert.equal((await audit('content.media.upload')).length, 2);
  });

  it('changes the campaign settings (audited)', async () => {
    const changed = await call(admin, 'PUT', '/api/admin/content/campaign-settings', {
      isActive: true,
      toastShowTime: 5,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const settings = json<{ isActive: boolean; toastShowTime: number; modalShowTime: number }>(
      await call(customer, 'GET', '/api/actions_campaign/settings'),
    );
    assert.deepEqual([settings.isActive, settings.toastShowTime, settings.modalShowTime], [true, 5, 30]);
    const [row] = await audit('content.campaign-settings.update');
    assert.equal((row?.details as { after: { toast_show_time: number } }).after.toast_show_time, 5);
    assert.equal(
      (await call(admin, 'PUT', '/api/admin/content/campaign-settings', { toastWidth: 5000 })).statusCode,
      400,
    );
  });

  it('a promotion discounts its goods in search, in the admin breakdown, in the carousel and in the order', async () => {
    const { catalog } = s;
    const search = async (who: Customer) => {
      const query = new URLSearchParams({ brandName: catalog.brandName, number: catalog.good.number });
      const answer = json<FindByQueryResponse>(await call(who, 'GET', `/api/v2/search/findByQuery?${query}`));
      return answer.goods
        .find((good) => good.id === catalog.good.id)
        ?.offers.find((offer) => offer.itemKey === `s${catalog.offerId}`);
    };
    assert.equal((await search(customer))?.price, 1200, '1000 + 20 %');

    const created = await call(admin, 'POST', '/api/admin/content/promotions', {
      slug: 'filtry-15',
      title: 'Фильтры −15 %',
      discount: 0.15,
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 86_400_000).toISOString(),
      goodIds: [catalog.good.id],
      isPublished: true,
    });
    assert.equal(created.statusCode, 200, created.body);
    const offer = await search(customer);
    assert.equal(offer?.price, 1020, '1200 less 15 %');

    const breakdown = json<PriceCalculation>(
      await call(admin, 'GET', `/api/v2/offer/price-calculation-info/${offer?.itemKey ?? ''}`),
    );
    const step = breakdown.operations.at(-1);
    assert.equal(step?.name, 'Скидка по акции');
    assert.deepEqual([step?.price, step?.nextPrice], [1200, 1020]);
    assert.match(step?.description ?? '', /Фильтры −15 %/);

    const carousel = await call(admin, 'POST', '/api/admin/content/carousels', {
      type: 'filtry',
      title: 'Фильтры',
      goodIds: [catalog.good.id],
      isPublished: true,
    });
    assert.equal(carousel.statusCode, 200, carousel.body);
    const shown = json<{ items: { price: number; offersUrl: string }[] }>(
      await call(customer, 'GET', '/api/carousel/filtry?stockOnly=1'),
    );
    assert.equal(shown.items[0]?.price, 1020);
    assert.equal(
      shown.items[0]?.offersUrl,
      `/search?${new URLSearchParams({ brandName: catalog.brandName, number: catalog.good.number })}`,
    );

    const placed = await s.api.placedOrder(catalog.offerId, 1);
    const line = placed.order.items.find((item) => item.good.id === catalog.good.id);
    assert.equal(line?.price, 1020, 'the order keeps the discounted price');

    const promotion = json<{ id: number }>(created);
    await call(admin, 'POST', `/api/admin/content/promotions/${promotion.id}/unpublish`);
    assert.equal((await search(customer))?.price, 1200, 'the pricing cache is dropped after the change');
  });

  it('the forms’ rules (@shop/back-office-rules) name the same fields as the API, kind by kind', () => {
    assert.deepEqual(Object.keys(contentSchemas).sort(), Object.keys(adminKinds).sort());
    for (const [name, kind] of Object.entries(adminKinds)) {
      const schema = contentSchemas[name as keyof typeof contentSchemas];
      assert.deepEqual(Object.keys(schema.fields).sort(), Object.keys(kind.fields).sort(), name);
    }
  });

  it('lists a kind by pages of 20, found by title or slug, filtered by type and published flag, sorted', async () => {
    const before = await countRows(s.t.db, 'posts');
    for (let index = 1; index <= 23; index += 1) {
      const created = await call(admin, 'POST', '/api/admin/content/posts', {
        type: index % 2 === 0 ? 'articles' : 'news',
        slug: `spisok-${index}`,
        title: `Запись списка ${index}`,
        isPublished: index <= 3,
      });
      assert.equal(created.statusCode, 200, created.body);
    }
    type Page = { items: { id: number; slug: string; updatedAt: string }[]; total: number; perPage: number };
    const first = json<Page>(await call(admin, 'GET', '/api/admin/content/posts'));
    assert.equal(first.total, before + 23);
    assert.equal(first.perPage, 20);
    assert.equal(first.items.length, 20);
    assert.equal(first.items[0]?.slug, 'spisok-23', 'newest first');
    assert.match(first.items[0]?.updatedAt ?? '', /^\d{4}-\d\d-\d\dT/);
    const second = json<Page>(await call(admin, 'GET', '/api/admin/content/posts?page=2'));
    assert.equal(second.items.length, before + 3);
    const found = json<Page>(
      await call(admin, 'GET', '/api/admin/content/posts?query=%D1%81%D0%BF%D0%B8%D1%81%D0%BA%D0%B0%202'),
    );
    assert.deepEqual(found.items.map((item) => item.slug).sort(), [
      'spisok-2',
      'spisok-20',
      'spisok-21',
      'spisok-22',
      'spisok-23',
    ]);
    const articles = json<Page>(
      await call(admin, 'GET', '/api/admin/content/posts?type=articles&query=spisok'),
    );
    assert.equal(articles.total, 11);
    const drafts = json<Page>(
      await call(admin, 'GET', '/api/admin/content/posts?published=yes&query=spisok'),
    );
    assert.deepEqual(drafts.items.map((item) => item.slug).sort(), ['spisok-1', 'spisok-2', 'spisok-3']);
    const bySlug = json<Page>(
      await call(admin, 'GET', '/api/admin/content/posts?sort=slug&order=asc&query=spisok'),
    );
    assert.equal(bySlug.items[0]?.slug, 'spisok-1');
    assert.equal(bySlug.items[1]?.slug, 'spisok-10');
    for (const url of [
      '/api/admin/content/posts?sort=content',
      '/api/admin/content/pages?type=news',
      '/api/admin/content/offices?published=yes',
      '/api/admin/content/posts?page=0',
    ]) {
      assert.equal((await call(admin, 'GET', url)).statusCode, 400, url);
    }
  });

  it('names goods by id for the carousel and promotion forms', async () => {
    const { good, brandName } = s.catalog;
    const goods = json<{ id: number; brand: string; number: string }[]>(
      await call(admin, 'GET', `/api/admin/content/goods?ids=${good.id},${good.id},2000000000`),
    );
    assert.deepEqual(
      goods.map((item) => [item.id, item.brand, item.number]),
      [[good.id, brandName, good.number]],
    );
    assert.equal((await call(admin, 'GET', '/api/admin/content/goods?ids=x')).statusCode, 400);
  });

  it('refuses a popup shown more often than once an hour (the table allows no zero interval)', async () => {
    const popup = await call(admin, 'POST', '/api/admin/content/posts', {
      type: 'popups',
      slug: 'chasto',
      title: 'Часто',
      showPopupInterval: 0,
    });
    assert.equal(popup.statusCode, 400, popup.body);
    assert.equal(json<ApiErrorBody>(popup).violations?.[0]?.propertyPath, 'showPopupInterval');
  });
});
