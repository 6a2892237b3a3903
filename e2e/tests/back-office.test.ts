// The manager's back office (issue 15): a customer's order moved to 'В работе' (the customer's page shows it, the
// outbox has the mail), a refund rejected with a reason, the wholesale flag given to a new customer (the next
// search prices it), a supplier's price list replacing a warehouse after its dry run's figures and a second
// confirmation (its bad-rows report, its unknown brand held), a news item written
// with pictures in the content editor and seen on /posts/news with its HTML sanitised; every page of the back office
// at 1280 and 390 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Order, RefundRequest } from '@shop/shared';
import { DESKTOP, screenshot, withPage } from '../src/browser.js';
import {
  addOfficeOffer,
  api,
  apiLogin,
  chooseOption,
  emptyCart,
  officeOffer,
  OFFICE_WAREHOUSE,
  parts,
  placeOrder,
  type ApiSession,
} from '../src/checkout.js';
import { serverAndBrowser } from '../src/harness.js';
import { demo, loginThroughForm, outbox, submitLogin, waitForLoggedIn, waitForToast } from '../src/shop.js';

const harness = serverAndBrowser();
const PHONE = { width: 390, height: 844 } as const;
const pages = [
  '',
  '/orders',
  '/refunds',
  '/customers',
  '/price-lists',
  '/audit',
  '/content',
  '/content/promotions',
];

/** A PNG of one colour, made here so the upload needs no file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every image of the locator has loaded (naturalWidth > 0). */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(css));
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
    },
    selector,
    { timeout: 15_000 },
  );
}

async function asAdmin(page: Page): Promise<void> {
  await loginThroughForm(page, demo.admin.email, demo.admin.password);
}

/** The scripts the page fetches, each with its text, from the moment this is called. */
function scriptsOf(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return scripts;
}

describe('back office', () => {
  let retail: ApiSession;
  let order: { id: number; uid: string };

  test('the back office is mf-back-office’s; the login page (mf-cabinet) carries none of its code', async () => {
    const url = harness.server.url;
    const registry: unknown = await (await fetch(`${url}/mf/registry.json`)).json();
    const names =
      typeof registry === 'object' &&
      registry !== null &&
      'remotes' in registry &&
      Array.isArray(registry.remotes)
        ? registry.remotes.map((entry: unknown) =>
            typeof entry === 'object' && entry !== null && 'name' in entry ? entry.name : null,
          )
        : [];
    assert.ok(
      names.indexOf('mf_back_office') >= 0 && names.indexOf('mf_back_office') < names.indexOf('mf_cabinet'),
      `mf_back_office comes before mf_cabinet in the registry (the first match wins): ${names.join(', ')}`,
    );
    await withPage(
      harness.shop,
      'back-office-remote',
      { baseURL: url, viewport: DESKTOP },
      async ({ page }) => {
        const scripts = scriptsOf(page);
        await page.goto('/auth/login');
        await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        const login = [...scripts];
        assert.ok(
          login.some((script) => script.url.includes('/mf/mf-cabinet/')),
          'the login page is mf-cabinet’s',
        );
        assert.deepEqual(
          login.filter((script) => script.url.includes('/mf/mf-back-office/')).map((script) => script.url),
          [],
        );
        for (const script of login) {
          const text = await script.text;
          assert.ok(!text.includes('/cabinet/admin/price-lists'), `${script.url}: no back-office route`);
          assert.ok(!text.includes('Разделы панели администратора'), `${script.url}: no back-office layout`);
          assert.ok(!text.includes('ProseMirror'), `${script.url}: no tiptap editor`);
        }

        scripts.length = 0;
        await submitLogin(page, demo.admin.email, demo.admin.password);
        await waitForLoggedIn(page);
        await page.goto('/cabinet/admin/orders');
        await page.getByRole('navigation', { name: 'Разделы панели администратора' }).waitFor();
        await page.getByRole('heading', { name: 'Заказы' }).waitFor();
        assert.ok(
          scripts.some((script) => script.url.includes('/mf/mf-back-office/')),
          '/cabinet/admin/orders is drawn by mf-back-office',
        );
      },
    );
  });

  test('the manager moves a customer’s order to «В работе»: the customer sees it and gets a mail', async () => {
    const url = harness.server.url;
    retail = await apiLogin(url, demo.retail);
    await emptyCart(retail);
    await addOfficeOffer(retail, parts.oilFilter, 2);
    order = await placeOrder(retail, 'Онлайн-оплата');
    await withPage(
      harness.shop,
      'back-office-order',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await asAdmin(page);
        await page.goto('/cabinet/admin/orders');
        await page.getByRole('heading', { name: 'Заказы' }).waitFor();
        // The newest order is the first row; its number is the first cell.
        await page
          .getByRole('cell', { name: String(order.id), exact: true })
          .first()
          .click();
        const panel = page.getByRole('dialog');
        await panel.getByRole('button', { name: 'В работе' }).click();
        await waitForToast(page, 'Статус: В работе');
        await panel.getByText('В работе', { exact: true }).first().waitFor();
        await screenshot(page, 'back-office-order-panel-1280');
      },
    );
    await withPage(
      harness.shop,
      'back-office-customer-order',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await loginThroughForm(page, demo.retail.email, demo.retail.password);
        await page.goto(`/order/show/${order.uid}`);
        await page.locator('.order-status').getByText('В работе').waitFor();
      },
    );
    // The status mail goes out through the subscriptions' checker (every second in these tests).
    const subject = `Заказ № ${order.id}: В работе`;
    const deadline = Date.now() + 15_000;
    while (!(await outbox(url, demo.retail.email)).some((mail) => mail.subject === subject)) {
      assert.ok(Date.now() < deadline, `нет письма «${subject}»`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test('a refund is rejected with a reason, which the customer sees', async () => {
    const url = harness.server.url;
    const admin = await apiLogin(url, demo.admin);
    const shown = await api<Order>(retail, 'GET', `/api/orders/show/${order.id}`);
    await api(admin, 'POST', `/api/admin/orders/${order.id}/bank-payments`, {
      amount: shown.toPay,
      document: `e2e-${order.id}`,
    });
    const refund = await api<RefundRequest>(retail, 'POST', '/api/refund/create', {
      orderItemUid: shown.items[0]?.uid,
      amount: 1,
      reason: 'Не подошёл',
    });
    await withPage(
      harness.shop,
      'back-office-refund',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await asAdmin(page);
        await page.goto('/cabinet/admin/refunds');
        const row = page.getByRole('row').filter({ hasText: `Заказ № ${refund.orderId}` });
        await row.getByRole('button', { name: 'Отклонить' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Причина отказа').fill('Следы установки');
        await screenshot(page, 'back-office-refund-reject-1280');
        await dialog.getByRole('button', { name: 'Отклонить' }).click();
        await waitForToast(page, 'Возврат отклонён');
      },
    );
    const [mine] = (await api<{ items: RefundRequest[] }>(retail, 'GET', '/api/refund')).items;
    assert.equal(mine?.status, 'rejected');
    assert.equal(mine?.decisionReason, 'Следы установки');
    assert.ok(
      (await outbox(url, demo.retail.email)).some((mail) => mail.subject === 'Заявка на возврат отклонена'),
    );
  });

  test('the wholesale flag given to a new customer changes the prices of the next search', async () => {
    const url = harness.server.url;
    const email = `opt-${Date.now()}@example.test`;
    const password = 'wholesale-e2e-1';
    const registered = await fetch(`${url}/api/user/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'retail',
        email,
        plainPassword: { first: password, second: password },
        lastName: 'Оптовиков',
        firstName: 'Пётр',
        middleName: '',
        phone: '+7 (978) 555-12-34',
        address: 'г. Симферополь, ул. Киевская, д. 1',
        company: null,
      }),
    });
    assert.ok(registered.ok, `регистрация: HTTP ${registered.status}`);
    const buyer = await apiLogin(url, { email, password });
    const before = (await officeOffer(buyer, parts.oilFilter)).price;
    await withPage(
      harness.shop,
      'back-office-wholesale',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await asAdmin(page);
        await page.goto('/cabinet/admin/customers');
        await page.getByRole('searchbox', { name: 'Поиск клиентов' }).fill(email);
        await page.getByRole('searchbox', { name: 'Поиск клиентов' }).press('Enter');
        await page.getByRole('cell', { name: email }).click();
        const panel = page.getByRole('dialog');
        await panel.getByRole('checkbox', { name: 'Оптовый покупатель' }).check();
        await panel.getByLabel('Наценка, %').fill('7');
        await screenshot(page, 'back-office-customer-1280');
        await panel.getByRole('button', { name: 'Сохранить условия' }).click();
        await waitForToast(page, 'Условия клиента сохранены');
      },
    );
    const after = (await officeOffer(buyer, parts.oilFilter)).price;
    assert.notEqual(after, before);
  });

  test('a supplier’s price list replaces a warehouse only after its figures are confirmed, with its reports', async () => {
    const url = harness.server.url;
    const admin = await apiLogin(url, demo.admin);
    const vendors = await api<{ id: number; name: string }[]>(admin, 'GET', '/api/admin/pricelist/vendors');
    // Not the office's warehouse: the list replaces the vendor's offers, and the other journeys order from it.
    const vendor = vendors.find((entry) => entry.name !== OFFICE_WAREHOUSE);
    assert.ok(vendor);
    const csv = [
      'Бренд;Номер;Наименование;Цена;Остаток',
      'MANN-FILTER;W 712/75;Фильтр масляный;412,50;8',
      'Нет такого бренда;X-1;Что-то;1,00;1',
      'MAHLE;OC 90;Фильтр масляный;380,00;5',
      'MAHLE;OC 91;Фильтр масляный;-5,00;5',
    ].join('\n');
    await withPage(
      harness.shop,
      'back-office-price-list',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await asAdmin(page);
        await page.goto('/cabinet/admin/price-lists');
        await chooseOption(page, 'Поставщик', vendor.name);
        await page.getByLabel('Файл прайс-листа (CSV или XLSX)').setInputFiles({
          name: 'supplier.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(csv),
        });
        await page.getByRole('heading', { name: 'Первые строки файла' }).waitFor();
        await page.getByRole('cell', { name: 'Нет такого бренда' }).waitFor();
        await screenshot(page, 'back-office-price-list-preview-1280');
        const upload = page.getByRole('button', { name: 'Загрузить прайс-лист' });
        assert.equal(await upload.isDisabled(), true, 'no upload before a mode is chosen');
        await page.getByRole('radio', { name: 'Заменить все предложения склада этим списком' }).check();
        await upload.click();
        // The dry run: the figures first, nothing replaced yet.
        const figures = page.getByRole('status', { name: 'Проверка файла' });
        await figures
          .getByText(/будет добавлено \d+, изменено \d+, удалено \d+, без изменений \d+/)
          .waitFor();
        const text = await figures.innerText();
        assert.match(text, /отложено строк неизвестных брендов: 1, отклонено строк: 1/);
        const removed = Number(/удалено (\d+)/.exec(text)?.[1]);
        const existing = Number(/предложений: (\d+)\)/.exec(text)?.[1]);
        assert.ok(removed * 2 > existing, `the demo warehouse loses most of its ${existing} offers`);
        await screenshot(page, 'back-office-price-list-dry-run-1280');
        await page.setViewportSize(PHONE);
        await screenshot(page, 'back-office-price-list-dry-run-390');
        await page.setViewportSize(DESKTOP);
        await page.getByRole('button', { name: 'Подтвердить замену' }).click();
        // More than half of the warehouse goes: asked again.
        const ask = page.getByRole('dialog', {
          name: `Загрузка удалит ${removed} из ${existing} предложений склада. Удалить?`,
        });
        await ask.getByRole('button', { name: 'Удалить' }).click();
        await page
          .locator('.back-office-report')
          .getByText(/Загружено предложений: 2, отклонено строк: 1/)
          .waitFor();
        await page
          .locator('.back-office-report')
          .getByText(/отложено строк неизвестных брендов: 1/)
          .waitFor();
        await page
          .getByRole('region', { name: 'Неизвестные бренды' })
          .getByRole('cell', { name: 'Нет такого бренда' })
          .waitFor();
        const saving = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Скачать отчёт об ошибках' }).click();
        const report = await readFile(await (await saving).path(), 'utf8');
        assert.match(report, /^\uFEFFСтрока;Причина\r\n5;Цена должна быть неотрицательным числом/);
        await page
          .getByRole('cell', { name: /supplier\.csv/ })
          .first()
          .waitFor();
        await screenshot(page, 'back-office-price-list-done-1280');
      },
    );
  });

  test('a news item written with pictures in the content editor is seen on /posts/news, its HTML sanitised', async () => {
    const url = harness.server.url;
    const stamp = Date.now();
    const title = `Новый склад в Симферополе ${stamp}`;
    await withPage(
      harness.shop,
      'back-office-content-news',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 90_000 },
      async ({ page }) => {
        await asAdmin(page);
        await page.goto('/cabinet/admin');
        await page
          .getByRole('navigation', { name: 'Разделы панели администратора' })
          .getByRole('link', { name: 'Контент' })
          .click();
        await page.getByRole('heading', { name: 'Контент' }).waitFor();
        await page.getByRole('button', { name: 'Добавить' }).click();
        const panel = page.getByRole('dialog');
        await panel.getByLabel('Заголовок', { exact: true }).fill(title);
        await panel.getByLabel('Адрес (slug)', { exact: true }).fill(`novyi-sklad-${stamp}`);
        await panel
          .getByLabel('Анонс', { exact: true })
          .fill('Открыли склад на Киевской: запчасти в тот же день.');
        await panel.getByLabel('Главное изображение: загрузить файл').setInputFiles({
          name: 'sklad.png',
          mimeType: 'image/png',
          buffer: png(320, 200, [29, 79, 145]),
        });
        await panel.getByAltText(/^Выбранный файл: uploads\//).waitFor();
        const editor = panel.getByRole('textbox', { name: 'Текст', exact: true });
        await editor.click();
        await page.keyboard.type('Склад открыт каждый день.');
        await panel.getByLabel('Текст: изображение в текст').setInputFiles({
          name: 'vitrina.png',
          mimeType: 'image/png',
          buffer: png(200, 120, [200, 60, 40]),
        });
        await editor.locator('img[src^="/media/uploads/"]').waitFor();
        await screenshot(page, 'back-office-content-editor-1280');
        // What the buttons cannot type: a script and an event handler, which the server must drop.
        await panel.getByRole('button', { name: 'HTML' }).click();
        const source = panel.getByLabel('Текст: HTML');
        const html = await source.inputValue();
        assert.match(html, /<img src="\/media\/uploads\/[^"]+" alt="vitrina"/);
        const picture = /src="([^"]+)"/.exec(html)?.[1] ?? '';
        await source.fill(
          `${html}<script>window.pwned = 1</script><p><img src="${picture}" onerror="window.pwned = 2">Витрина</p>`,
        );
        await panel.getByRole('button', { name: 'Создать' }).click();
        await waitForToast(page, 'Запись создана');
        assert.doesNotMatch(
          await source.inputValue(),
          /script|onerror/,
          'the saved row comes back sanitised',
        );
        await page.keyboard.press('Escape');
        await page.getByRole('switch', { name: `Опубликовано: ${title}` }).click();
        await waitForToast(page, 'Опубликовано');
      },
    );
    await withPage(
      harness.shop,
      'back-office-content-on-site',
      { baseURL: url, viewport: DESKTOP, timeoutMs: 60_000 },
      async ({ page }) => {
        await page.goto('/posts/news');
        const card = page.locator('.post-card').filter({ hasText: title });
        await card.waitFor();
        await imagesLoaded(page, '.post-card:first-child .post-card-image');
        assert.equal(
          await page.locator('.post-card').first().getByRole('link').textContent(),
          title,
          'newest first',
        );
        await card.getByRole('link', { name: title }).click();
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await imagesLoaded(page, '.post-image, .post .html-content img');
        assert.equal(await page.locator('.post .html-content img').count(), 2);
        assert.equal(
          await page.locator('.post .html-content script, .post .html-content [onerror]').count(),
          0,
        );
        assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
        await screenshot(page, 'back-office-content-post-1280');
      },
    );
  });

  test('screenshots of every back-office page at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await withPage(
        harness.shop,
        `back-office-${viewport.width}`,
        { baseURL: harness.server.url, viewport, timeoutMs: 60_000 },
        async ({ page }) => {
          await asAdmin(page);
          for (const path of pages) {
            await page.goto(`/cabinet/admin${path}`);
            await page.getByRole('navigation', { name: 'Разделы панели администратора' }).waitFor();
            await page
              .locator('.ant-spin-spinning')
              .first()
              .waitFor({ state: 'detached' })
              .catch(() => undefined);
            await page.waitForTimeout(300);
            await screenshot(page, `back-office${path.replace('/', '-') || '-users'}-${viewport.width}`);
            if (path === '/content') {
              await page.getByRole('button', { name: 'Добавить' }).click();
              await page.getByRole('dialog').getByRole('textbox', { name: 'Текст', exact: true }).waitFor();
              await screenshot(page, `back-office-content-new-${viewport.width}`);
            }
          }
        },
      );
    }
  });
});
