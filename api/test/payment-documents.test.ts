import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import type { ApiErrorBody, Office, Page, QrCodeResponse, Seller } from '@shop/shared';
import {
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
  sellerSchema,
  settlementAccountError,
  validateOrViolations,
} from '@shop/shared/validation';
import { demo, login, type TestApp } from './helpers.js';
import { contractState, createOrder, orderStatus } from './payment-fixtures.js';
import { paymentSuite, pressButton, type Call } from './payment-http.js';
import { crc16, parseSbpLink, sbpLink } from '../src/payments/sbp.js';
import { tbankToken } from '../src/payments/tbank/protocol.js';
import { roublesInWords } from '../src/payments/invoice/words.js';

/** The provider's protocol pieces, the SBP QR and the bank transfer invoice. */

let t: TestApp;
let call: Call;
let retail: string;
let wholesale: string;

before(async () => {
  ({ t, call, retail, wholesale } = await paymentSuite());
});
after(() => t.close());

describe('T-Bank protocol', () => {
  test('the token is SHA-256 of the sorted root values with the password (the bank documentation example)', () => {
    const params = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '00000',
      Description: 'Подарочная карта на 1000 рублей',
      DATA: { Phone: '+71234567890' },
    };
    const concatenated = '19200Подарочная карта на 1000 рублей0000011111111111111MerchantTerminalKey';
    assert.equal(
      tbankToken(params, '11111111111111'),
      createHash('sha256').update(concatenated, 'utf8').digest('hex'),
    );
  });

  test('the SBP link CRC is CRC-16/CCITT-FALSE of the link before &crc= (a link issued by NSPK)', () => {
    assert.equal(
      crc16('https://qr.nspk.ru/AS100001ORTF4GAF80KPJ53K186D9A3G?type=01&bank=100000000007'),
      '0C8A',
    );
    const link = sbpLink('AD10000000000000000000000000000Z', 123450);
    assert.deepEqual(parseSbpLink(link), {
      qrId: 'AD10000000000000000000000000000Z',
      type: '02',
      bank: '100000000004',
      sum: 123450,
      currency: 'RUB',
    });
    assert.equal(
      parseSbpLink(link.replace('sum=123450', 'sum=123451')),
      null,
      'a changed sum breaks the CRC',
    );
  });

  test('the demo seller requisites pass the checks of SPEC §5', async () => {
    const seller = (await call<Seller>('/api/seller')).body;
    assert.ok(isValidInn(seller.inn) && isValidKpp(seller.kpp) && isValidBik(seller.bik));
    assert.ok(isValidCorrAccount(seller.correspondentAccount, seller.bik));
    assert.equal(settlementAccountError(seller.settlementAccount, seller.bik), null);
    assert.equal((await validateOrViolations(sellerSchema, seller)).violations, undefined);
  });

  test('amounts in words', () => {
    assert.equal(roublesInWords('1234.50'), 'Одна тысяча двести тридцать четыре рубля 50 копеек');
    assert.equal(roublesInWords('1'), 'Один рубль 00 копеек');
    assert.equal(roublesInWords('22.01'), 'Двадцать два рубля 01 копейка');
    assert.equal(roublesInWords('11.03'), 'Одиннадцать рублей 03 копейки');
    assert.equal(roublesInWords('2000000'), 'Два миллиона рублей 00 копеек');
    assert.equal(roublesInWords(0), 'Ноль рублей 00 копеек');
  });
});

describe('SBP QR', () => {
  test('a valid NSPK link for what is still to pay, its QR image, paid through the sandbox', async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'qr',
      commission: '1.5',
      lines: [{ number: 'W 712/75', price: '450.10', amount: 3 }],
    });
    // 1350.30 × 1.015 = 1370.5545 → 1371 (SPEC §9).
    assert.equal(order.total, '1371.00');
    const answer = await call<QrCodeResponse>(`/api/orders/show/${order.orderId}/qr-code`, { token: retail });
    assert.equal(answer.status, 200, answer.text);
    const { payload, image, amount, sandboxUrl } = answer.body;
    assert.equal(amount, 1371);
    const link = parseSbpLink(payload);
    assert.ok(link, payload);
    assert.equal(link.sum, 137100);
    assert.equal(link.type, '02');
    assert.equal(link.currency, 'RUB');

    const prefix = 'data:image/png;base64,';
    assert.ok(image.startsWith(prefix));
    const png = PNG.sync.read(Buffer.from(image.slice(prefix.length), 'base64'));
    // jsqr is CommonJS with `exports.default`: under NodeNext its function is the `default` of the module.
    const decoded = jsqr.default(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(decoded?.data, payload, 'the image decodes back to the link');

    const again = await call<QrCodeResponse>(`/api/orders/show/${order.orderId}/qr-code`, { token: retail });
    assert.equal(again.body.payload, payload, 'the same link while nothing changed');

    assert.ok(sandboxUrl);
    const page = await (await fetch(sandboxUrl)).text();
    assert.ok(page.includes('Оплата по СБП'));
    await pressButton(sandboxUrl, 'pay');
    assert.equal(await orderStatus(t.db, order.orderId), 'paid');
    assert.equal((await contractState(t.db, order.contractId)).balance, '1371.00');
    const paid = await call<ApiErrorBody>(`/api/orders/show/${order.orderId}/qr-code`, { token: retail });
    assert.equal(paid.status, 400);
    assert.equal(paid.body.message, 'Заказ уже оплачен');
  });

  test('a cancelled unit changes what is to pay, and so the link', async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'qr',
      lines: [{ number: 'OC 90', price: '250', amount: 2 }],
    });
    const first = await call<QrCodeResponse>(`/api/orders/show/${order.orderId}/qr-code`, { token: retail });
    assert.equal(parseSbpLink(first.body.payload)?.sum, 50000);
    const cancel = await call(`/api/orders/cancel-order-item/${order.items[0]?.uid}?amount=1`, {
      token: retail,
    });
    assert.equal(cancel.status, 200, cancel.text);
    const second = await call<QrCodeResponse>(`/api/orders/show/${order.orderId}/qr-code`, { token: retail });
    assert.equal(second.body.amount, 250);
    assert.equal(parseSbpLink(second.body.payload)?.sum, 25000);
    assert.notEqual(second.body.payload, first.body.payload);
  });

  test("another user's order and another method", async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'qr',
      lines: [{ number: 'OC 90', price: '10', amount: 1 }],
    });
    assert.equal((await call(`/api/orders/show/${order.orderId}/qr-code`, { token: wholesale })).status, 404);
    const online = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'online',
      lines: [{ number: 'OC 90', price: '10', amount: 1 }],
    });
    assert.equal((await call(`/api/orders/show/${online.orderId}/qr-code`, { token: retail })).status, 400);
  });
});

describe('bank transfer invoice', () => {
  test('own order only, printable, with the total in figures and words', async () => {
    const order = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'bank',
      lines: [
        { number: 'OC 90', name: 'Фильтр масляный', price: '617.25', amount: 2 },
        { number: 'W 712/75', name: 'Фильтр <маслa>', price: '100', amount: 3, cancelledAmount: 1 },
      ],
    });
    const foreign = await call(`/api/orders/show/${order.orderId}/invoice`, { token: retail });
    assert.equal(foreign.status, 404);
    const answer = await call(`/api/orders/show/${order.orderId}/invoice`, { token: wholesale });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(
      answer.headers.get('content-disposition') ?? '',
      /^attachment; filename="invoice-\d+\.html"/,
    );
    const html = answer.text;
    assert.match(html, new RegExp(`Счёт на оплату № ${order.orderId} от \\d{2}\\.\\d{2}\\.\\d{4}`));
    assert.ok(html.includes('@media print'));
    assert.ok(html.includes('onclick="window.print()"'), 'a saved file prints with its own button');
    const printed = await call(`/api/orders/show/${order.orderId}/invoice?print=1`, { token: wholesale });
    assert.equal(printed.status, 200);
    assert.ok(
      !/onclick|<script/i.test(printed.text),
      "the shop's page prints a copy with no script (its CSP)",
    );
    assert.ok(printed.text.includes(`Счёт на оплату № ${order.orderId}`));
    assert.ok(html.includes('Без НДС'));
    // The invoice and the contacts name one seller: the record `/api/seller` serves, the main office's phone.
    const seller = (await call<Seller>('/api/seller')).body;
    assert.ok(html.includes(`ИНН ${seller.inn}`) && html.includes(`тел.: ${seller.phone}`));
    const offices = (await call<Office[]>('/api/offices')).body;
    assert.equal(offices.find((office) => office.isMain)?.phone, seller.phone);
    assert.ok(html.includes('Фильтр &lt;маслa&gt;'), 'names are escaped');
    // 2 × 617.25 + 2 × 100 (one unit cancelled) = 1434.50 → 1435 with no commission.
    assert.ok(html.includes('1\u00a0435,00'));
    assert.ok(html.includes('Одна тысяча четыреста тридцать пять рублей 00 копеек'));
    const company = await t.db
      .selectFrom('users')
      .select('company')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.ok(company.company && html.includes(company.company.inn), 'the buyer is the company');
  });

  test("an admin's edit of the seller reaches the invoice, the contacts and the offer at once, audited", async () => {
    const admin = await login(t.app, demo.admin.email, demo.admin.password);
    const first = await call<Seller>('/api/seller');
    assert.equal(first.headers.get('cache-control'), 'public, no-cache');
    const etag = first.headers.get('etag') ?? '';
    const again = (ifNoneMatch: string) =>
      t.app.inject({ url: '/api/seller', headers: { 'if-none-match': ifNoneMatch } });
    assert.equal((await again(etag)).statusCode, 304);
    const { updatedAt: _, ...data } = first.body;

    assert.equal(
      (await call('/api/admin/seller', { method: 'PUT', token: wholesale, body: data })).status,
      403,
    );
    const bad = await call<ApiErrorBody>('/api/admin/seller', {
      method: 'PUT',
      token: admin,
      body: { ...data, inn: '9102012348', phone: '12' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(
      bad.body.violations?.map((violation) => `${violation.propertyPath}: ${violation.message}`),
      ['inn: Неверный ИНН', 'phone: Неверный формат телефона'],
    );

    const changed = { ...data, inn: '7707083893', kpp: '773601001', phone: '+7 (978) 555-44-33' };
    const saved = await call<Seller>('/api/admin/seller', { method: 'PUT', token: admin, body: changed });
    assert.equal(saved.status, 200);
    assert.equal((await again(etag)).statusCode, 200, 'a new ETag');
    const order = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'bank',
      lines: [{ number: 'OC 90', price: '10', amount: 1 }],
    });
    const invoice = (await call(`/api/orders/show/${order.orderId}/invoice`, { token: wholesale })).text;
    assert.ok(invoice.includes('ИНН 7707083893') && invoice.includes('тел.: +7 (978) 555-44-33'));
    const offices = (await call<Office[]>('/api/offices')).body;
    assert.equal(offices.find((office) => office.isMain)?.phone, '+7 (978) 555-44-33');
    const oferta = (await call<Page>('/api/page/oferta')).body.content;
    assert.ok(oferta.includes('ИНН 7707083893') && oferta.includes('href="tel:+79785554433"'));
    assert.ok(!oferta.includes('{{'), 'every placeholder filled');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'seller.update')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.details, {
      changed: ['inn', 'kpp', 'phone'],
      before: { inn: data.inn, kpp: data.kpp, phone: data.phone },
      after: { inn: '7707083893', kpp: '773601001', phone: '+7 (978) 555-44-33' },
    });
    await call('/api/admin/seller', { method: 'PUT', token: admin, body: data });
  });
});
