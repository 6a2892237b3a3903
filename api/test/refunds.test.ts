import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, Paginated, RefundableGood, RefundRequest } from '@shop/shared';
import { refundBreakdown } from '@shop/shared/format';
import { bearer, countRows, createTestApp, demo, json, login, type TestApp } from './helpers.js';
import { contractState, createOrder, type OrderFixture } from './payment-fixtures.js';
import { refundSum } from '../src/refunds/service.js';

let t: TestApp;
let retail: string;
let wholesale: string;
let admin: string;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/refund/create', headers: bearer(token), payload });
const find = (token: string, query: string) =>
  get(`/api/refund/find_goods?query=${encodeURIComponent(query)}`, token);

let bought: OrderFixture;

before(async () => {
  t = await createTestApp();
  [retail, wholesale, admin] = await Promise.all([
    login(t.app, demo.retail.email, demo.retail.password),
    login(t.app, demo.wholesale.email, demo.wholesale.password),
    login(t.app, demo.admin.email, demo.admin.password),
  ]);
  bought = await createOrder(t.db, {
    email: demo.retail.email,
    provider: 'online',
    status: 'paid',
    lines: [
      { number: 'OC 90', name: 'Фильтр масляный', price: '617.25', amount: 4, cancelledAmount: 1 },
      {
        number: 'GDB 1330',
        name: 'Колодки тормозные',
        price: '10.10',
        amount: 5,
        refund: { isAllowed: true, percent: 15, conditions: 'Удержание 15 %' },
      },
      {
        number: 'SP-1',
        name: 'Свеча зажигания',
        price: '300',
        amount: 2,
        refund: { isAllowed: false, percent: 0, conditions: 'Электрика' },
      },
    ],
  });
});

after(async () => {
  await t.close();
});

describe('refund sum (SPEC §9)', () => {
  test('keeps back returnPercent of the cost exactly as the screens show it', () => {
    for (const [price, amount, percent] of [
      [850, 2, 10],
      [10.1, 3, 15],
      [199.99, 7, 12.5],
      [617.25, 1, 0],
      [0.05, 1, 50],
    ] as const) {
      assert.equal(
        refundSum(String(price), amount, percent).toNumber(),
        refundBreakdown(price, amount, percent).sum,
      );
    }
  });
});

describe('GET /api/refund/find_goods', () => {
  test('own bought lines by normalised number or by name, with what may still be returned', async () => {
    const byNumber = await find(retail, 'oc-90');
    assert.equal(byNumber.statusCode, 200, byNumber.body);
    const goods = json<RefundableGood[]>(byNumber);
    assert.equal(goods.length, 1);
    assert.deepEqual(goods[0], {
      orderItemUid: bought.items[0]?.uid,
      orderId: bought.orderId,
      orderCreatedAt: goods[0]?.orderCreatedAt,
      good: { brand: { name: 'PAY-TEST' }, number: 'OC 90' },
      name: 'Фильтр масляный',
      price: 617.25,
      refundableAmount: 3,
      refund: { isAllowed: true, percent: 0, conditions: '' },
    });
    const byName = json<RefundableGood[]>(await find(retail, 'колодки'));
    assert.deepEqual(
      byName.map((good) => [good.good.number, good.refundableAmount, good.refund.percent]),
      [['GDB 1330', 5, 15]],
    );
    assert.deepEqual(json<RefundableGood[]>(await find(retail, 'XYZ-404')), []);
  });

  test("another user's lines and cancelled orders are not found", async () => {
    assert.deepEqual(json<RefundableGood[]>(await find(wholesale, 'OC 90')), []);
    const cancelled = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'online',
      status: 'cancelled',
      lines: [{ number: 'OC 90', price: '1', amount: 1 }],
    });
    assert.ok(cancelled.orderId);
    assert.deepEqual(json<RefundableGood[]>(await find(wholesale, 'OC 90')), []);
  });

  test('an order not paid yet has nothing to return (its lines are cancelled instead)', async () => {
    const unpaid = await createOrder(t.db, {
      email: demo.wholesale.email,
      provider: 'online',
      status: 'awaiting_payment',
      lines: [{ number: 'UNPAID-1', price: '100', amount: 2 }],
    });
    assert.deepEqual(json<RefundableGood[]>(await find(wholesale, 'UNPAID-1')), []);
    const before = await countRows(t.db, 'refunds');
    const refused = await create(wholesale, { orderItemUid: unpaid.items[0]?.uid, amount: 1, reason: '' });
    assert.equal(refused.statusCode, 400);
    assert.equal(
      json<ApiErrorBody>(refused).message,
      'Заказ ещё не оплачен: вместо возврата отмените товар в заказе',
    );
    assert.equal(await countRows(t.db, 'refunds'), before);
  });

  test('a part whose terms forbid returns: «Артикул … недоступен для возврата»', async () => {
    const answer = await find(retail, 'SP-1');
    assert.equal(answer.statusCode, 400);
    assert.equal(json<ApiErrorBody>(answer).message, 'Артикул «SP-1» недоступен для возврата');
  });

  test('an empty query and a guest are refused', async () => {
    const empty = await find(retail, '  ');
    assert.equal(empty.statusCode, 400);
    assert.equal(json<ApiErrorBody>(empty).message, 'Что ищем? Не указана строка для поиска.');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/refund/find_goods?query=OC90' })).statusCode,
      401,
    );
  });
});

describe('POST /api/refund/create', () => {
  test('a request within what was bought, with the return percent kept back', async () => {
    const answer = await create(retail, {
      orderItemUid: bought.items[1]?.uid,
      amount: 3,
      reason: '  Не подошли  ',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const refund = json<RefundRequest>(answer);
    assert.deepEqual(
      { ...refund, id: 0, uid: '', createdAt: '' },
      {
        id: 0,
        uid: '',
        orderId: bought.orderId,
        orderItemUid: bought.items[1]?.uid,
        good: { brand: { name: 'PAY-TEST' }, number: 'GDB 1330' },
        name: 'Колодки тормозные',
        amount: 3,
        price: 10.1,
        returnPercent: 15,
        // 30.30 − 15 % (4.545 → 4.55) = 25.75.
        sum: 25.75,
        reason: 'Не подошли',
        decisionReason: '',
        status: 'new',
        statusName: 'Новая',
        createdAt: '',
      },
    );
    const left = json<RefundableGood[]>(await find(retail, 'GDB1330'));
    assert.equal(left[0]?.refundableAmount, 2);
  });

  test('tampering and bad amounts are refused and write nothing', async () => {
    const before = await countRows(t.db, 'refunds');
    const line = bought.items[0]?.uid;
    const cases: [string, Record<string, unknown>, number, string?][] = [
      [wholesale, { orderItemUid: line, amount: 1, reason: '' }, 404, 'Товар заказа не найден'],
      [retail, { orderItemUid: '00000000-0000-4000-8000-000000000000', amount: 1, reason: '' }, 404],
      [retail, { orderItemUid: 'not-a-uid', amount: 1, reason: '' }, 404],
      [retail, { orderItemUid: line, amount: 4, reason: '' }, 400, 'Доступно для возврата не более 3 шт.'],
      [retail, { orderItemUid: line, amount: 1.5, reason: '' }, 400],
      [retail, { orderItemUid: line, amount: '2.5', reason: '' }, 400],
      [retail, { orderItemUid: line, amount: -1, reason: '' }, 400],
      [retail, { orderItemUid: line, amount: 0, reason: '' }, 400],
      [retail, { orderItemUid: line, amount: 'много', reason: '' }, 400],
      [
        retail,
        { orderItemUid: bought.items[2]?.uid, amount: 1, reason: '' },
        400,
        'Возврат товара невозможен.',
      ],
    ];
    for (const [token, payload, status, message] of cases) {
      const answer = await create(token, payload);
      assert.equal(answer.statusCode, status, `${JSON.stringify(payload)}: ${answer.body}`);
      if (message) assert.equal(json<ApiErrorBody>(answer).message, message);
    }
    const fractional = json<ApiErrorBody>(
      await create(retail, { orderItemUid: line, amount: 1.5, reason: '' }),
    );
    assert.deepEqual(fractional.violations, [
      { propertyPath: 'amount', message: 'Количество для возврата должно быть целым положительным числом' },
    ]);
    assert.equal(await countRows(t.db, 'refunds'), before);
  });

  test('concurrent requests never ask back more than was bought', async () => {
    const order = await createOrder(t.db, {
      email: demo.retail.email,
      provider: 'online',
      status: 'paid',
      lines: [{ number: 'K 100', price: '50', amount: 5 }],
    });
    const uid = order.items[0]?.uid;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create(retail, { orderItemUid: uid, amount: 1, reason: '' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 400, 400, 400, 400, 400]);
    const requested = await t.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('order_item_id', '=', order.items[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    assert.equal(Number(requested.total), 5);
  });
});

describe('GET /api/refund and acceptance', () => {
  test('the list is the user’s own, newest first, paginated', async () => {
    const own = json<Paginated<RefundRequest>>(await get('/api/refund', retail));
    assert.equal(own.page, 1);
    assert.equal(own.perPage, 20);
    assert.equal(own.total, 6);
    assert.equal(own.items.length, 6);
    assert.ok((own.items[0]?.id ?? 0) > (own.items[5]?.id ?? 0));
    const other = json<Paginated<RefundRequest>>(await get('/api/refund', wholesale));
    assert.deepEqual(other, { items: [], total: 0, page: 1, perPage: 20 });
    assert.equal((await get('/api/refund?page=0', retail)).statusCode, 400);
    assert.deepEqual(json<Paginated<RefundRequest>>(await get('/api/refund?page=2', retail)).items, []);
  });

  test('only an admin accepts (the back office’s operation: audited, mailed), once, crediting the contract', async () => {
    const list = json<Paginated<RefundRequest>>(await get('/api/refund', retail));
    const refund = list.items.find((item) => item.good.number === 'GDB 1330');
    assert.ok(refund);
    const url = `/api/refund/${refund.id}/accept`;
    assert.equal((await t.app.inject({ method: 'POST', url, headers: bearer(retail) })).statusCode, 403);
    const accepted = await t.app.inject({ method: 'POST', url, headers: bearer(admin) });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(json<RefundRequest>(accepted).status, 'accepted');
    assert.equal(json<RefundRequest>(accepted).statusName, 'Принята');
    const again = await t.app.inject({ method: 'POST', url, headers: bearer(admin) });
    assert.equal(again.statusCode, 409);
    const contract = await contractState(t.db, bought.contractId);
    assert.equal(contract.balance, '25.75');
    assert.deepEqual(contract.movements, [
      { kind: 'refund', amount: '25.75', payment_id: null, refund_id: refund.id },
    ]);
    // The older path is the back office's acceptance: the audit names the admin, the customer gets a mail.
    const audit = await t.db
      .selectFrom('audit_log as a')
      .innerJoin('users as actor', 'actor.id', 'a.actor_user_id')
      .innerJoin('users as subject', 'subject.id', 'a.subject_user_id')
      .select(['actor.email as actor', 'subject.email as subject', 'a.details'])
      .where('a.action', '=', 'refund.accept')
      .execute();
    assert.equal(audit.length, 1);
    assert.deepEqual(
      [audit[0]?.actor, audit[0]?.subject, audit[0]?.details.after],
      [demo.admin.email, demo.retail.email, { status: 'accepted', credited: '25.75' }],
    );
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', '=', 'Заявка на возврат принята')
      .execute();
    assert.deepEqual(mails, [{ to_address: demo.retail.email }]);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/refund/999999/accept', headers: bearer(admin) }))
        .statusCode,
      404,
    );
  });
});
