import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { ApiErrorBody } from '@shop/shared';
import { seedDemoContent } from '../src/demo/content/seed.js';
import { createTestApp, json, type TestApp } from './helpers.js';

interface Post {
  slug: string;
  title: string;
  content: string;
  mainImage: string | null;
  publishedAt: string;
  showPopupInterval: number;
}
interface PostPage {
  items: Post[];
  total: number;
  page: number;
  perPage: number;
}

describe('posts, certificates, slides, page blocks, promotions and media (public)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedDemoContent(t.db, t.media);
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ url });

  it('lists news newest first, ten a page, with the total; a page past the end is empty', async () => {
    const first = json<PostPage>(await get('/api/posts/news'));
    assert.equal(first.total, 12, 'the twelve published demo news, not the draft');
    assert.equal(first.items.length, 10);
    assert.equal(first.perPage, 10);
    const dates = first.items.map((post) => Date.parse(post.publishedAt));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const second = json<PostPage>(await get('/api/posts/news?page=2'));
    assert.equal(second.page, 2);
    assert.equal(second.items.length, 2);
    assert.ok(!second.items.some((post) => first.items.some((seen) => seen.slug === post.slug)));
    assert.equal(json<PostPage>(await get('/api/posts/news?page=3')).items.length, 0);
    assert.equal((await get('/api/posts/news?page=0')).statusCode, 400);
    assert.equal((await get('/api/posts/news?page=abc')).statusCode, 400);
  });

  it('shows a post by slug; drafts, future posts and unknown sections are 404 in Russian', async () => {
    const post = json<Post>(await get('/api/posts/articles/kak-vybrat-motornoe-maslo'));
    assert.equal(post.title, 'Как выбрать моторное масло');
    assert.equal(post.mainImage, 'demo/posts/kak-vybrat-motornoe-maslo.svg');
    const draft = await get('/api/posts/news/chernovik-novosti');
    assert.equal(draft.statusCode, 404);
    assert.deepEqual(json<ApiErrorBody>(draft), { code: 404, message: 'Запись не найдена' });
    await t.db
      .insertInto('posts')
      .values({
        type: 'news',
        slug: 'budushchaya',
        title: 'Будущая',
        is_published: true,
        published_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    assert.equal((await get('/api/posts/news/budushchaya')).statusCode, 404);
    assert.equal(json<PostPage>(await get('/api/posts/news')).total, 12, 'a future post is not counted');
    const section = await get('/api/posts/recipes');
    assert.equal(section.statusCode, 404);
    assert.equal(json<ApiErrorBody>(section).message, 'Раздел не найден');
    assert.equal((await get('/api/posts/news/%3Cscript%3E')).statusCode, 404);
  });

  it('sanitises post HTML on output', async () => {
    await t.db
      .insertInto('posts')
      .values({
        type: 'articles',
        slug: 'gryaznaya',
        title: 'Грязная',
        content:
          '<p onclick="x()">Текст<script>alert(1)</script><a href="javascript:alert(1)">ссылка</a></p>',
        is_published: true,
        published_at: new Date(Date.now() - 1000),
      })
      .execute();
    const post = json<Post>(await get('/api/posts/articles/gryaznaya'));
    assert.equal(post.content, '<p>Текст<a>ссылка</a></p>');
  });

  it('gives every popup at once with paginator=false, with its repeat interval', async () => {
    const popups = json<PostPage>(await get('/api/posts/popups?paginator=false'));
    assert.equal(popups.items.length, 1);
    assert.equal(popups.items[0]?.showPopupInterval, 24);
    assert.match(popups.items[0]?.content ?? '', /Подпишитесь/);
  });

  it('lists certificates with images and a PDF; one by slug; unknown 404', async () => {
    const list = json<{ slug: string; file: string; isPdf: boolean }[]>(await get('/api/certificates'));
    assert.deepEqual(
      list.map((item) => [item.slug, item.isPdf]),
      [
        ['dealer-mann', false],
        ['dealer-ate', false],
        ['iso-9001', true],
      ],
    );
    const pdf = await get(`/media/${list[2]?.file}`);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.equal(
      json<{ title: string }>(await get('/api/certificates/dealer-ate')).title,
      'Авторизованный партнёр ATE',
    );
    const missing = await get('/api/certificates/nope');
    assert.deepEqual(json<ApiErrorBody>(missing), { code: 404, message: 'Сертификат не найден' });
  });

  it('lists slides in order; one by slug', async () => {
    const slides = json<{ slug: string; image: string }[]>(await get('/api/slides'));
    assert.deepEqual(
      slides.map((slide) => slide.slug),
      ['zima', 'masla', 'dostavka'],
    );
    assert.equal(json<{ slug: string }>(await get('/api/slides/masla')).slug, 'masla');
    assert.equal((await get('/api/slides/none')).statusCode, 404);
  });

  it('shows no slide link to another site saved before links were checked', async () => {
    const linkOf = async () => json<{ link: string }>(await get('/api/slides/masla')).link;
    const kept = await linkOf();
    for (const link of ['//evil.example/x', '/\\evil.example/x']) {
      await t.db.updateTable('slides').set({ link }).where('slug', '=', 'masla').execute();
      assert.equal(await linkOf(), '', link);
    }
    await t.db.updateTable('slides').set({ link: kept }).where('slug', '=', 'masla').execute();
    assert.equal(await linkOf(), kept);
  });

  it('gives a page block by URL, sanitised; a missing one says «Блок «{url}» не найден»', async () => {
    const block = json<{ content: string }>(await get('/api/page-block?url=%2Fsearch'));
    assert.match(block.content, /подберём по VIN/);
    const missing = await get('/api/page-block?url=%2Fnowhere');
    assert.equal(missing.statusCode, 404);
    assert.equal(json<ApiErrorBody>(missing).message, 'Блок «/nowhere» не найден');
  });

  it('lists running promotions and their settings; one by id or slug; an ended one is gone', async () => {
    const list = json<{ id: number; slug: string; discount: number }[]>(await get('/api/actions_campaign'));
    assert.equal(list.length, 1);
    assert.equal(list[0]?.discount, 0.1);
    const bySlug = json<{ id: number; goods: unknown[] }>(await get('/api/actions_campaign/masla-minus-10'));
    assert.equal(bySlug.id, list[0]?.id);
    assert.equal((await get(`/api/actions_campaign/${list[0]?.id}`)).statusCode, 200);
    await t.db
      .insertInto('promotions')
      .values({
        slug: 'proshlaya',
        title: 'Прошлая',
        discount: '0.2',
        start_at: new Date(Date.now() - 10 * 86_400_000),
        end_at: new Date(Date.now() - 86_400_000),
        is_published: true,
      })
      .execute();
    const ended = await get('/api/actions_campaign/proshlaya');
    assert.deepEqual(json<ApiErrorBody>(ended), {
      code: 404,
      message: 'Акция не найдена или уже закончилась',
    });
    const settings = json<Record<string, unknown>>(await get('/api/actions_campaign/settings'));
    assert.deepEqual(settings, {
      isActive: true,
      isToastActive: true,
      isModalActive: true,
      toastShowTime: 30,
      modalShowTime: 30,
      initialDelay: 0.25,
      toastChangeTime: 10,
      toastWidth: 360,
    });
  });

  it('lists carousels; an unknown one is 404', async () => {
    const carousels = json<{ type: string; title: string }[]>(await get('/api/carousels'));
    assert.deepEqual(
      carousels.map((carousel) => carousel.title),
      ['Хиты продаж', 'Новинки', 'Масла'],
    );
    assert.equal((await get('/api/carousel/none')).statusCode, 404);
  });

  it('serves media originals and resized copies with their types and cache headers', async () => {
    const original = await get('/media/demo/slides/zima.svg');
    assert.equal(original.statusCode, 200);
    assert.equal(original.headers['content-type'], 'image/svg+xml');
    assert.equal(original.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(original.headers['content-security-policy']), /sandbox/);
    const thumb = await get('/media/cache/resolve/thumb/demo/certificates/dealer-mann.png');
    assert.equal(thumb.statusCode, 200);
    assert.equal(thumb.headers['content-type'], 'image/png');
    const size = await sharp(thumb.rawPayload).metadata();
    assert.deepEqual([size.width, size.height], [64, 64]);
    const again = await get('/media/cache/resolve/thumb/demo/certificates/dealer-mann.png');
    assert.ok(again.rawPayload.equals(thumb.rawPayload), 'the cached copy');
    assert.ok(await t.media.exists('cache/thumb/demo/certificates/dealer-mann.png'), 'kept in the store');
    const card = await sharp(
      (await get('/media/cache/resolve/card/demo/slides/zima.svg')).rawPayload,
    ).metadata();
    assert.equal(card.width, 480, 'an SVG drawn to PNG at the filter size');
  });

  it('answers 404 for unknown filters, files, PDFs at a size and paths outside the store', async () => {
    for (const url of [
      '/media/cache/resolve/huge/demo/slides/zima.svg',
      '/media/cache/resolve/thumb/demo/certificates/iso-9001.pdf',
      '/media/demo/none.png',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/cache/resolve/thumb/..%2Fpackage.json',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(json<ApiErrorBody>(response).message, /[А-Яа-я]/, url);
    }
  });
});
