import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { contractChecker } from './openapi-contract.js';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

describe("the API's OpenAPI document as a contract (api/README.md, 'The API contract')", () => {
  let t: TestApp;
  let document: JsonObject;
  before(async () => {
    t = await createTestApp({}, {}, { catalog: true });
    document = json<JsonObject>(await t.app.inject({ url: '/api/doc/json' }));
  });
  after(() => t.close());

  /** The errors of `@redocly/cli lint` (recommended rules, api/redocly.yaml) on documents, in one run. */
  function lintErrors(documents: Record<string, JsonObject>): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const files = Object.entries(documents).map(([name, linted]) => {
        const file = join(dir, `${name}.json`);
        writeFileSync(file, JSON.stringify(linted));
        return file;
      });
      const result = spawnSync(
        join(apiDir, 'node_modules/.bin/redocly'),
        [
          'lint',
          ...files,
          '--config',
          join(apiDir, 'redocly.yaml'),
          '--format',
          'json',
          '--max-problems',
          '1000',
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      // One report per file, written one after another: `}{` at the start of a line joins two of them.
      const reports = JSON.parse(`[${result.stdout.replace(/^\}\{/gm, '},{')}]`) as LintReport[];
      assert.equal(reports.length, files.length, result.stderr);
      return reports.flatMap((report) =>
        report.problems
          .filter((problem) => problem.severity === 'error')
          .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("passes @redocly/cli lint (recommended rules, api/redocly.yaml) without an error, the customers' too", async () => {
    const customer = json<JsonObject>(await t.app.inject({ url: '/api/doc/customer/json' }));
    assert.deepEqual(lintErrors({ full: document, customer }), []);
  });

  it('names every operation by a unique operationId and says who may call it', () => {
    const ids: string[] = [];
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(item as JsonObject)) {
        const { operationId, security } = operation as JsonObject;
        assert.equal(typeof operationId, 'string');
        assert.ok(Array.isArray(security), String(operationId));
        ids.push(String(operationId));
      }
    }
    assert.equal(new Set(ids).size, ids.length);
  });

  it('answers ~30 operations, public and signed-in, as the document says, requests as it says too', async () => {
    const checker = contractChecker(document);
    const retail = bearer(await login(t.app, demo.retail.email, demo.retail.password));
    const admin = bearer(await login(t.app, demo.admin.email, demo.admin.password));
    const problems: string[] = [];
    const call = async (request: InjectOptions, wrongRequest = false) => {
      const response = await t.app.inject(request);
      problems.push(...checker.check(request, response, wrongRequest));
      return response;
    };
    const get = (url: string, headers: Record<string, string> = {}) => call({ method: 'GET', url, headers });

    // A guest: content, catalogue, search, delivery, the documents' own pages.
    for (const url of [
      '/api/offices',
      '/api/seller',
      '/api/user/types',
      '/api/pricelevel',
      '/api/brands',
      '/api/slides',
      '/api/posts/news',
      '/api/delivery/types',
      '/api/delivery/timetable',
      '/api/goods-catalog',
      '/api/goods-catalog/brands-list/',
      '/api/oils',
      '/api/accessories',
      '/api/laximo2/catalogs',
      '/api/v2/search/suggestions?query=W712',
      '/api/v2/search/findByQuery?brandName=MANN-FILTER&number=W71275',
      '/api/search/offers?brandName=MANN-FILTER&number=W71275',
      '/api/user',
      '/api/orders',
      '/api/v2/cart',
      '/api/cart/offers',
      '/api/notepad/record/',
      '/api/batch-search',
      '/api/v2/cars',
      '/api/subscriptions',
      '/api/contracts/load',
      '/api/user/delivery_addresses',
      '/media/nothing/here.png',
      '/api/laximo2/image/none/source.svg',
      '/api/subscriptions/unsubscribe?token=broken',
    ]) {
      await get(url);
    }
    // Sent wrong on purpose: only the answers are checked (login_check's one 401, a 400 with violations).
    await call({ method: 'POST', url: '/api/login_check', payload: { username: demo.retail.email } }, true);
    await call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: demo.retail.email, password: 'wrong-password' },
    });

    // A customer: his account, cart, orders, contracts, cars; an admin: the back office.
    for (const url of [
      '/api/user',
      '/api/user/api-key/info',
      '/api/user/delivery_addresses',
      '/api/v2/cart',
      '/api/cart/offers',
      '/api/orders',
      '/api/contracts/load',
      '/api/v2/cars',
      '/api/notepad/record/',
      '/api/subscriptions',
      '/api/pricelist/download.txt',
      '/api/pricelevel',
      '/api/v2/search/findByQuery?brandName=MANN-FILTER&number=W71275',
    ]) {
      await get(url, retail);
    }
    await call({ method: 'POST', url: '/api/cars/remove', headers: retail, payload: {} }, true);
    for (const url of ['/api/admin/orders', '/api/admin/customers']) await get(url, admin);
    await get('/api/subscriptions/unsubscribe?token=broken', { accept: 'text/html' });
    await get('/api/admin/orders', retail);

    assert.deepEqual(problems, []);
    assert.ok(checker.seen.size >= 30, `operations checked: ${checker.seen.size}`);
  });
});
