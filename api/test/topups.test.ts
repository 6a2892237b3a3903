import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import Big from 'big.js';
import type { ApiErrorBody } from '@shop/shared';
import { cyrillic, demo, type TestApp } from './helpers.js';
import { userIdOf } from './payment-fixtures.js';
import { pdfPaymentQrs, pdfText } from './pdf-reader.js';
import { paymentSuite, pressButton, type Call } from './payment-http.js';
import { signed } from '../src/payments/tbank/protocol.js';
import type { Topup, TopupStart } from '../src/payments/topups.js';

let t: TestApp;
let call: Call;
let retail: string;
let wholesale: string;

const start = (token: string, body: unknown) =>
  call<TopupStart & ApiErrorBody>('/api/replenishment/topups', { method: 'POST', token, body });

async function contractOf(email: string, qr = false) {
  const userId = await userIdOf(t.db, email);
  let query = t.db.selectFrom('contracts').select(['id', 'balance']).where('user_id', '=', userId);
  if (qr) query = query.where('is_allow_qr_pay', '=', true);
  return query.orderBy('id').executeTakeFirstOrThrow();
}

const balanceOf = async (contractId: number) =>
  (
    await t.db
      .selectFrom('contracts')
      .select('balance')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow()
  ).balance;

const movementsOf = (contractId: number) =>
  t.db
    .selectFrom('contract_transactions')
    .select(['kind', 'amount'])
    .where('contract_id', '=', contractId)
    .execute();

before(async () => {
  ({ t, call, retail, wholesale } = await paymentSuite());
});
after(() => t.close());

describe('a top-up of a contract through the sandbox bank', () => {
  test('online: Init → Оплатить → notification credits the contract exactly once, also on a replay', async () => {
    const contract = await contractOf(demo.wholesale.email);
    const before = contract.balance;
    const movements = (await movementsOf(contract.id)).length;
    const answer = await start(wholesale, { contract: contract.id, amount: 2500.5, method: 'online' });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.topup.paid, false);
    assert.equal(answer.body.topup.amount, 2500.5);
    assert.equal(answer.body.qr, null);
    const pageUrl = answer.body.confirmationUrl ?? '';
    const page = await (await fetch(pageUrl)).text();
    assert.ok(page.includes(`Пополнение баланса № П-${answer.body.topup.id}`), 'the bank shows what is paid');

    const location = await pressButton(pageUrl, 'pay');
    assert.equal(location, `http://shop.test/replenishment/notes?topup=${answer.body.topup.id}`);
    const expected = new Big(before).plus('2500.50').toFixed(2);
    assert.equal(await balanceOf(contract.id), expected);

    // The bank repeats its notification: the contract is not credited twice.
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('topup_id', '=', answer.body.topup.id)
      .executeTakeFirstOrThrow();
    assert.equal(payment.order_id, null);
    // Its id at the bank is random, not a hash of the top-up's number anyone could compute.
    const derivable = createHash('sha256').update(`topup|${answer.body.topup.id}`).digest('hex');
    assert.match(payment.idempotency_key, /^[0-9a-f]{32}$/);
    assert.notEqual(payment.idempotency_key, derivable.slice(0, 32));
    const replay = signed(
      {
        TerminalKey: t.config.payments.tbankTerminalKey,
        OrderId: payment.idempotency_key,
        Success: true,
        Status: 'CONFIRMED',
        PaymentId: Number(payment.external_id),
        ErrorCode: '0',
        Amount: 250050,
      },
      t.config.payments.tbankPassword,
    );
    for (let i = 0; i < 2; i += 1) {
      const again = await call('/api/payments/notification/tbank', { method: 'POST', body: replay });
      assert.equal(again.status, 200);
    }
    assert.equal(await balanceOf(contract.id), expected);
    const after = await movementsOf(contract.id);
    assert.equal(after.length, movements + 1);
    assert.deepEqual(after.at(-1), { kind: 'payment', amount: '2500.50' });
    const movement = await t.db
      .selectFrom('contract_transactions')
      .select('description')
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    assert.equal(movement.description, `Пополнение баланса № П-${answer.body.topup.id} (онлайн)`);

    const shown = await call<Topup>(`/api/replenishment/topups/${answer.body.topup.id}`, {
      token: wholesale,
    });
    assert.equal(shown.body.paid, true);
    const list = await call<Topup[]>('/api/replenishment/topups', { token: wholesale });
    assert.equal(list.body[0]?.id, answer.body.topup.id);
  });

  test('SBP: a QR of the sum; bank transfer: an invoice of the sum, nothing credited until the money comes', async () => {
    const contract = await contractOf(demo.wholesale.email, true);
    const qr = await start(wholesale, { contract: contract.id, amount: 700, method: 'qr' });
    assert.equal(qr.status, 200, qr.text);
    assert.match(qr.body.qr?.image ?? '', /^data:image\/png;base64,/);
    assert.equal(qr.body.qr?.amount, 700);

    const before = await balanceOf(contract.id);
    const bank = await start(wholesale, { contract: contract.id, amount: 12000, method: 'bank' });
    assert.equal(bank.status, 200, bank.text);
    assert.equal(bank.body.confirmationUrl, null);
    const invoice = await call(`/api/replenishment/topups/${bank.body.topup.id}/invoice`, {
      token: wholesale,
    });
    assert.equal(invoice.status, 200);
    assert.ok(invoice.text.includes(`Счёт на оплату № П-${bank.body.topup.id}`));
    assert.ok(invoice.text.includes('12\u00a0000,00'));
    const pdf = await t.app.inject({
      url: `/api/replenishment/topups/${bank.body.topup.id}/invoice/pdf`,
      headers: { authorization: `Bearer ${wholesale}` },
    });
    assert.equal(pdf.statusCode, 200);
    assert.ok((await pdfText(pdf.rawPayload)).includes(`Счёт на оплату № П-${bank.body.topup.id}`));
    const [paymentQr] = await pdfPaymentQrs(pdf.rawPayload);
    assert.equal(paymentQr?.get('Sum'), '1200000', 'the payment QR asks for the sum in kopecks');
    assert.match(
      paymentQr?.get('Purpose') ?? '',
      new RegExp(`^Оплата по счёту № П-${bank.body.topup.id} от `),
    );
    assert.equal(await balanceOf(contract.id), before);
  });
});

describe('ownership and input', () => {
  test("another user's contract or top-up answers 404 and nothing is written", async () => {
    const foreign = await contractOf(demo.retail.email);
    const topups = await t.db.selectFrom('contract_topups').select('id').execute();
    const answer = await start(wholesale, { contract: foreign.id, amount: 100, method: 'online' });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'Договор не найден');
    assert.equal((await t.db.selectFrom('contract_topups').select('id').execute()).length, topups.length);

    const mine = await start(wholesale, {
      contract: (await contractOf(demo.wholesale.email)).id,
      amount: 100,
      method: 'bank',
    });
    for (const path of [
      `/api/replenishment/topups/${mine.body.topup.id}`,
      `/api/replenishment/topups/${mine.body.topup.id}/invoice`,
      `/api/replenishment/topups/${mine.body.topup.id}/invoice/pdf`,
    ]) {
      const other = await call<ApiErrorBody>(path, { token: retail });
      assert.equal(other.status, 404, path);
      assert.equal(other.body.message, 'Пополнение не найдено');
    }
    const list = await call<Topup[]>('/api/replenishment/topups', { token: retail });
    assert.ok(list.body.every((topup) => topup.id !== mine.body.topup.id));
  });

  test('a sum not positive, above the maximum or with fractions of a kopeck, or an unknown method: 400 in Russian', async () => {
    const contract = (await contractOf(demo.wholesale.email)).id;
    const count = (await t.db.selectFrom('contract_topups').select('id').execute()).length;
    for (const body of [
      { contract, amount: 0, method: 'online' },
      { contract, amount: -10, method: 'online' },
      { contract, amount: 1_000_000.01, method: 'online' },
      { contract, amount: 10.001, method: 'bank' },
      { contract, amount: 100, method: 'cash' },
      { contract, method: 'online' },
      { contract, amount: '100', method: 'online' },
    ]) {
      const answer = await start(wholesale, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(answer.body.message, cyrillic);
    }
    assert.equal((await t.db.selectFrom('contract_topups').select('id').execute()).length, count);
  });

  test('a guest gets 401', async () => {
    assert.equal((await call('/api/replenishment/topups', { method: 'POST', body: {} })).status, 401);
  });
});
