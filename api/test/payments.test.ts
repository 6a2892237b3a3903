import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { ApiErrorBody, OrderStatusResponse, PaymentStartResponse } from '@shop/shared';
import { cyrillic, demo, type TestApp } from './helpers.js';
import { contractState, createOrder, orderStatus, userIdOf, type OrderFixture } from './payment-fixtures.js';
import { paymentSuite, pressButton, type Answer, type Call } from './payment-http.js';
import { signed } from '../src/payments/tbank/protocol.js';
import { PaymentProviderError, type TbankClient } from '../src/payments/tbank/client.js';
import { startOnlinePayment } from '../src/payments/service.js';
import { HttpError } from '../src/errors/http-error.js';

let t: TestApp;
let call: Call;
let retail: string;
let wholesale: string;

const pay = (orderId: number, token: string, key?: string, body: unknown = {}) =>
  call<PaymentStartResponse & ApiErrorBody>(`/api/orders/${orderId}/pay`, {
    method: 'POST',
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function paymentRow(paymentId: number) {
  return t.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
}

/** A notification as the bank signs it, for a payment row. */
function notificationFor(
  payment: { idempotency_key: string; external_id: string | null },
  status: string,
  amount: number,
  password = t.config.payments.tbankPassword,
) {
  return signed(
    {
      TerminalKey: t.config.payments.tbankTerminalKey,
      OrderId: payment.idempotency_key,
      Success: status === 'CONFIRMED',
      Status: status,
      PaymentId: Number(payment.external_id),
      ErrorCode: '0',
      Amount: amount,
    },
    password,
  );
}

const notify = (body: unknown) =>
  call<ApiErrorBody>('/api/payments/notification/tbank', { method: 'POST', body });

const onlineOrder = (lines = [{ number: 'OC 90', price: '617.25', amount: 2 }]) =>
  createOrder(t.db, { email: demo.retail.email, provider: 'online', lines });

before(async () => {
  ({ t, call, retail, wholesale } = await paymentSuite());
});
after(() => t.close());

describe('online payment through the sandbox provider', () => {
  let order: OrderFixture;
  let paymentId: number;

  test('Init → payment page → Оплатить → notification → order paid, contract credited', async () => {
    order = await onlineOrder();
    assert.equal(order.total, '1235.00');
    const start = await pay(order.orderId, retail, 'attempt-1', {
      successUrl: `/order/${order.orderId}/status`,
    });
    assert.equal(start.status, 200, start.text);
    paymentId = start.body.paymentId;
    const pageUrl = start.body.confirmationUrl;
    assert.match(pageUrl, /^http:\/\/127\.0\.0\.1:\d+\/new\/[0-9a-f]{32}$/);

    const page = await (await fetch(pageUrl)).text();
    for (const text of ['Оплатить', 'Отказаться', `Оплата заказа № ${order.orderId}`, '1\u00a0235\u00a0₽']) {
      assert.ok(page.includes(text), `the page shows ${text}`);
    }
    assert.doesNotMatch(page, /<(script|link|img)\b/, 'no external assets');

    const location = await pressButton(pageUrl, 'pay');
    assert.equal(location, `http://shop.test/order/${order.orderId}/status`);
    assert.equal(await orderStatus(t.db, order.orderId), 'paid');
    const payment = await paymentRow(paymentId);
    assert.equal(payment.status, 'succeeded');
    assert.ok(payment.paid_at);
    const contract = await contractState(t.db, order.contractId);
    assert.equal(contract.balance, '1235.00');
    assert.deepEqual(contract.movements, [
      { kind: 'payment', amount: '1235.00', payment_id: paymentId, refund_id: null },
    ]);

    const check = await call<OrderStatusResponse>(`/api/orders/${order.orderId}/payments/check`, {
      method: 'POST',
      token: retail,
    });
    assert.deepEqual(check.body, {
      id: order.orderId,
      status: 'paid',
      statusName: 'Оплачен',
      total: 1235,
      toPay: 0,
    });
  });

  test('a repeated notification changes nothing twice', async () => {
    const payment = await paymentRow(paymentId);
    const again = await notify(notificationFor(payment, 'CONFIRMED', 123500));
    assert.equal(again.status, 200);
    assert.equal(again.text, 'OK');
    const contract = await contractState(t.db, order.contractId);
    assert.equal(contract.balance, '1235.00');
    assert.equal(contract.movements.length, 1);
    // A late refusal of a paid attempt changes nothing either.
    assert.equal((await notify(notificationFor(payment, 'REJECTED', 123500))).status, 200);
    assert.equal((await paymentRow(paymentId)).status, 'succeeded');
  });

  test('the same Idempotency-Key answers the same payment; a paid order is not paid again', async () => {
    const repeat = await pay(order.orderId, retail, 'attempt-1');
    assert.equal(repeat.status, 200);
    assert.equal(repeat.body.paymentId, paymentId);
    const other = await pay(order.orderId, retail, 'attempt-2');
    assert.equal(other.status, 400);
    assert.equal(other.body.message, 'Заказ уже оплачен');
  });
});

describe('pay start rules', () => {
  test('concurrent starts with one key create one payment', async () => {
    const order = await onlineOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(order.orderId, retail, 'same-key')),
    );
    const ids = new Set(answers.map((answer) => answer.body.paymentId));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200, 200],
    );
    assert.equal(ids.size, 1);
    const urls = new Set(answers.map((answer) => answer.body.confirmationUrl));
    assert.equal(urls.size, 1);
    const rows = await t.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', order.orderId)
      .execute();
    assert.equal(rows.length, 1);
    // Without a key every start is a new attempt.
    const first = await pay(order.orderId, retail);
    const second = await pay(order.orderId, retail);
    assert.notEqual(first.body.paymentId, second.body.paymentId);
  });

  test("a payment's id at the bank (its OrderId) cannot be computed from the order or the key", async () => {
    const order = await onlineOrder();
    const keyed = await paymentRow((await pay(order.orderId, retail, 'attempt-1')).body.paymentId);
    const plain = await paymentRow((await pay(order.orderId, retail)).body.paymentId);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
    assert.match(keyed.idempotency_key, /^[0-9a-f]{32}$/);
    assert.notEqual(keyed.idempotency_key, sha(`pay|${order.orderId}|attempt-1`));
    assert.match(plain.idempotency_key, /^[0-9a-f]{32}$/);
  });

  test("another user's order is not found; other methods, bad return URLs and keys are refused", async () => {
    const order = await onlineOrder();
    const foreign = await pay(order.orderId, wholesale, 'k');
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.message, 'Заказ не найден');
    assert.equal((await pay(999999, retail)).status, 404);
    assert.equal((await call(`/api/orders/${order.orderId}/pay`, { method: 'POST', body: {} })).status, 401);

    const bad = await pay(order.orderId, retail, undefined, { successUrl: 'https://evil.example/steal' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, cyrillic);
    assert.equal(
      (await pay(order.orderId, retail, undefined, { successUrl: '//evil.example/x' })).status,
      400,
    );
    assert.equal((await pay(order.orderId, retail, 'a key')).status, 400, 'a key of visible ASCII only');
    assert.equal((await pay(order.orderId, retail, 'k'.repeat(201))).status, 400);

    const qr = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'qr',
      lines: [{ number: 'OC 90', price: '100', amount: 1 }],
    });
    const wrong = await pay(qr.orderId, retail);
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /^Заказ оплачивается другим способом/);
    const cancelled = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'card',
      status: 'cancelled',
      lines: [{ number: 'OC 90', price: '100', amount: 1 }],
    });
    assert.equal((await pay(cancelled.orderId, retail)).body.message, 'Заказ отменён');
    assert.equal(
      await t.db
        .selectFrom('payments')
        .select('id')
        .where('order_id', 'in', [order.orderId, qr.orderId, cancelled.orderId])
        .execute()
        .then((rows) => rows.length),
      0,
    );
  });

  test('Отказаться: a REJECTED notification cancels the attempt and the order waits', async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'card',
      lines: [{ number: 'OC 90', price: '99.99', amount: 3 }],
    });
    const start = await pay(order.orderId, retail, 'card-1');
    const location = await pressButton(start.body.confirmationUrl, 'decline');
    // Back on the pay page, which says the payment did not go through.
    assert.equal(location, `http://shop.test/order/${order.orderId}/pay?payment=declined`);
    assert.equal((await paymentRow(start.body.paymentId)).status, 'cancelled');
    assert.equal(await orderStatus(t.db, order.orderId), 'awaiting_payment');
    assert.equal((await contractState(t.db, order.contractId)).movements.length, 0);
    const retry = await pay(order.orderId, retail, 'card-2');
    assert.notEqual(retry.body.paymentId, start.body.paymentId);
  });
});

describe('provider failures', () => {
  test('a failed Init answers 502 and cancels the attempt; the same key retries it', async () => {
    const order = await onlineOrder();
    let fail = true;
    const refuse = () => Promise.reject(new PaymentProviderError('не нужен'));
    const client: TbankClient = {
      terminalKey: 'Terminal',
      password: 'password',
      init: async (params) => {
        if (fail) throw new PaymentProviderError('Init: ошибка 9999 Неверные параметры.');
        return {
          Success: true,
          ErrorCode: '0',
          TerminalKey: 'Terminal',
          Status: 'NEW',
          PaymentId: '77',
          OrderId: params.OrderId,
          Amount: params.Amount,
          PaymentURL: 'https://securepay.example/new/77',
        };
      },
      getQr: refuse,
      getState: refuse,
    };
    const deps = {
      db: t.db,
      gateway: { client, sandbox: null, terminal: null, close: async () => undefined },
      keySecret: () => Promise.resolve('test-payment-keys'),
    };
    const urls = {
      successUrl: 'http://shop.test/s',
      failUrl: 'http://shop.test/f',
      notificationUrl: 'http://shop.test/n',
    };
    const userId = await userIdOf(t.db, demo.retail.email);
    const start = () => startOnlinePayment(deps, userId, order.orderId, urls, 'retry-key');
    await assert.rejects(start(), (error) => error instanceof HttpError && error.statusCode === 502);
    const [failed] = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .execute();
    assert.equal(failed?.status, 'cancelled');
    fail = false;
    const retried = await start();
    assert.deepEqual(retried, { paymentId: failed?.id, confirmationUrl: 'https://securepay.example/new/77' });
    const row = await paymentRow(retried.paymentId);
    assert.equal(row.status, 'pending');
    assert.equal(row.external_id, '77');
  });
});

describe('status check with the provider (GetState)', () => {
  test('a payment whose notification never arrived is applied on the check', async () => {
    const order = await onlineOrder();
    const payments = t.config.payments;
    // Notifications of this attempt go nowhere (port 9, discard), as when the shop is unreachable.
    payments.notificationUrl = 'http://127.0.0.1:9/api/payments/notification/tbank';
    let start: Answer<PaymentStartResponse & ApiErrorBody>;
    try {
      start = await pay(order.orderId, retail);
    } finally {
      payments.notificationUrl = null;
    }
    await pressButton(start.body.confirmationUrl, 'pay');
    assert.equal(await orderStatus(t.db, order.orderId), 'awaiting_payment', 'the notification was lost');
    const check = await call<OrderStatusResponse>(`/api/orders/${order.orderId}/payments/check`, {
      method: 'POST',
      token: retail,
    });
    assert.equal(check.status, 200);
    assert.equal(check.body.status, 'paid');
    assert.equal(check.body.toPay, 0);
    assert.equal((await contractState(t.db, order.contractId)).balance, '1235.00');
    const foreign = await call(`/api/orders/${order.orderId}/payments/check`, {
      method: 'POST',
      token: wholesale,
    });
    assert.equal(foreign.status, 404);
  });

  test('a start without a body uses the default return address', async () => {
    const order = await onlineOrder();
    const start = await call<PaymentStartResponse>(`/api/orders/${order.orderId}/pay`, {
      method: 'POST',
      token: retail,
    });
    assert.equal(start.status, 200, start.text);
    const location = await pressButton(start.body.confirmationUrl, 'pay');
    assert.equal(location, `http://shop.test/order/${order.orderId}/status`);
  });
});

describe('notifications that change nothing', () => {
  async function pendingPayment() {
    const order = await onlineOrder();
    const start = await pay(order.orderId, retail);
    return { order, payment: await paymentRow(start.body.paymentId) };
  }

  async function assertUnchanged(order: OrderFixture, paymentId: number) {
    assert.equal((await paymentRow(paymentId)).status, 'pending');
    assert.equal(await orderStatus(t.db, order.orderId), 'awaiting_payment');
    const contract = await contractState(t.db, order.contractId);
    assert.equal(contract.balance, '0.00');
    assert.equal(contract.movements.length, 0);
  }

  test('a bad signature', async () => {
    const { order, payment } = await pendingPayment();
    const forged = notificationFor(payment, 'CONFIRMED', 123500, 'not-the-password');
    const answer = await notify(forged);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'Неверная подпись уведомления');
    // A genuine token over other values: the amount was changed after signing.
    const genuine = notificationFor(payment, 'CONFIRMED', 123500);
    assert.equal((await notify({ ...genuine, Amount: 100 })).status, 400);
    assert.equal((await notify({ ...genuine, Token: undefined })).status, 400);
    assert.equal((await notify({ ...genuine, TerminalKey: 'Other' })).status, 400);
    await assertUnchanged(order, payment.id);
  });

  test('a signed notification with another amount', async () => {
    const { order, payment } = await pendingPayment();
    const answer = await notify(notificationFor(payment, 'CONFIRMED', 100));
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'Сумма уведомления не совпадает с суммой платежа');
    await assertUnchanged(order, payment.id);
  });

  test('a signed notification of an unknown payment', async () => {
    const { order, payment } = await pendingPayment();
    const unknown = await notify(
      notificationFor({ ...payment, idempotency_key: 'f'.repeat(32) }, 'CONFIRMED', 123500),
    );
    assert.equal(unknown.status, 400);
    const otherId = await notify(notificationFor({ ...payment, external_id: '1' }, 'CONFIRMED', 123500));
    assert.equal(otherId.status, 400);
    await assertUnchanged(order, payment.id);
  });
});
