// Content and promotions in a real browser (issue 14): slides and goods carousels on the home page, news and
// a post, certificates, the promotion toast, modal and page, a popup after the (driven) minute, a promoted
// good's price in search with its breakdown, a picture served by the media route; screenshots at 1280 and 390.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, waitForPath } from '../src/shop.js';

const run = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Screenshots of the current page at 1280 and 390 px, and no horizontal scrolling on the phone. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  assert.equal(await horizontalOverflow(page), 0, `${name}: no horizontal scrolling at 390 px`);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

describe('content and promotions', () => {
  test('home: tiles first, then slides and the goods carousels with prices and links to offers', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      await page.goto('/');
      const slide = page.locator('.slides img');
      await slide.waitFor();
      const src = (await slide.getAttribute('src')) ?? '';
      assert.match(src, /^\/media\/cache\/resolve\/slide\//);
      const image = await page.request.get(src);
      assert.equal(image.headers()['content-type'], 'image/png');
      assert.match(image.headers()['cache-control'] ?? '', /immutable/);
      const oils = page.getByRole('region', { name: 'Масла' });
      await oils.getByRole('link', { name: 'Предложения' }).first().waitFor();
      assert.match((await oils.locator('.goods-card-price').first().textContent()) ?? '', /₽/);
      assert.ok(await page.getByRole('region', { name: 'Хиты продаж' }).isVisible());
      const order = await page.evaluate(() => {
        const tiles = document.querySelector('.home-tiles');
        const slides = document.querySelector('.slides');
        return Boolean(
          tiles && slides && tiles.compareDocumentPosition(slides) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      assert.ok(order, 'the two tiles stay first');
      await bothWidths(page, 'content-home');
      await oils.getByRole('link', { name: 'Предложения' }).first().click();
      await waitForPath(page, '/search');
    });
  });

  test('/news lands on /posts/news, ten a page, then a post', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      await page.goto('/news');
      await waitForPath(page, '/posts/news');
      await page.getByRole('heading', { name: 'Новости', level: 1 }).waitFor();
      assert.equal(await page.locator('.post-card').count(), 10);
      await bothWidths(page, 'content-news');
      await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: '2' }).click();
      await waitForPath(page, '/posts/news', { page: '2' });
      // The first page's cards stay until the second page's answer replaces them: wait for the new list.
      await page.waitForFunction(() => document.querySelectorAll('.post-card').length === 2);
      await page.goto('/articles');
      await waitForPath(page, '/posts/articles');
      await page.getByRole('link', { name: 'Как выбрать моторное масло' }).click();
      await waitForPath(page, '/posts/articles/kak-vybrat-motornoe-maslo');
      await page.getByRole('heading', { name: 'Как выбрать моторное масло', level: 1 }).waitFor();
      await bothWidths(page, 'content-post');
    });
  });

  test('certificates: images and a PDF', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      await page.goto('/certificates');
      await page.getByRole('heading', { name: 'Сертификаты', level: 1 }).waitFor();
      await page.locator('.tile-grid img').first().waitFor();
      await bothWidths(page, 'content-certificates');
      await page.getByRole('link', { name: /Официальный дилер MANN-FILTER/ }).click();
      await waitForPath(page, '/certificates/dealer-mann');
      await page.locator('.certificate-file').waitFor();
      await bothWidths(page, 'content-certificate');
      await page.goto('/certificates/iso-9001');
      const pdf = await page.getByRole('link', { name: 'Открыть PDF' }).getAttribute('href');
      const file = await page.request.get(pdf ?? '');
      assert.equal(file.headers()['content-type'], 'application/pdf');
    });
  });

  test('the promotion toast and modal after 15 s, a popup after the minute, then /actions/{slug}', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url, overlays: true }, async ({ page }) => {
      await page.clock.install();
      // The promotions' clock starts once their settings and list have arrived: wait for both answers.
      const loaded = Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/actions_campaign/settings')),
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/actions_campaign'),
      ]);
      await page.goto('/');
      await page.locator('.home-tiles').waitFor();
      await loaded;
      await page.waitForTimeout(300);
      const toast = page.locator('.promotion-toast');
      const modal = page.getByRole('dialog');
      await page.clock.fastForward(10_000);
      assert.equal(await toast.count(), 0, 'not before the initial delay');
      await page.clock.fastForward(6_000);
      await toast.waitFor();
      await modal.getByRole('button', { name: 'Подробнее...' }).waitFor();
      assert.equal(await modal.getByRole('heading').textContent(), 'Скидка 10 % на моторные масла');
      await screenshot(page, 'content-promotion-modal');
      await modal.getByRole('button', { name: 'Закрыть' }).click();
      await modal.waitFor({ state: 'detached' });
      const closedAt = await page.evaluate(() => window.localStorage.getItem('promotion.modal.closedAt'));
      assert.ok(closedAt, 'the close is recorded');

      await page.clock.fastForward(45_000);
      const popup = page.getByRole('dialog', { name: 'Скидки для подписчиков' });
      await popup.waitFor();
      await screenshot(page, 'content-popup');
      await popup.getByRole('button', { name: 'Закрыть' }).click();
      await popup.waitFor({ state: 'detached' });

      await toast.getByRole('button', { name: /Скидка 10 % на моторные масла/ }).click();
      await modal.getByRole('button', { name: 'Подробнее...' }).click();
      await waitForPath(page, '/actions/masla-minus-10');
      await page.getByRole('heading', { name: 'Товары акции' }).waitFor();
      await toast.getByRole('button', { name: 'Закрыть' }).click();
      await toast.waitFor({ state: 'detached' });
      await bothWidths(page, 'content-action');
      await page.goto('/actions');
      await page.getByRole('heading', { name: 'Акции', level: 1 }).waitFor();
      await bothWidths(page, 'content-actions');
    });
  });

  test('a promoted good: the discounted price in search and the step in the admin breakdown', async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      const response = await page.request.get('/api/actions_campaign/masla-minus-10');
      const promotion = (await response.json()) as { goods: { brandName: string; number: string }[] };
      const good = promotion.goods[0];
      assert.ok(good, 'the demo promotion lists goods');
      await loginThroughForm(page, demo.admin.email, demo.admin.password);
      await page.goto(`/search?${new URLSearchParams({ brandName: good.brandName, number: good.number })}`);
      await page.getByRole('button', { name: 'Расчёт цены' }).first().click();
      const breakdown = page.getByRole('dialog');
      await breakdown.getByText('Скидка по акции').waitFor();
      await screenshot(page, 'content-promoted-breakdown');
      await page.keyboard.press('Escape');
      await page.locator('.page-block').waitFor();
    });
  });

  test("a part page: the good's picture and its gallery load from the media route", async (t) => {
    await withPage(run.shop, t.name, { baseURL: run.server.url }, async ({ page }) => {
      const oils = await page.request.get('/api/carousel/oils');
      const { items } = (await oils.json()) as {
        items: { brandName: string; number: string; image: string | null; offersUrl: string }[];
      };
      const good = items.find((item) => item.image !== null);
      assert.ok(good, 'the demo oils have pictures');
      await page.goto(good.offersUrl);
      const opener = page.getByRole('button', { name: `Изображения ${good.brandName} ${good.number}` });
      await opener.waitFor();
      await opener.click();
      const picture = page.getByRole('dialog').locator('img.gallery-image');
      await picture.waitFor();
      assert.match((await picture.getAttribute('src')) ?? '', /^\/media\/cache\/resolve\/zoom\//);
      // Loaded and decoded by the browser, not only named in the page.
      await picture.evaluate(
        (image) =>
          new Promise<void>((resolve, reject) => {
            if (!(image instanceof HTMLImageElement)) return reject(new Error('не <img>'));
            if (image.complete) return resolve();
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => reject(new Error('изображение не загрузилось')), {
              once: true,
            });
          }),
      );
      const width = await picture.evaluate((image) =>
        image instanceof HTMLImageElement ? image.naturalWidth : 0,
      );
      assert.ok(width > 0, `the gallery image has pixels (${width} px wide)`);
      await screenshot(page, 'content-part-gallery');
    });
  });
});
