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
