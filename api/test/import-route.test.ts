import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, ImportReport, PartSuggestion } from '@shop/shared';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';
import { insertCatalog, offersOf, type Catalog } from './import-fixtures.js';
import { startApiInstance } from '../src/instances/liveness.js';
import { markInterruptedImports } from '../src/admin/pricelist/queries.js';

const boundary = '----price-list-test';

function multipartBody(fields: Record<string, string>, file: { name: string; data: Buffer } | null): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

describe('POST /api/admin/pricelist/import', () => {
  let t: TestApp;
  let catalog: Catalog;
  let adminToken: string;
  let retailToken: string;
  before(async () => {
    t = await createTestApp();
    catalog = await insertCatalog(t);
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
    retailToken = await login(t.app, demo.retail.email, demo.retail.password);
  });
  after(() => t.close());

  const upload = (token: string | null, vendor: number, fields: Record<string, string>, csv: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/pricelist/import?vendor=${vendor}`,
      headers: {
        ...(token ? bearer(token) : {}),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: multipartBody(
        { delimiter: ';', decimalComma: 'да', mode: 'update', ...fields },
        csv === null ? null : { name: 'list.csv', data: Buffer.from(csv) },
      ),
    });

  const mapping = JSON.stringify({ brand: 0, number: 1, name: 2, price: 3, amount: 4 });
  const list = 'Бренд;Номер;Название;Цена;Остаток\nImport Beta;OC 90;Фильтр;12,30;4\nНет такого;1;x;1;1\n';

  it('refuses customers with 403 and guests with 401', async () => {
    const customer = await upload(retailToken, catalog.vendor, { mapping }, list);
    assert.equal(customer.statusCode, 403);
    assert.equal(json<ApiErrorBody>(customer).message, 'Доступ запрещён');
    assert.equal((await upload(null, catalog.vendor, { mapping }, list)).statusCode, 401);
    assert.equal((await offersOf(t, catalog.vendor)).length, 0);
  });

  it('imports an uploaded list for an admin', async () => {
    const response = await upload(adminToken, catalog.vendor, { mapping }, list);
    assert.equal(response.statusCode, 200, response.body);
    const report = json<ImportReport>(response);
    assert.equal(report.imported, 1);
    assert.deepEqual(report.rejected, []);
    assert.equal(report.held, 1, 'the row of an unknown brand waits for the manager');
    assert.equal((await offersOf(t, catalog.vendor))[0]?.purchase_price, '12.30');
  });

  it('shows the new goods of an uploaded list in the suggestions at once', async () => {
    const suggestions = async () =>
      json<PartSuggestion[]>(await t.app.inject({ url: '/api/v2/search/suggestions?query=zq-47' }));
    assert.deepEqual(await suggestions(), []);
    const newPart = 'Бренд;Номер;Название;Цена;Остаток\nImport Beta;ZQ 4711;Фильтр;99,00;2\n';
    assert.equal((await upload(adminToken, catalog.vendor, { mapping }, newPart)).statusCode, 200);
    assert.deepEqual(
      (await suggestions()).map((item) => item.number),
      ['ZQ 4711'],
    );
  });

  it('replaces a warehouse only after a dry run, asking again when more than half would go', async () => {
    const vendor = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад замены' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const header = 'Бренд;Номер;Название;Цена;Остаток\n';
    const four = ['RP 1', 'RP 2', 'RP 3', 'RP 4'].map((number) => `Import Beta;${number};Фильтр;10;1`);
    assert.equal(
      (await upload(adminToken, vendor, { mapping }, `${header}${four.join('\n')}\n`)).statusCode,
      200,
    );
    const two = `${header}Import Beta;RP 1;Фильтр;10;1\nImport Beta;RP 9;Новый;5;2\n`;

    const unconfirmed = await upload(adminToken, vendor, { mapping, mode: 'replace' }, two);
    assert.equal(unconfirmed.statusCode, 409);
    assert.match(json<ApiErrorBody>(unconfirmed).message, /^Замена предложений склада требует подтверждения/);
    const noMode = await upload(adminToken, vendor, { mapping, mode: '' }, two);
    assert.equal(noMode.statusCode, 400);
    assert.match(json<ApiErrorBody>(noMode).message, /^Выберите режим загрузки/);

    const dry = await upload(adminToken, vendor, { mapping, mode: 'replace', dryRun: 'да' }, two);
    assert.equal(dry.statusCode, 200, dry.body);
    const plan = json<ImportReport>(dry);
    assert.equal(plan.dryRun, true);
    assert.deepEqual(plan.changes, { added: 1, changed: 0, removed: 3, unchanged: 1, existing: 4 });
    assert.equal(plan.largeRemoval, true);
    assert.ok(plan.confirmation);
    assert.equal((await offersOf(t, vendor)).length, 4, 'a dry run changes nothing');

    const once = await upload(
      adminToken,
      vendor,
      { mapping, mode: 'replace', confirmation: plan.confirmation },
      two,
    );
    assert.equal(once.statusCode, 409);
    assert.match(
      json<ApiErrorBody>(once).message,
      /^Загрузка удалит 3 из 4 предложений склада — больше половины/,
    );
    const otherFile = await upload(
      adminToken,
      vendor,
      { mapping, mode: 'replace', confirmation: plan.confirmation, confirmLargeRemoval: 'да' },
      `${two}Import Beta;RP 8;Новый;5;2\n`,
    );
    assert.equal(otherFile.statusCode, 409);
    assert.match(json<ApiErrorBody>(otherFile).message, /^Подтверждение не подходит к этому файлу/);
    assert.equal((await offersOf(t, vendor)).length, 4);

    const confirmed = await upload(
      adminToken,
      vendor,
      { mapping, mode: 'replace', confirmation: plan.confirmation, confirmLargeRemoval: 'да' },
      two,
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(json<ImportReport>(confirmed).changes, plan.changes);
    assert.deepEqual(
      (await offersOf(t, vendor)).map((offer) => offer.number),
      ['RP 1', 'RP 9'],
    );
  });

  it('holds rows of unknown brands until a manager maps the brand, then imports them without the file', async () => {
    const vendor = (
      await t.db
        .insertInto('vendors')
        .values({ name: 'Склад брендов' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
    const file =
      'Бренд;Номер;Название;Цена;Остаток\nImport Beta;HB 1;Фильтр;10;1\nБета Импорт;HB 2;Фильтр;20;есть\n' +
      'Бета Импорт;HB-2;Фильтр;19;2\nНовый Бренд;NB 1;Колодки;30;<5\n';
    const report = json<ImportReport>(await upload(adminToken, vendor, { mapping }, file));
    assert.equal(report.held, 3);
    assert.equal((await offersOf(t, vendor)).length, 1);

    const listed = await send('GET', `/api/admin/pricelist/unknown-brands?vendor=${vendor}`);
    assert.equal(listed.statusCode, 200, listed.body);
    const brands = json<{ spelling: string; brand: string; rows: number }[]>(listed);
    assert.deepEqual(
      brands.map((brand) => [brand.brand, brand.rows]),
      [
        ['Бета Импорт', 2],
        ['Новый Бренд', 1],
      ],
    );
    const [beta, unknown] = brands;
    assert.ok(beta && unknown);

    const mapped = await send('POST', '/api/admin/pricelist/unknown-brands/map', {
      spelling: beta.spelling,
      brandId: catalog.brands.beta,
    });
    assert.equal(mapped.statusCode, 200, mapped.body);
    assert.deepEqual(json(mapped), { brandId: catalog.brands.beta, offers: 1 });
    const created = await send('POST', '/api/admin/pricelist/unknown-brands/map', {
      spelling: unknown.spelling,
      newBrand: 'Новый Бренд',
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.deepEqual(
      (await offersOf(t, vendor)).map((offer) => [offer.number, offer.purchase_price, offer.amount]),
      [
        ['HB 1', '10.00', 1],
        ['HB 2', '19.00', 2],
        ['NB 1', '30.00', 1],
      ],
    );
    assert.deepEqual(json(await send('GET', `/api/admin/pricelist/unknown-brands?vendor=${vendor}`)), []);
    const synonym = await t.db
      .selectFrom('brand_synonyms')
      .select('brand_id')
      .where('normalized_name', '=', beta.spelling)
      .executeTakeFirst();
    assert.equal(synonym?.brand_id, catalog.brands.beta, 'the next list knows the spelling');
    const again = await send('POST', '/api/admin/pricelist/unknown-brands/map', {
      spelling: beta.spelling,
      brandId: catalog.brands.beta,
    });
    assert.equal(again.statusCode, 404);
    // Each mapping is the admin's change in the audit log, with what it made.
    const audit = await t.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select(['users.email', 'audit_log.details'])
      .where('audit_log.action', '=', 'pricelist.brandMap')
      .orderBy('audit_log.id')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.email, row.details]),
      [
        [
          demo.admin.email,
          {
            spelling: beta.spelling,
            brand: beta.brand,
            before: { heldRows: beta.rows },
            after: { brandId: catalog.brands.beta, newBrand: null, offers: 1 },
          },
        ],
        [
          demo.admin.email,
          {
            spelling: unknown.spelling,
            brand: unknown.brand,
            before: { heldRows: unknown.rows },
            after: {
              brandId: json<{ brandId: number }>(created).brandId,
              newBrand: 'Новый Бренд',
              offers: 1,
            },
          },
        ],
      ],
    );

    // The vendor's stock words are its settings, checked on save.
    const defaults = await send('GET', `/api/admin/pricelist/vendors/${vendor}/settings`);
    assert.equal(json<{ stockWords: Record<string, number> }>(defaults).stockWords['много'], 10);
    const bad = await send('PUT', `/api/admin/pricelist/vendors/${vendor}/settings`, {
      stockWords: { '10 шт': 10 },
      lessThan: 'one',
      duplicates: 'cheapest',
    });
    assert.equal(bad.statusCode, 400);
    assert.match(json<ApiErrorBody>(bad).message, /без цифр/);
  });

  it('answers 400 with the reason when the settings or the file are wrong', async () => {
    const offersBefore = (await offersOf(t, catalog.vendor)).length;
    const noFile = await upload(adminToken, catalog.vendor, { mapping }, null);
    assert.equal(noFile.statusCode, 400);
    assert.equal(json<ApiErrorBody>(noFile).violations?.[0]?.message, 'Не передан файл прайс-листа');

    const noMapping = await upload(adminToken, catalog.vendor, {}, list);
    assert.equal(noMapping.statusCode, 400);
    assert.equal(json<ApiErrorBody>(noMapping).violations?.[0]?.propertyPath, 'mapping');

    const badMapping = await upload(adminToken, catalog.vendor, { mapping: '{"brand": 0}' }, list);
    assert.equal(badMapping.statusCode, 400);
    assert.match(json<ApiErrorBody>(badMapping).message, /^Не заданы колонки обязательных полей: number/);

    const unknownVendor = await upload(adminToken, 999_999, { mapping }, list);
    assert.equal(unknownVendor.statusCode, 404);
    assert.equal(json<ApiErrorBody>(unknownVendor).message, 'Поставщик 999999 не найден');
    assert.equal(
      (await offersOf(t, catalog.vendor)).length,
      offersBefore,
      'a refused upload changes nothing',
    );
  });
});

describe('price-list history, preview and bad-rows report', () => {
  let t: TestApp;
  let catalog: Catalog;
  let adminToken: string;
  before(async () => {
    t = await createTestApp();
    catalog = await insertCatalog(t);
    adminToken = await login(t.app, demo.admin.email, demo.admin.password);
  });
  after(() => t.close());

  const post = (url: string, fields: Record<string, string>, file: { name: string; data: Buffer }) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody(fields, file),
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
  const mapping = JSON.stringify({ brand: 0, number: 1, name: 2, price: 3, amount: 4 });
  const list = 'Бренд;Номер;Название;Цена;Остаток\nImport Beta;OC 90;Фильтр;12,30;4\nImport Beta;;x;1;1\n';

  it('previews the first rows of a file by the import’s reading rules', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => `Import Beta;N-${index};Фильтр;1,00;1`);
    const answer = await post(
      '/api/admin/pricelist/preview',
      { delimiter: ';' },
      { name: 'list.csv', data: Buffer.from(`Бренд;Номер;Название;Цена;Остаток\n${rows.join('\n')}\n`) },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const preview = json<{ rows: string[][] }>(answer).rows;
    assert.equal(preview.length, 10);
    assert.deepEqual(preview[0], ['Бренд', 'Номер', 'Название', 'Цена', 'Остаток']);
    assert.deepEqual(preview[1], ['Import Beta', 'N-0', 'Фильтр', '1,00', '1']);
    const wrong = await post(
      '/api/admin/pricelist/preview',
      { format: 'pdf' },
      { name: 'x.pdf', data: Buffer.from('x') },
    );
    assert.equal(wrong.statusCode, 400);
  });

  it('keeps a report whose reasons quote a NUL or a lone surrogate of the file', async () => {
    const hostile =
      'Бренд;Номер;Название;Цена;Остаток\nImport Beta;OC 90;Фильтр;12,30;4\na\u0000b;1;x;1;1\n\ud800;1;x;1;1\n';
    const answer = await post(
      `/api/admin/pricelist/import?vendor=${catalog.vendor}`,
      { delimiter: ';', decimalComma: 'да', mapping, mode: 'update' },
      { name: 'hostile\u0000.csv', data: Buffer.from(hostile) },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const [latest] = json<{ id: number; status: string; rejectedTotal: number }[]>(
      await get(`/api/admin/pricelist/imports?vendor=${catalog.vendor}`),
    );
    assert.equal(latest?.status, 'done');
    assert.equal(latest?.rejectedTotal, 2);
    await t.db.deleteFrom('price_list_imports').execute();
  });

  it('keeps each upload with its outcome, per vendor, and its bad rows as a CSV report', async () => {
    const fields = { delimiter: ';', decimalComma: 'да', mapping, mode: 'update' };
    const done = await post(`/api/admin/pricelist/import?vendor=${catalog.vendor}`, fields, {
      name: 'beta.csv',
      data: Buffer.from(list),
    });
    assert.equal(done.statusCode, 200, done.body);
    const failed = await post(`/api/admin/pricelist/import?vendor=${catalog.vendor}`, fields, {
      name: 'empty.csv',
      data: Buffer.from('Бренд;Номер;Название;Цена;Остаток\nImport Beta;1;x;x;1\n'),
    });
    assert.equal(failed.statusCode, 400);

    const history = json<
      {
        id: number;
        status: string;
        fileName: string;
        imported: number;
        rejectedTotal: number;
        error: string;
      }[]
    >(await get(`/api/admin/pricelist/imports?vendor=${catalog.vendor}`));
    assert.deepEqual(
      history.map((entry) => [entry.fileName, entry.status, entry.imported, entry.rejectedTotal]),
      [
        ['empty.csv', 'failed', 0, 0],
        ['beta.csv', 'done', 1, 1],
      ],
    );
    assert.match(history[0]?.error ?? '', /нет ни одной пригодной строки/);
    assert.deepEqual(json<unknown[]>(await get('/api/admin/pricelist/imports?vendor=999999')), []);

    const report = await get(`/api/admin/pricelist/imports/${history[1]?.id}/rejected.csv`);
    assert.equal(report.statusCode, 200);
    assert.match(String(report.headers['content-type']), /^text\/csv/);
    assert.equal(report.body, '\uFEFFСтрока;Причина\r\n3;Не указан номер\r\n');
    assert.equal((await get('/api/admin/pricelist/imports/999999/rejected.csv')).statusCode, 404);

    const vendors = json<{ id: number }[]>(await get('/api/admin/pricelist/vendors'));
    assert.ok(vendors.some((vendor) => vendor.id === catalog.vendor));

    // Each upload names the API instance that ran it, registered while it lives.
    const owners = await t.db
      .selectFrom('price_list_imports as p')
      .leftJoin('api_instances as i', 'i.id', 'p.instance_id')
      .select(['p.instance_id', 'i.id as live'])
      .execute();
    assert.equal(owners.length, 2);
    for (const owner of owners) assert.ok(owner.instance_id !== null && owner.live === owner.instance_id);
  });

  it('marks imports no live API instance owns as interrupted; never one another live instance runs', async () => {
    const running = async (instanceId: string | null) =>
      (
        await t.db
          .insertInto('price_list_imports')
          .values({
            vendor_id: catalog.vendor,
            file_name: `${instanceId ?? 'old'}.csv`,
            instance_id: instanceId,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const statusOf = async (id: number) =>
      (
        await t.db
          .selectFrom('price_list_imports')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    // Another instance on the same database (another pod or process), alive and importing.
    await t.db.insertInto('api_instances').values({ id: 'peer' }).execute();
    const peers = await running('peer');
    const killed = await running('killed-instance');
    const older = await running(null);

    // An instance starting (a restart, a new pod) marks at once what nobody owns, and no more.
    const starting = await startApiInstance(t.db, t.app.log, markInterruptedImports, {
      beatMs: 20,
      staleMs: 60_000,
    });
    try {
      assert.equal(await statusOf(peers), 'running');
      assert.equal(await statusOf(killed), 'interrupted');
      assert.equal(await statusOf(older), 'interrupted');
      const history = json<{ id: number; status: string; error: string; finishedAt: string | null }[]>(
        await get(`/api/admin/pricelist/imports?vendor=${catalog.vendor}`),
      );
      const shown = history.find((entry) => entry.id === killed);
      assert.equal(shown?.status, 'interrupted');
      assert.match(shown?.error ?? '', /^Загрузка прервана: сервер остановился/);
      assert.ok(shown?.finishedAt);

      // The peer goes silent (killed): a beat of a live instance marks its import once it counts as gone.
      await t.db
        .updateTable('api_instances')
        .set({ seen_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', 'peer')
        .execute();
      for (let attempt = 0; attempt < 100 && (await statusOf(peers)) === 'running'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(await statusOf(peers), 'interrupted');
    } finally {
      await starting.stop();
      await t.db.deleteFrom('price_list_imports').where('id', 'in', [peers, killed, older]).execute();
    }
    const left = await t.db.selectFrom('api_instances').select('id').where('id', '=', starting.id).execute();
    assert.deepEqual(left, [], 'a stopped instance removes its row');
  });
});
