import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiErrorBody, ImportReport, PartSuggestion } from '@shop/shared';
import { bearer, createTestApp, demo, json, login, type TestApp } from './helpers.js';
import { insertCatalog, offersOf, type Catalog } from './import-fixtures.js';

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
        { delimiter: ';', decimalComma: 'да', ...fields },
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
    assert.deepEqual(report.rejected, [{ line: 3, reason: 'Неизвестный бренд «Нет такого»' }]);
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

  it('answers 400 with the reason when the settings or the file are wrong', async () => {
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
    assert.equal((await offersOf(t, catalog.vendor)).length, 1);
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
  const list = 'Бренд;Номер;Название;Цена;Остаток\nImport Beta;OC 90;Фильтр;12,30;4\nНет такого;1;x;1;1\n';

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
      { delimiter: ';', decimalComma: 'да', mapping },
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
    const fields = { delimiter: ';', decimalComma: 'да', mapping };
    const done = await post(`/api/admin/pricelist/import?vendor=${catalog.vendor}`, fields, {
      name: 'beta.csv',
      data: Buffer.from(list),
    });
    assert.equal(done.statusCode, 200, done.body);
    const failed = await post(`/api/admin/pricelist/import?vendor=${catalog.vendor}`, fields, {
      name: 'empty.csv',
      data: Buffer.from('Бренд;Номер;Название;Цена;Остаток\nНет такого;1;x;1;1\n'),
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
    assert.equal(report.body, '\uFEFFСтрока;Причина\r\n3;Неизвестный бренд «Нет такого»\r\n');
    assert.equal((await get('/api/admin/pricelist/imports/999999/rejected.csv')).statusCode, 404);

    const vendors = json<{ id: number }[]>(await get('/api/admin/pricelist/vendors'));
    assert.ok(vendors.some((vendor) => vendor.id === catalog.vendor));
  });
});
