import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Contract, Order, RefundRequest } from '@shop/shared';
import { orderStatusNames } from '@shop/shared';
import { json, TEST_SECRET } from './helpers.js';
import { createOutboxMailer } from '../src/mail/mailer.js';
import { createPricingSource } from '../src/pricing/source.js';
import { runSubscriptionCheck } from '../src/subscriptions/checker.js';
import { createUnsubscribeTokens } from '../src/subscriptions/unsubscribe-token.js';
import { insertContract, insertCustomer, type Customer } from './checkout-fixtures.js';
import { orderSuite } from './order-requests.js';

type Suite = Awaited<ReturnType<typeof orderSuite>>;
interface AdminOrder {
  order: Order;
  version: number;
}

let suite: Suite;
let admin: Customer;
let customer: Customer;

before(async () => {
  suite = await orderSuite();
  admin = await insertCustomer(suite.t.app, suite.t.db, { admin: true });
  customer = await insertCustomer(suite.t.app, suite.t.db);
});

after(async () => {
  await suite.t.close();
});

function send(method: 'GET' | 'POST' | 'PUT', url: string, who: Customer | null, payload?: object) {
  return suite.t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

async function adminOrder(id: number): Promise<AdminOrder> {
  const response = await send('GET', `/api/admin/orders/${id}`, admin);
  assert.equal(response.statusCode, 200, response.body);
  return json<AdminOrder>(response);
}

function moveTo(id: number, version: number, status: string, reason?: string) {
  return send('POST', `/api/admin/orders/${id}/status`, admin, {
    status,
    version,
    ...(reason ? { reason } : {}),
  });
}

async function auditRows(action: string) {
  return suite.t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

async function contractBalance(id: number): Promise<string> {
  const row = await suite.t.db
    .selectFrom('contracts')
    .select('balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.balance;
}

// Who may call the back office: test/admin-guard.test.ts (every declared admin route, guests and customers).

describe('the order workflow', () => {
  it('moves an order along the allowed steps, refuses the others, audits and mails each change', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 1);
    const id = placed.order.id;
    let { version } = await adminOrder(id);

    const skipped = await moveTo(id, version, 'shipped');
    assert.equal(skipped.statusCode, 409, skipped.body);
    assert.match(json<{ message: string }>(skipped).message, /Нельзя перевести заказ из статуса/);

    for (const status of ['in_work', 'ordered', 'arrived', 'ready', 'completed']) {
      const moved = await moveTo(id, version, status);
      assert.equal(moved.statusCode, 200, moved.body);
      const answer = json<AdminOrder>(moved);
      assert.equal(answer.order.status, status);
      assert.ok(answer.version > version);
      version = answer.version;
    }
    const back = await moveTo(id, version, 'in_work');
    assert.equal(back.statusCode, 409);
    const cancelDone = await moveTo(id, version, 'cancelled', 'Передумал');
    assert.equal(cancelDone.statusCode, 409);

    const shown = await api.showOrder(placed.customer, id);
    assert.equal(shown.statusName, 'Выполнен');
    const rows = (await auditRows('order.status')).filter((row) => row.details.orderId === id);
    assert.equal(rows.length, 5);
    assert.deepEqual(
      rows.map((row) => (row.details.after as { status: string }).status),
      ['in_work', 'ordered', 'arrived', 'ready', 'completed'],
    );
    assert.equal(rows[0]?.actor_user_id, admin.id);
    assert.equal(rows[0]?.subject_user_id, placed.customer.id);
    assert.equal((rows[0]?.details.before as { status: string }).status, 'awaiting_payment');
    const email = await suite.t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', placed.customer.id)
      .executeTakeFirstOrThrow();
    // Status mails go out through the subscriptions' checker (the customer's topic is on by default).
    await runSubscriptionCheck({
      db: suite.t.db,
      mailer: createOutboxMailer(suite.t.db),
      pricing: createPricingSource(suite.t.db, 0),
      tokens: createUnsubscribeTokens(TEST_SECRET),
      publicUrl: suite.t.config.publicUrl,
    });
    const mails = await suite.t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email.email)
      .execute();
    const subjects = mails.map((mail) => mail.subject);
    for (const status of ['in_work', 'ordered', 'arrived', 'ready', 'completed'] as const) {
      assert.ok(subjects.includes(`Заказ № ${id}: ${orderStatusNames[status]}`), status);
    }
  });

  it('a cancellation needs a reason (the shared rule), a wrong status is 400 in Russian', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 1);
    const { version } = await adminOrder(placed.order.id);
    const noReason = await moveTo(placed.order.id, version, 'cancelled');
    assert.equal(noReason.statusCode, 400);
    assert.match(noReason.body, /Укажите причину отмены/);
    const unknown = await moveTo(placed.order.id, version, 'teleported');
    assert.equal(unknown.statusCode, 400);
    const missing = await moveTo(999_999, 1, 'in_work');
    assert.equal(missing.statusCode, 404);
    assert.equal((await adminOrder(placed.order.id)).order.status, placed.order.status);
  });

  it('of two concurrent changes one wins and the other gets 409', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 1);
    const { version } = await adminOrder(placed.order.id);
    const answers = await Promise.all([
      moveTo(placed.order.id, version, 'in_work'),
      moveTo(placed.order.id, version, 'cancelled', 'Нет в наличии'),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    assert.match(loser?.body ?? '', /Заказ уже изменил другой сотрудник/);
    const rows = (await auditRows('order.status')).filter((row) => row.details.orderId === placed.order.id);
    assert.equal(rows.length, 1);
  });

  it('cancelling frees the stock and credits the contract once, however often it is sent', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId, 5);
    const placed = await api.placedOrder(catalog.offerId, 2);
    const id = placed.order.id;
    assert.equal(await api.offerAmount(catalog.offerId), 3);
    const debited = await contractBalance(placed.contract);
    const { version } = await adminOrder(id);
    const moved = json<AdminOrder>(await moveTo(id, version, 'in_work'));
    const answers = await Promise.all([
      moveTo(id, moved.version, 'cancelled', 'Покупатель отказался'),
      moveTo(id, moved.version, 'cancelled', 'Покупатель отказался'),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const again = await moveTo(
      id,
      json<AdminOrder>(answers.find((a) => a.statusCode === 200) ?? answers[0]!).version,
      'cancelled',
      'Ещё раз',
    );
    assert.equal(again.statusCode, 409);

    assert.equal(await api.offerAmount(catalog.offerId), 5);
    assert.equal(Number(await contractBalance(placed.contract)), Number(debited) + placed.order.total);
    const credits = await suite.t.db
      .selectFrom('contract_transactions')
      .select('amount')
      .where('order_id', '=', id)
      .where('kind', '=', 'cancel')
      .execute();
    assert.equal(credits.length, 1);
    const shown = await api.showOrder(placed.customer, id);
    assert.equal(shown.status, 'cancelled');
    assert.equal(shown.cancelReason, 'Покупатель отказался');
    assert.equal(shown.total, 0);
    assert.ok(shown.items.every((item) => item.cancelledAmount === item.amount));
  });

  it('a line gets its supplier status, guarded by the version; the customer sees it', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 1);
    const { version, order } = await adminOrder(placed.order.id);
    const item = order.items[0]!;
    const url = `/api/admin/orders/${order.id}/items/${item.id}/supplier-status`;
    const set = await send('POST', url, admin, { supplierStatus: 'arrived', version });
    assert.equal(set.statusCode, 200, set.body);
    const stale = await send('POST', url, admin, { supplierStatus: 'missing', version });
    assert.equal(stale.statusCode, 409);
    const other = await send('POST', `/api/admin/orders/${order.id}/items/999999/supplier-status`, admin, {
      supplierStatus: 'ordered',
      version: json<AdminOrder>(set).version,
    });
    assert.equal(other.statusCode, 404);
    const shown = await api.showOrder(placed.customer, order.id);
    assert.equal(shown.items[0]?.supplierStatus, 'arrived');
    assert.equal((await auditRows('order.line.supplierStatus')).length, 1);
  });

  it('lists every customer’s orders with filters, sorting and pages', async () => {
    const list = await send('GET', '/api/admin/orders?status=cancelled&sort=total&order=asc', admin);
    assert.equal(list.statusCode, 200, list.body);
    const page = json<{ items: { status: string; customer: { email: string } }[]; total: number }>(list);
    assert.ok(page.total >= 1);
    assert.ok(page.items.every((row) => row.status === 'cancelled'));
    const byNumber = json<{ total: number }>(
      await send('GET', `/api/admin/orders?number=${encodeURIComponent(suite.catalog.good.number)}`, admin),
    );
    assert.ok(byNumber.total >= 4);
    const none = json<{ total: number }>(
      await send('GET', '/api/admin/orders?number=NO-SUCH-PART-42', admin),
    );
    assert.equal(none.total, 0);
    const badDate = await send('GET', '/api/admin/orders?dateFrom=2026-02-30', admin);
    assert.equal(badDate.statusCode, 400);
  });
});

describe('bank transfers', () => {
  it('credit the contract, mark the order paid, once per document', async () => {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 1);
    const id = placed.order.id;
    const before = Number(await contractBalance(placed.contract));
    const url = `/api/admin/orders/${id}/bank-payments`;
    const tooMuch = await send('POST', url, admin, { amount: placed.order.total + 1, document: '17' });
    assert.equal(tooMuch.statusCode, 400);
    const half = Math.floor(placed.order.total / 2);
    const first = await send('POST', url, admin, { amount: half, document: '17' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(json<AdminOrder>(first).order.toPay, placed.order.total - half);
    assert.equal(json<AdminOrder>(first).order.status, 'awaiting_payment');
    const repeated = await send('POST', url, admin, { amount: half, document: '17' });
    assert.equal(repeated.statusCode, 409);
    assert.match(repeated.body, /уже записан/);
    const rest = await send('POST', url, admin, { amount: placed.order.total - half, document: '18' });
    assert.equal(rest.statusCode, 200, rest.body);
    const more = await send('POST', url, admin, { amount: 1, document: '19' });
    assert.equal(more.statusCode, 400);
    assert.match(more.body, /уже оплачен/);
    assert.equal(Number(await contractBalance(placed.contract)), before + placed.order.total);
    const shown = await api.showOrder(placed.customer, id);
    assert.equal(shown.status, 'paid');
    assert.equal(shown.toPay, 0);
    assert.equal((await auditRows('order.bankPayment')).length, 2);
  });
});

describe('refunds', () => {
  async function refundRequest(): Promise<RefundRequest> {
    const { api, catalog } = suite;
    await api.restock(catalog.offerId);
    const placed = await api.placedOrder(catalog.offerId, 2);
    await suite.t.db
      .updateTable('orders')
      .set({ status: 'paid' })
      .where('id', '=', placed.order.id)
      .execute();
    const created = await send('POST', '/api/refund/create', placed.customer, {
      orderItemUid: placed.order.items[0]?.uid,
      amount: 1,
      reason: 'Не подошли',
    });
    assert.equal(created.statusCode, 200, created.body);
    return json<RefundRequest>(created);
  }

  it('a rejection needs a reason, changes no money, is audited, mailed and shown to the customer', async () => {
    const refund = await refundRequest();
    const url = `/api/admin/refunds/${refund.id}/reject`;
    const noReason = await send('POST', url, admin, { reason: '  ' });
    assert.equal(noReason.statusCode, 400);
    assert.match(noReason.body, /Укажите причину отказа/);
    const movements = await suite.t.db.selectFrom('contract_transactions').select('id').execute();
    const rejected = await send('POST', url, admin, { reason: 'Следы установки' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(json<RefundRequest>(rejected).status, 'rejected');
    assert.equal(json<RefundRequest>(rejected).decisionReason, 'Следы установки');
    const twice = await send('POST', `/api/admin/refunds/${refund.id}/accept`, admin);
    assert.equal(twice.statusCode, 409);
    assert.equal(
      (await suite.t.db.selectFrom('contract_transactions').select('id').execute()).length,
      movements.length,
    );
    const [row] = (await auditRows('refund.reject')).filter((entry) => entry.details.refundId === refund.id);
    assert.deepEqual(row?.details.after, { status: 'rejected', reason: 'Следы установки' });
    const mail = await suite.t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Заявка на возврат отклонена')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    assert.match(mail?.text ?? '', /Следы установки/);
  });

  it('an acceptance credits once and is listed for the admin', async () => {
    const refund = await refundRequest();
    const answers = await Promise.all([
      send('POST', `/api/admin/refunds/${refund.id}/accept`, admin),
      send('POST', `/api/admin/refunds/${refund.id}/accept`, admin),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const credits = await suite.t.db
      .selectFrom('contract_transactions')
      .select('id')
      .where('refund_id', '=', refund.id)
      .execute();
    assert.equal(credits.length, 1);
    const list = json<{ items: { id: number; status: string }[] }>(
      await send('GET', '/api/admin/refunds?status=accepted', admin),
    );
    assert.ok(list.items.some((item) => item.id === refund.id));
  });
});

/** A contract as the back office's form sends it. */
const contractForm = {
  name: 'Договор поставки',
  number: 'ОПТ-2025/1',
  type: 'business',
  currency: 'RUB',
  creditLimit: 100000,
  defermentPayment: 14,
  isAllowQRPay: true,
  isCashlessPayments: true,
  isForOrder: true,
  isOrderDeny: false,
  isAccounting: true,
};

describe('customers', () => {
  it('terms are checked by the shared rules, written, audited; a wholesale flag changes the prices', async () => {
    const buyer = await insertCustomer(suite.t.app, suite.t.db);
    const contract = await insertContract(suite.t.db, buyer.id);
    const card = await send('GET', `/api/admin/customers/${buyer.id}`, admin);
    assert.equal(card.statusCode, 200, card.body);
    const terms = json<{ terms: Record<string, unknown> }>(card).terms;
    assert.equal(terms.isWholesale, false);

    const bad = await send('PUT', `/api/admin/customers/${buyer.id}/terms`, admin, { ...terms, markup: 120 });
    assert.equal(bad.statusCode, 400);
    const unknownOffice = await send('PUT', `/api/admin/customers/${buyer.id}/terms`, admin, {
      ...terms,
      office: 99999,
    });
    assert.equal(unknownOffice.statusCode, 400);
    assert.match(unknownOffice.body, /Такого офиса нет/);

    const good = `/api/goods/${encodeURIComponent(suite.catalog.brandName)}/${encodeURIComponent(suite.catalog.good.number)}`;
    const priceOf = async () => {
      const answer = await send('GET', good, buyer);
      assert.equal(answer.statusCode, 200, answer.body);
      return json<{ offers: { itemKey: string; price: number }[] }>(answer).offers.find(
        (offer) => offer.itemKey === `s${suite.catalog.offerId}`,
      )?.price;
    };
    const retailPrice = await priceOf();
    assert.equal(typeof retailPrice, 'number');
    const changed = await send('PUT', `/api/admin/customers/${buyer.id}/terms`, admin, {
      ...terms,
      isWholesale: true,
      markup: 7,
      isAllowBatchSearch: true,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    // The next search prices the part for the customer as wholesale (7 % on the wholesale price).
    assert.notEqual(await priceOf(), retailPrice);
    const user = await suite.t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    assert.equal(user.is_wholesale, true);
    assert.equal(Number(user.markup), 7);
    const [row] = (await auditRows('customer.terms')).filter((entry) => entry.subject_user_id === buyer.id);
    assert.equal((row?.details.before as { isWholesale: boolean }).isWholesale, false);
    assert.equal((row?.details.after as { isWholesale: boolean }).isWholesale, true);

    const limit = await send('PUT', `/api/admin/contracts/${contract}`, admin, {
      ...contractForm,
      number: `T-edit-${contract}`,
      creditLimit: 50000,
      defermentPayment: 14,
      isOrderDeny: true,
    });
    assert.equal(limit.statusCode, 200, limit.body);
    const stored = await suite.t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', contract)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.credit_limit), 50000);
    assert.equal(stored.is_order_deny, true);
    const badLimit = await send('PUT', `/api/admin/contracts/${contract}`, admin, {
      ...contractForm,
      creditLimit: -1,
    });
    assert.equal(badLimit.statusCode, 400);
    assert.equal((await auditRows('contract.update')).length, 1);

    const found = json<{ items: { id: number }[] }>(
      await send('GET', `/api/admin/customers?wholesale=yes&sort=email`, admin),
    );
    assert.ok(found.items.some((item) => item.id === buyer.id));
  });
});

describe('contracts in the back office', () => {
  interface ApiError {
    message: string;
    violations?: { propertyPath: string; message: string }[];
  }
  const contractsOf = async (who: Customer) =>
    json<Contract[]>(await send('GET', '/api/contracts/load', who));

  it('a manager creates, edits, makes current and closes; each change audited; the customer sees it', async () => {
    const buyer = await insertCustomer(suite.t.app, suite.t.db);
    const created = await send('POST', `/api/admin/customers/${buyer.id}/contracts`, admin, contractForm);
    assert.equal(created.statusCode, 201, created.body);
    const first = json<Contract>(created);
    assert.equal(first.isCurrent, true, 'the first contract is the current one');
    assert.equal(first.creditLimit, 100000);
    assert.equal(first.isCashlessPayments, true);
    const [createRow] = (await auditRows('contract.create')).filter(
      (row) => row.subject_user_id === buyer.id,
    );
    assert.equal(createRow?.actor_user_id, admin.id);
    assert.equal(createRow?.details.before, null);
    assert.equal((createRow?.details.after as { number: string }).number, 'ОПТ-2025/1');

    // The next read of the customer's contracts shows it (the cabinet reads them every 15 s).
    assert.deepEqual(
      (await contractsOf(buyer)).map((contract) => contract.number),
      ['ОПТ-2025/1'],
    );

    const second = json<Contract>(
      await send('POST', `/api/admin/customers/${buyer.id}/contracts`, admin, {
        ...contractForm,
        name: 'Розничный договор',
        number: 'РЗ-2025/2',
        type: 'retail',
        creditLimit: 0,
        defermentPayment: 0,
        isAllowQRPay: false,
        isCashlessPayments: false,
        isAccounting: false,
      }),
    );
    assert.equal(second.isCurrent, false);

    const edited = await send('PUT', `/api/admin/contracts/${first.id}`, admin, {
      ...contractForm,
      creditLimit: 250000,
      defermentPayment: 30,
      isAllowQRPay: false,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(json<Contract>(edited).creditLimit, 250000);
    const [updateRow] = (await auditRows('contract.update')).filter(
      (row) => row.subject_user_id === buyer.id,
    );
    assert.deepEqual(updateRow?.details.before, { ...contractForm });
    assert.deepEqual(updateRow?.details.after, {
      ...contractForm,
      creditLimit: 250000,
      defermentPayment: 30,
      isAllowQRPay: false,
    });
    const paying = await send('GET', `/api/payment_methods?contract=${first.id}`, buyer);
    assert.ok(!json<{ provider: string }[]>(paying).some((method) => method.provider === 'qr'));

    const current = await send('POST', `/api/admin/contracts/${second.id}/current`, admin);
    assert.equal(current.statusCode, 200, current.body);
    assert.deepEqual(
      (await contractsOf(buyer)).map((contract) => [contract.number, contract.isCurrent]),
      [
        ['ОПТ-2025/1', false],
        ['РЗ-2025/2', true],
      ],
    );
    const [currentRow] = (await auditRows('contract.current')).filter(
      (row) => row.subject_user_id === buyer.id,
    );
    assert.deepEqual(currentRow?.details.before, { current: 'ОПТ-2025/1' });

    // Closing the current contract makes the open one current: checkout still offers a contract for orders.
    const closed = await send('POST', `/api/admin/contracts/${second.id}/close`, admin);
    assert.equal(closed.statusCode, 200, closed.body);
    const after = await contractsOf(buyer);
    const closedContract = after.find((contract) => contract.id === second.id);
    assert.equal(closedContract?.isForOrder, false);
    assert.equal(closedContract?.isOrderDeny, true);
    assert.equal(after.find((contract) => contract.isCurrent)?.id, first.id);
    const again = await send('POST', `/api/admin/contracts/${second.id}/close`, admin);
    assert.equal(again.statusCode, 409);
    assert.equal(json<ApiError>(again).message, 'Договор уже закрыт');
    const closedCurrent = await send('POST', `/api/admin/contracts/${second.id}/current`, admin);
    assert.equal(closedCurrent.statusCode, 409);
    const [closeRow] = (await auditRows('contract.close')).filter((row) => row.subject_user_id === buyer.id);
    assert.equal((closeRow?.details.before as { isForOrder: boolean }).isForOrder, true);
    assert.equal((closeRow?.details.after as { isForOrder: boolean }).isForOrder, false);
  });

  it('refuses bad contracts with the form’s rules in Russian and writes nothing', async () => {
    const buyer = await insertCustomer(suite.t.app, suite.t.db);
    const audited = (await auditRows('contract.create')).length;
    const bad = await send('POST', `/api/admin/customers/${buyer.id}/contracts`, admin, {
      ...contractForm,
      name: '',
      number: 'ОПТ-2025/1',
      creditLimit: 0,
      currency: 'XYZ',
    });
    assert.equal(bad.statusCode, 400, bad.body);
    const violations = Object.fromEntries(
      (json<ApiError>(bad).violations ?? []).map((item) => [item.propertyPath, item.message]),
    );
    assert.equal(violations.name, 'Поле «Название» не должно быть пустым');
    assert.equal(violations.defermentPayment, 'Отсрочка платежа возможна только при кредитном лимите');
    assert.match(violations.currency ?? '', /одно из значений: RUB/);
    const taken = await send('POST', `/api/admin/customers/${buyer.id}/contracts`, admin, contractForm);
    assert.equal(taken.statusCode, 400);
    assert.deepEqual(json<ApiError>(taken).violations, [
      { propertyPath: 'number', message: 'Договор с таким номером уже есть' },
    ]);
    const missing = await send('POST', '/api/admin/customers/999999/contracts', admin, contractForm);
    assert.equal(missing.statusCode, 404);
    assert.equal(json<ApiError>(missing).message, 'Покупатель не найден');
    assert.equal((await contractsOf(buyer)).length, 0);
    assert.equal((await auditRows('contract.create')).length, audited);
  });

  it('a customer may not create, edit or close contracts: 403 before his input is read', async () => {
    const [own] = await contractsOf(customer);
    const contractId = own?.id ?? (await insertContract(suite.t.db, customer.id));
    const attempts = [
      send('POST', `/api/admin/customers/${customer.id}/contracts`, customer, {
        ...contractForm,
        creditLimit: 1e6,
      }),
      send('PUT', `/api/admin/contracts/${contractId}`, customer, { ...contractForm, creditLimit: 1e6 }),
      send('POST', `/api/admin/contracts/${contractId}/close`, customer),
      send('GET', '/api/admin/wholesale-requests', customer),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(json<ApiError>(response).message, 'Доступ запрещён');
    }
  });
});

describe('wholesale requests', () => {
  it('a business buyer’s registration is listed for managers, handled once, audited', async () => {
    const registered = await suite.t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      payload: {
        type: 'business',
        email: 'wholesale.request@example.com',
        plainPassword: { first: 'secret-pass-1', second: 'secret-pass-1' },
        lastName: 'Оптов',
        firstName: 'Иван',
        middleName: '',
        phone: '+7 (978) 555-12-34',
        address: '',
        company: {
          type: 'ООО',
          name: 'ООО «Ромашка-Авто»',
          inn: '9102003159',
          kpp: '910201001',
          bik: '043510607',
          bankName: 'РНКБ Банк (ПАО)',
          correspondentAccount: '30101810335100000607',
          settlementAccount: '40702810741000012873',
          legalAddress: 'г. Симферополь',
        },
      },
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const userId = json<{ user: { id: number } }>(registered).user.id;
    interface RequestRow {
      id: number;
      handledAt: string | null;
      customer: { id: number; companyName: string | null; inn: string | null };
    }
    const open = await send('GET', '/api/admin/wholesale-requests', admin);
    assert.equal(open.statusCode, 200, open.body);
    const request = json<{ items: RequestRow[] }>(open).items.find((item) => item.customer.id === userId);
    assert.ok(request, open.body);
    assert.equal(request.customer.companyName, 'ООО «Ромашка-Авто»');
    assert.equal(request.customer.inn, '9102003159');
    const card = json<{ wholesaleRequest: { id: number } | null }>(
      await send('GET', `/api/admin/customers/${userId}`, admin),
    );
    assert.equal(card.wholesaleRequest?.id, request.id);

    const handled = await send('POST', `/api/admin/wholesale-requests/${request.id}/handle`, admin);
    assert.equal(handled.statusCode, 204, handled.body);
    const twice = await send('POST', `/api/admin/wholesale-requests/${request.id}/handle`, admin);
    assert.equal(twice.statusCode, 409);
    assert.equal(json<{ message: string }>(twice).message, 'Заявка уже обработана');
    const gone = await send('POST', '/api/admin/wholesale-requests/999999/handle', admin);
    assert.equal(gone.statusCode, 404);
    const stillOpen = json<{ items: RequestRow[] }>(
      await send('GET', '/api/admin/wholesale-requests', admin),
    );
    assert.ok(!stillOpen.items.some((item) => item.id === request.id));
    const done = json<{ items: RequestRow[] }>(
      await send('GET', '/api/admin/wholesale-requests?status=handled', admin),
    );
    assert.ok(done.items.find((item) => item.id === request.id)?.handledAt);
    const [row] = (await auditRows('wholesale_request.handle')).filter(
      (entry) => entry.subject_user_id === userId,
    );
    assert.equal(row?.actor_user_id, admin.id);
  });
});

describe('audit log', () => {
  it('lists the changes, filtered by action', async () => {
    const list = await send('GET', '/api/admin/audit?action=order.', admin);
    assert.equal(list.statusCode, 200, list.body);
    const page = json<{ items: { action: string; actor: { id: number } | null }[]; total: number }>(list);
    assert.ok(page.total > 0);
    assert.ok(page.items.every((item) => item.action.startsWith('order.')));
    assert.equal(page.items[0]?.actor?.id, admin.id);
  });
});
