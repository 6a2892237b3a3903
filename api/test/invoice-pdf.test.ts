import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Seller } from '@shop/shared';
import { demo, type TestApp } from './helpers.js';
import { createOrder } from './payment-fixtures.js';
import { paymentSuite, type Call } from './payment-http.js';
import { pdfPaymentQrs, pdfText } from './pdf-reader.js';

/** The invoice as a PDF: its text, the ГОСТ Р 56042-2014 payment QR read back, and who may have it. */

let t: TestApp;
let call: Call;
let retail: string;
let wholesale: string;

before(async () => {
  ({ t, call, retail, wholesale } = await paymentSuite());
});
after(() => t.close());

async function download(path: string, token?: string) {
  const answer = await t.app.inject({
    url: path,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

describe('invoice PDF', () => {
  test('the owner downloads a PDF with the invoice, the total and a payment QR a bank app reads', async () => {
    const order = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'bank',
      lines: [
        { number: 'OC 90', name: 'Фильтр масляный', price: '617.25', amount: 2 },
        { number: 'W 712/75', name: 'Фильтр воздушный', price: '100', amount: 3, cancelledAmount: 1 },
      ],
    });
    const started = Date.now();
    const answer = await download(`/api/orders/show/${order.orderId}/invoice/pdf`, wholesale);
    assert.equal(answer.status, 200, answer.body.toString());
    assert.ok(Date.now() - started < 5000, 'made in a few seconds');
    assert.equal(answer.headers['content-type'], 'application/pdf');
    assert.match(String(answer.headers['content-disposition']), /^attachment; filename="invoice-\d+\.pdf"/);
    assert.equal(answer.body.subarray(0, 5).toString('latin1'), '%PDF-');

    const text = await pdfText(answer.body);
    const title = new RegExp(`Счёт на оплату № ${order.orderId} от (\\d{2}\\.\\d{2}\\.\\d{4})`).exec(text);
    assert.ok(title, `the title in Cyrillic: ${text.slice(0, 400)}`);
    const seller = (await call<Seller>('/api/seller')).body;
    for (const expected of [
      seller.name,
      seller.bik,
      seller.settlementAccount,
      `ИНН ${seller.inn}`,
      'OC 90 Фильтр масляный',
      'W 712/75 Фильтр воздушный',
      // 2 × 617.25 + 2 × 100 (one unit cancelled) = 1434.50 → 1435 with no commission.
      'Всего к оплате:',
      '1\u00a0435,00',
      'Одна тысяча четыреста тридцать пять рублей 00 копеек',
    ]) {
      assert.ok(text.includes(expected), `the PDF shows «${expected}»`);
    }
    const company = await t.db
      .selectFrom('users')
      .select('company')
      .where('email', '=', demo.wholesale.email)
      .executeTakeFirstOrThrow();
    assert.ok(company.company && text.includes(company.company.inn), 'the buyer is the company');

    const qrs = await pdfPaymentQrs(answer.body);
    assert.equal(qrs.length, 1, 'one payment QR');
    assert.deepEqual(Object.fromEntries(qrs[0] ?? []), {
      Name: seller.name,
      PersonalAcc: seller.settlementAccount,
      BankName: seller.bankName,
      BIC: seller.bik,
      CorrespAcc: seller.correspondentAccount,
      PayeeINN: seller.inn,
      KPP: seller.kpp,
      Sum: '143500',
      Purpose: `Оплата по счёту № ${order.orderId} от ${title[1]}. Без НДС`,
    });
  });

  test('the QR asks for what is left to pay', async () => {
    const order = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'bank',
      lines: [{ number: 'OC 90', price: '1000.10', amount: 1 }],
    });
    await t.db.updateTable('orders').set({ total: '1000.10' }).where('id', '=', order.orderId).execute();
    const answer = await download(`/api/orders/show/${order.orderId}/invoice/pdf`, wholesale);
    assert.equal(answer.status, 200);
    const [qr] = await pdfPaymentQrs(answer.body);
    assert.equal(qr?.get('Sum'), '100010', 'kopecks, no separator');
  });

  test("another user's invoice is not found, a guest must sign in", async () => {
    const order = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'bank',
      lines: [{ number: 'OC 90', price: '10', amount: 1 }],
    });
    const path = `/api/orders/show/${order.orderId}/invoice/pdf`;
    const foreign = await download(path, retail);
    assert.equal(foreign.status, 404);
    assert.notEqual(foreign.body.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal((await download(path)).status, 401);
    assert.equal((await download('/api/orders/show/999999/invoice/pdf', wholesale)).status, 404);
  });
});
