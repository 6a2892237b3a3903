import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  ApiErrorBody,
  Contract,
  ContractDetails,
  ContractTransaction,
  Paginated,
  PaymentMethod,
} from '@shop/shared';
import { demoContractNumbers, seedDemoCheckout } from '../src/demo/checkout.js';
import { recordContractMovement } from '../src/contracts/transactions.js';
import { bearer, countRows, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

let t: TestApp;
const tokens: Record<'retail' | 'wholesale' | 'admin', string> = { retail: '', wholesale: '', admin: '' };

before(async () => {
  t = await createTestApp();
  tokens.retail = await login(t.app, demo.retail.email, demo.retail.password);
  tokens.wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  tokens.admin = await login(t.app, demo.admin.email, demo.admin.password);
});
after(() => t.close());

async function get<T>(url: string, token: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return json<T>(response);
}

async function status(url: string, token?: string): Promise<{ code: number; body: ApiErrorBody }> {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { code: response.statusCode, body: json<ApiErrorBody>(response) };
}

function byNumber(contracts: Contract[], number: string): Contract {
  const contract = contracts.find((item) => item.number === number);
  assert.ok(contract, number);
  return contract;
}

async function currentRows(): Promise<{ user_id: number; id: number }[]> {
  return t.db
    .selectFrom('contracts')
    .select(['user_id', 'id'])
    .where('is_current', '=', true)
    .orderBy('user_id')
    .execute();
}

describe('contracts', () => {
  it('lists the user’s own contracts with the warning flags', async () => {
    const wholesale = await get<Contract[]>('/api/contracts/load', tokens.wholesale);
    assert.equal(wholesale.length, 2);
    const main = byNumber(wholesale, demoContractNumbers.wholesale);
    assert.deepEqual(
      {
        name: main.name,
        type: main.type,
        balance: main.balance,
        creditLimit: main.creditLimit,
        defermentPayment: main.defermentPayment,
        overdueDebt: main.overdueDebt,
        isOverdueDebt: main.isOverdueDebt,
        isOverdueCreditLimit: main.isOverdueCreditLimit,
        isCurrent: main.isCurrent,
        isAllowQRPay: main.isAllowQRPay,
        isCashlessPayments: main.isCashlessPayments,
        currency: main.currency,
      },
      {
        name: 'Договор поставки',
        type: 'business',
        balance: -12500,
        creditLimit: 300000,
        defermentPayment: 14,
        overdueDebt: 4300,
        isOverdueDebt: true,
        isOverdueCreditLimit: false,
        isCurrent: true,
        isAllowQRPay: true,
        isCashlessPayments: true,
        currency: 'RUB',
      },
    );
    const denied = byNumber(wholesale, demoContractNumbers.wholesaleDenied);
    assert.equal(denied.isOrderDeny, true);
    assert.equal(denied.isCurrent, false);

    const retail = await get<Contract[]>('/api/contracts/load', tokens.retail);
    assert.deepEqual(
      retail.map((contract) => [contract.name, contract.balance, contract.creditLimit, contract.isCurrent]),
      [['Розничный договор', 0, 0, true]],
    );
    assert.equal(retail[0]?.isOverdueDebt, false);
    const admin = await get<Contract[]>('/api/contracts/load', tokens.admin);
    assert.deepEqual(
      admin.map((contract) => [contract.type, contract.isCurrent]),
      [['retail', true]],
    );
  });

  it('flags a debt beyond the credit limit', async () => {
    const contract = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('number', '=', demoContractNumbers.wholesale)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await recordContractMovement(trx, {
        contractId: contract.id,
        kind: 'correction',
        amount: '-287500.01',
        description: 'Корректировка для проверки',
      });
    });
    try {
      const main = byNumber(await get<Contract[]>('/api/contracts/load', tokens.wholesale), contract.number);
      assert.equal(main.balance, -300000.01);
      assert.equal(main.isOverdueCreditLimit, true);
    } finally {
      await t.db.transaction().execute(async (trx) => {
        await recordContractMovement(trx, {
          contractId: contract.id,
          kind: 'correction',
          amount: '287500.01',
          description: 'Отмена корректировки',
        });
      });
    }
  });

  it('does not flag a prepaid contract (no credit) that waits for the payment of an order', async () => {
    const contract = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('number', '=', demoContractNumbers.retail)
      .executeTakeFirstOrThrow();
    const move = (amount: string) =>
      t.db.transaction().execute((trx) =>
        recordContractMovement(trx, {
          contractId: contract.id,
          kind: 'correction',
          amount,
          description: 'Проверка',
        }),
      );
    await move('-534');
    try {
      const retail = byNumber(await get<Contract[]>('/api/contracts/load', tokens.retail), contract.number);
      assert.equal(retail.balance, -534);
      assert.equal(retail.isOverdueCreditLimit, false);
    } finally {
      await move('534');
    }
  });

  it('needs a session', async () => {
    const { code, body } = await status('/api/contracts/load');
    assert.equal(code, 401);
    assert.match(body.message, cyrillic);
  });

  it('selects exactly one current contract', async () => {
    const contracts = await get<Contract[]>('/api/contracts/load', tokens.wholesale);
    const other = byNumber(contracts, demoContractNumbers.wholesaleDenied);
    const selected = await get<Contract[]>(`/api/contracts/${other.id}/select`, tokens.wholesale);
    assert.deepEqual(
      selected.filter((contract) => contract.isCurrent).map((contract) => contract.id),
      [other.id],
    );
    // Selecting the current one again changes nothing.
    await get<Contract[]>(`/api/contracts/${other.id}/select`, tokens.wholesale);
    const main = byNumber(contracts, demoContractNumbers.wholesale);
    const back = await get<Contract[]>(`/api/contracts/${main.id}/select`, tokens.wholesale);
    assert.deepEqual(
      back.filter((contract) => contract.isCurrent).map((contract) => contract.id),
      [main.id],
    );
    const rows = await currentRows();
    assert.equal(rows.length, new Set(rows.map((row) => row.user_id)).size);
    assert.equal(rows.length, 3);
  });

  it('keeps one current contract under concurrent selections', async () => {
    const contracts = await get<Contract[]>('/api/contracts/load', tokens.wholesale);
    const ids = contracts.map((contract) => contract.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.app.inject({
          method: 'GET',
          url: `/api/contracts/${ids[index % ids.length]}/select`,
          headers: bearer(tokens.wholesale),
        }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 200),
    );
    const after = await get<Contract[]>('/api/contracts/load', tokens.wholesale);
    assert.equal(after.filter((contract) => contract.isCurrent).length, 1);
    await get(`/api/contracts/${byNumber(after, demoContractNumbers.wholesale).id}/select`, tokens.wholesale);
  });

  it('refuses another user’s contract and changes nothing', async () => {
    const before = await currentRows();
    const [retail] = await get<Contract[]>('/api/contracts/load', tokens.retail);
    assert.ok(retail);
    for (const url of [
      `/api/contracts/${retail.id}/select`,
      `/api/contracts/${encodeURIComponent(retail.number)}/show`,
      `/api/contracts/transactions/${retail.id}`,
      `/api/payment_methods?contract=${retail.id}`,
      '/api/contracts/999999/select',
    ]) {
      const { code, body } = await status(url, tokens.wholesale);
      assert.equal(code, 404, url);
      assert.equal(body.message, 'Договор не найден', url);
    }
    assert.deepEqual(await currentRows(), before);
  });

  it('answers 400 with Russian messages for a bad id or page', async () => {
    for (const url of [
      '/api/contracts/abc/select',
      '/api/contracts/-1/select',
      '/api/contracts/transactions/1.5',
      '/api/contracts/transactions/1?page=0',
      '/api/payment_methods',
      '/api/payment_methods?contract=x',
    ]) {
      const { code, body } = await status(url, tokens.wholesale);
      assert.equal(code, 400, url);
      assert.match(JSON.stringify(body), cyrillic, url);
    }
  });

  it('shows a contract by its number with the latest movements', async () => {
    const details = await get<ContractDetails>(
      `/api/contracts/${encodeURIComponent(demoContractNumbers.wholesale)}/show`,
      tokens.wholesale,
    );
    assert.equal(details.number, demoContractNumbers.wholesale);
    assert.ok(details.transactions.length >= 6);
    const [latest] = details.transactions;
    assert.equal(latest?.balanceAfter, details.balance);
    const missing = await status('/api/contracts/NO-SUCH/show', tokens.wholesale);
    assert.equal(missing.code, 404);
  });

  it('pages the movements of a contract, newest first', async () => {
    const contracts = await get<Contract[]>('/api/contracts/load', tokens.wholesale);
    const main = byNumber(contracts, demoContractNumbers.wholesale);
    const page = await get<Paginated<ContractTransaction>>(
      `/api/contracts/transactions/${main.id}`,
      tokens.wholesale,
    );
    assert.equal(page.page, 1);
    assert.equal(page.total, await countContractRows(main.id));
    const ids = page.items.map((item) => item.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const history = [...page.items].reverse();
    let balance = 0;
    for (const item of history) {
      balance = Math.round((balance + item.amount) * 100) / 100;
      assert.equal(item.balanceAfter, balance);
    }
    assert.equal(history[0]?.kind, 'order');
    assert.ok(history.some((item) => item.kind === 'payment'));
    const empty = await get<Paginated<ContractTransaction>>(
      `/api/contracts/transactions/${main.id}?page=2`,
      tokens.wholesale,
    );
    assert.deepEqual(empty.items, []);
    assert.equal(empty.total, page.total);
  });
});

async function countContractRows(contractId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('contract_transactions')
    .select('id')
    .where('contract_id', '=', contractId)
    .execute();
  return rows.length;
}

describe('payment methods', () => {
  async function providers(token: string, number: string): Promise<PaymentMethod[]> {
    const contract = byNumber(await get<Contract[]>('/api/contracts/load', token), number);
    return get<PaymentMethod[]>(`/api/payment_methods?contract=${contract.id}`, token);
  }

  it('offers QR and invoices by the contract’s flags and cash for retail only', async () => {
    const wholesale = await providers(tokens.wholesale, demoContractNumbers.wholesale);
    assert.deepEqual(
      wholesale.map((method) => method.provider),
      ['online', 'qr', 'card', 'bank'],
    );
    const online = wholesale[0];
    assert.equal(online?.name, 'Онлайн-оплата');
    assert.equal(online?.isDefault, true);
    assert.equal(online?.isOnline, true);
    assert.equal(online?.commission, 0);

    const denied = await providers(tokens.wholesale, demoContractNumbers.wholesaleDenied);
    assert.deepEqual(
      denied.map((method) => method.provider),
      ['online', 'card', 'bank'],
    );
    const retail = await providers(tokens.retail, demoContractNumbers.retail);
    assert.deepEqual(
      retail.map((method) => method.provider),
      ['online', 'card', 'cash'],
    );
    assert.equal(retail.find((method) => method.provider === 'cash')?.commission, 1.5);
    for (const method of retail) assert.match(method.description, cyrillic);
  });
});

describe('demo checkout data', () => {
  it('is loaded once', async () => {
    const counts = async () =>
      Promise.all(
        (
          [
            'contracts',
            'payment_methods',
            'delivery_methods',
            'delivery_routes',
            'delivery_addresses',
          ] as const
        ).map((table) => countRows(t.db, table)),
      );
    const before = await counts();
    assert.equal(await seedDemoCheckout(t.db), false);
    assert.deepEqual(await counts(), before);
    assert.deepEqual(before.slice(1, 4), [5, 3, 5]);
  });
});
