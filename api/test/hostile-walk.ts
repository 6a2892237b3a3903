import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ApiErrorBody } from '@shop/shared';
import { cyrillic } from './helpers.js';
import { insertCustomer } from './checkout-fixtures.js';
import { orderSuite, type OrderRequests } from './order-requests.js';
import {
  hostileRequests,
  type Example,
  type HostileRequest,
  type OpenApiOperation,
} from './hostile-values.js';

/**
 * Every operation of the OpenAPI document, as a guest, a customer and an admin, with one hostile path
 * parameter, query parameter or body field at a time: no answer may be a 5xx, every 4xx has the shop's
 * Russian error body, and a request answered 4xx leaves every table as it was. `examples` are valid
 * requests, so that hostile values get past the other checks to the database. `HOSTILE_DEBUG=1` prints what
 * the valid requests and uploads were answered (to see how deep the walk gets).
 */

/** Not sent with a session: logging out would end the session the rest of the walk signs in with. */
const skippedWithSession = new Set(['GET /logout']);

/**
 * Tables a refused request writes on purpose: failed sign-ins are counted to throttle guessing; a price list the
 * importer refused stays in the back office's history of imports with its reason. The API instance's heartbeat
 * is written on a timer, whatever the requests. A password reset request's link and mail are written after
 * its answer, so in the window of a later request.
 */
const tablesWrittenOnRefusal = new Set([
  'login_throttle',
  'price_list_imports',
  'api_instances',
  'password_reset_tokens',
  'mail_outbox',
]);

/**
 * Multipart forms per upload route: a file of hostile cells with each hostile mapping, then a form without its
 * boundary and one cut short inside the file.
 */
function multipartRequests(url: string, headers: Record<string, string>, brand: string): HostileRequest[] {
  const boundary = 'hostile-boundary';
  const cells = [
    'a\u0000b',
    '9999999999',
    '99999999999999999999',
    '1.0000001',
    '-1',
    '\u0007',
    'x'.repeat(5000),
  ];
  const rows = [
    ...cells.map((cell) => `${cell};${cell};${cell};${cell};${cell}`),
    ...cells.map((cell) => `${brand};0451103316;${cell};100;5`),
    ...cells.map((cell) => `${brand};0451103316;Фильтр;${cell};${cell}`),
  ];
  const file = rows.join('\n');
  const mappings = [
    '{"brand":0,"number":1,"name":2,"price":3,"amount":4}',
    '{"brand":"a\\u0000"}',
    '[[[[]]]]',
  ];
  const form = (mapping: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="delimiter"\r\n\r\n;\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${file}`;
  const request = (label: string, type: string, payload: string): HostileRequest => ({
    method: 'POST',
    url,
    label: `multipart ${label}`,
    headers: { ...headers, 'content-type': type },
    payload,
  });
  const complete = `multipart/form-data; boundary=${boundary}`;
  const [first = ''] = mappings;
  return [
    ...mappings.map((mapping) =>
      request(`mapping=${mapping}`, complete, `${form(mapping)}\r\n--${boundary}--\r\n`),
    ),
    request('without a boundary', 'multipart/form-data', form(first)),
    request('cut short', complete, form(first)),
  ];
}

/** `{{n}}` in a request becomes a new number on every send (e-mails of registrations). */
const UNIQUE = '{{n}}';

/** A part of the walk: the operations whose path it covers, so that the parts run side by side. */
export interface RouteGroup {
  name: string;
  covers: (path: string) => boolean;
  /** Accepted requests of this part write (registrations, cart lines): the watcher must see them. */
  writes: boolean;
  /** The number-format checks of cart and order amounts run with this part. */
  amounts: boolean;
}

const under =
  (...prefixes: string[]) =>
  (path: string): boolean =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const adminContent = under(
  '/api/admin/content',
  '/api/admin/media',
  '/api/admin/remotes',
  '/api/admin/seller',
);
const admin = (path: string): boolean =>
  !adminContent(path) && under('/api/admin', '/api/dev', '/api/error')(path);
const orders = under(
  '/api/orders',
  '/api/order',
  '/api/refund',
  '/api/contracts',
  '/api/replenishment',
  '/api/payment_methods',
  '/api/delivery',
  '/api/delivery-address',
  '/api/cart',
  '/api/v2/cart',
  '/api/batch-search',
  '/api/pricelist',
);
const account = under(
  '/api/user',
  '/api/login_check',
  '/api/token',
  '/api/logout',
  '/logout',
  '/api/subscriptions',
  '/api/notepad',
  '/api/cars',
  '/api/address',
  '/api/dadata',
);

/** Parts of about the same number of requests; the last takes every path the others do not. */
export const routeGroups = {
  admin: {
    name: 'the back office: customers, orders, refunds, price lists',
    covers: admin,
    writes: false,
    amounts: false,
  },
  adminContent: {
    name: 'the back office: content, media, remotes, the seller',
    covers: adminContent,
    writes: false,
    amounts: false,
  },
  orders: { name: 'carts, orders and payments', covers: orders, writes: true, amounts: true },
  account: { name: 'accounts', covers: account, writes: true, amounts: false },
  catalog: {
    name: 'search, catalogs and content',
    covers: (path: string) => !admin(path) && !adminContent(path) && !orders(path) && !account(path),
    writes: false,
    amounts: false,
  },
} satisfies Record<string, RouteGroup>;

/** The walk over the operations `group` covers (one test file per group). */
export function hostileInputSuite(group: RouteGroup): void {
  describe(`hostile input on ${group.name}`, () => {
    let suite: Awaited<ReturnType<typeof orderSuite>>;
    let buyer: Awaited<ReturnType<OrderRequests['placedOrder']>>;
    let tables: string[] = [];
    let examples: Record<string, Example> = {};
    const roles: Record<string, Record<string, string>> = { guest: {} };

    before(async () => {
      suite = await orderSuite();
      const { t, api, catalog } = suite;
      // A wholesale customer with a paid order (to ask refunds of), a cart line (to edit) and batch search.
      const bought = await api.placedOrder(catalog.offerId, 5);
      await api.addToCart(bought.customer, `s${catalog.offerId}`, 1);
      const [line] = await api.cartOf(bought.customer);
      const orderId = String(bought.order.id);
      await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', bought.order.id).execute();
      await t.db
        .updateTable('users')
        .set({ is_wholesale: true, is_allow_batch_search: true })
        .where('id', '=', bought.customer.id)
        .execute();
      roles.customer = bought.customer.headers;
      buyer = bought;
      roles.admin = (await insertCustomer(t.app, t.db, { admin: true })).headers;
      examples = {
        'POST /api/user/registration': {
          body: {
            type: 'retail',
            email: `hostile-${UNIQUE}@example.test`,
            plainPassword: { first: 'secret-pass-1', second: 'secret-pass-1' },
            lastName: 'Сидоров',
            firstName: 'Алексей',
            middleName: 'Иванович',
            phone: '+7 (978) 555-12-34',
            address: 'г. Ялта, ул. Пушкинская, д. 3',
            company: null,
          },
        },
        'POST /api/user/edit': {
          body: {
            lastName: 'Иванов',
            firstName: 'Сергей',
            middleName: '',
            phone: '8 978 765-43-21',
            address: 'г. Симферополь, ул. Севастопольская, д. 1',
          },
        },
        'POST /api/delivery-address': {
          body: { value: `Респ Крым, г Евпатория, ул Тестовая, д ${UNIQUE}`, data: { city: 'г Евпатория' } },
        },
        'POST /api/v2/cart/add': { body: { itemKey: `s${catalog.offerId}`, amount: 1, reference: 'Для ТО' } },
        'POST /api/cart/update/{id}': {
          params: { 'path:id': String(line?.id) },
          body: { amount: 1, reference: 'Для ТО', isSelected: true },
        },
        'POST /api/refund/create': {
          body: { orderItemUid: bought.order.items[0]?.uid, amount: 1, reason: 'Не подошли' },
        },
        'POST /api/admin/pricelist/import': { params: { 'query:vendor': String(catalog.warehouseId) } },
        'GET /api/orders/show/{id}': { params: { 'path:id': orderId } },
        'GET /api/order/status': { params: { 'query:id': orderId } },
        'POST /api/orders/{id}/pay': { params: { 'path:id': orderId } },
        'GET /api/search/remote_offers': {
          params: {
            'query:providerName': catalog.remoteVendorName,
            'query:brandName': catalog.brandName,
            'query:number': catalog.good.number,
          },
        },
        'GET /api/v2/search/findByQuery': {
          params: { 'query:brandName': catalog.brandName, 'query:number': catalog.good.number },
        },
      };
      const rows = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(t.db);
      tables = rows.rows.map((row) => row.name).filter((name) => !tablesWrittenOnRefusal.has(name));
    });
    after(() => suite.t.close());

    /** Row count and newest row version of every table: any insert, update or delete changes one of them. */
    async function tableStates(): Promise<string> {
      const parts = tables.map(
        (name) => sql`select ${name} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state
        from ${sql.table(name)}`,
      );
      const result = await sql<{ name: string; state: string }>`${sql.join(parts, sql` union all `)}`.execute(
        suite.t.db,
      );
      return result.rows.map((row) => `${row.name}=${row.state}`).join(' ');
    }

    /** One past the newest finished transaction: a request that wrote a row moved it. */
    async function transactionHorizon(): Promise<string> {
      const result = await sql<{
        xmax: string;
      }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(suite.t.db);
      return result.rows[0]?.xmax ?? '';
    }

    /**
     * Whether the last request changed a table. The tables (10 ms) are only compared when the transaction
     * horizon (0.2 ms) moved; on a shared server other databases move it too, which only costs time.
     */
    async function writeWatcher() {
      let horizon = await transactionHorizon();
      let states = await tableStates();
      return async function wrote(): Promise<boolean> {
        const next = await transactionHorizon();
        if (next === horizon) return false;
        horizon = next;
        const now = await tableStates();
        const changed = now !== states;
        states = now;
        return changed;
      };
    }

    const amounts = group.amounts ? it : it.skip;
    amounts(
      'numbers are JSON numbers or decimal text; order amounts whole units: 400, nothing written',
      async () => {
        const { t, api, catalog } = suite;
        await api.restock(catalog.offerId);
        const wrote = await writeWatcher();
        const refusals: string[] = [];
        for (const amount of ['0x2', '2e0', '0b10', '1 0']) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/v2/cart/add',
            headers: buyer.customer.headers,
            payload: { itemKey: `s${catalog.offerId}`, amount },
          });
          refusals.push(
            `cart amount ${JSON.stringify(amount)}: ${response.statusCode} ${String(await wrote())}`,
          );
        }
        const cart = await api.cartOf(buyer.customer);
        const payload = api.payloadOf(
          buyer.contract,
          cart.map((line) => ({ ...line, amount: 1.0000001 })),
        );
        const order = await api.create(buyer.customer, payload);
        refusals.push(`order amount 1.0000001: ${order.statusCode} ${String(await wrote())}`);
        assert.deepEqual(refusals, [
          'cart amount "0x2": 400 false',
          'cart amount "2e0": 400 false',
          'cart amount "0b10": 400 false',
          'cart amount "1 0": 400 false',
          'order amount 1.0000001: 400 false',
        ]);
      },
    );

    it('answers no 5xx, and a 4xx with the Russian error body and nothing written', async () => {
      const { t } = suite;
      const spec = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
      const started = Date.now();
      let tried = 0;
      const serverErrors: string[] = [];
      const problems: string[] = [];
      const plausibleAnswers: string[] = [];
      let acceptedWrites = 0;
      const wrote = await writeWatcher();
      for (const [role, auth] of Object.entries(roles)) {
        for (const [path, operations] of Object.entries(spec.paths)) {
          if (!group.covers(path)) continue;
          for (const [lower, operation] of Object.entries(operations)) {
            const method = lower.toUpperCase();
            if (role !== 'guest' && skippedWithSession.has(`${method} ${path}`)) continue;
            const requests = hostileRequests(method, path, operation, auth, examples[`${method} ${path}`]);
            const plausibleUrl = requests[0]?.url ?? path;
            if (method === 'POST' && !operation.requestBody)
              requests.push(...multipartRequests(plausibleUrl, auth, suite.catalog.brandName));
            for (const request of requests) {
              const response = await t.app.inject({
                method: request.method as 'GET',
                url: request.url,
                headers: request.headers,
                ...(request.payload === undefined
                  ? {}
                  : { payload: request.payload.replaceAll(UNIQUE, String(tried)) }),
              });
              tried += 1;
              const where = `${role} ${method} ${path} ${request.label}`;
              const changed = await wrote();
              if (changed && response.statusCode < 400) acceptedWrites += 1;
              if (request.label === 'plausible' || request.label.startsWith('multipart'))
                plausibleAnswers.push(`${response.statusCode} ${where} ${response.body.slice(0, 300)}`);
              if (response.statusCode >= 500) serverErrors.push(`${response.statusCode} ${where}`);
              if (response.statusCode < 400 || response.statusCode >= 500) continue;
              const body = JSON.parse(response.body) as ApiErrorBody;
              if (body.code !== response.statusCode || !cyrillic.test(body.message)) {
                problems.push(`${where}: error body ${response.body.slice(0, 200)}`);
              }
              if (changed) problems.push(`${where}: ${response.statusCode} but a table changed`);
            }
          }
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (process.env.HOSTILE_DEBUG) console.log(plausibleAnswers.join('\n'));
      console.log(
        `hostile input (${group.name}): ${tried} requests in ${seconds} s, ${serverErrors.length} answered 5xx, ` +
          `${problems.length} other problems`,
      );
      if (group.writes)
        assert.ok(acceptedWrites > 0, 'the accepted registrations, edits and cart lines were seen as writes');
      assert.deepEqual(serverErrors, []);
      assert.deepEqual(problems, []);
    });
  });
}
