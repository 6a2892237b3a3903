import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { countRows, type TestApp } from './helpers.js';
import type { CatalogFixture } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';

/**
 * `bench/generate-offers.ts --reset` on a database where orders were placed (a PostgreSQL server only: the
 * generator fills a server). The orders, their money movements and the stock they held go with the catalog.
 */

const server = { skip: !process.env.TEST_DATABASE_URL && 'the generator needs a PostgreSQL server' };

let t: TestApp;
let catalog: CatalogFixture;
let api: OrderRequests;

before(async () => {
  ({ t, catalog, api } = await orderSuite());
});
after(() => t.close());

async function generate(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=shop-source', '--import', 'tsx', 'bench/generate-offers.ts', ...args],
    {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: t.handle.schema },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe('generate-offers --reset', () => {
  it(
    'refuses a database with goods without --reset, and with it starts over from orders too',
    server,
    async () => {
      await api.placedOrder(catalog.offerId, 2);
      assert.ok((await api.heldAmount(catalog.offerId)) > 0);

      const refused = await generate('--offers', '1000');
      assert.notEqual(refused.code, 0);
      assert.match(refused.output, /запустите с --reset/);
      assert.ok((await countRows(t.db, 'orders')) > 0, 'nothing is removed without --reset');

      const reset = await generate('--offers', '1000', '--reset');
      assert.equal(reset.code, 0, reset.output);
      for (const table of ['orders', 'order_items', 'contract_transactions', 'cart_items'] as const) {
        assert.equal(await countRows(t.db, table), 0, table);
      }
      assert.equal(await countRows(t.db, 'stock_reservations'), 0, 'no reservation holds the new goods');
      assert.equal(await countRows(t.db, 'goods'), 200);
      assert.equal(await countRows(t.db, 'offers'), 1000);
      const balances = await t.db.selectFrom('contracts').select('balance').distinct().execute();
      assert.deepEqual(
        balances.map((row) => Number(row.balance)),
        [0],
      );
    },
  );
});
