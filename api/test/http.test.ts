import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifySchemaValidationError } from 'fastify';
import type { ApiErrorBody } from '@shop/shared';
import { isNewerVersion } from '@shop/shared/federation';
import { ajvViolations } from '../src/errors/ajv-ru.js';
import { toErrorResponse } from '../src/errors/handler.js';
import { HttpError } from '../src/errors/http-error.js';
import { parseNestedForm } from '../src/http/form.js';
import { createTestApp, cyrillic, json, type TestApp } from './helpers.js';

describe('HTTP behaviour common to all routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('sends X-App-Version on every response, errors included', async () => {
    const responses = await Promise.all([
      t.app.inject({ url: '/api/offices' }),
      t.app.inject({ url: '/api/nothing-here' }),
      t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ url: `/api/page/${'x'.repeat(300)}` }),
      t.app.inject({ url: '/api/doc/json' }),
    ]);
    const versions = responses.map((response) => response.headers['x-app-version']);
    for (const version of versions) assert.match(String(version), /^1\.0\.0\+\d{13}$/);
    assert.equal(new Set(versions).size, 1);
    assert.equal(isNewerVersion(String(versions[0]), '1.0.0+1'), true);
  });

  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/user'],
      ['DELETE', '/api/offices'],
      ['GET', '/some/page'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(json<ApiErrorBody>(response), { code: 404, message: 'Ресурс не найден' });
    }
  });

  it('answers a failing query with a bare 500, no details', async () => {
    await sql`alter table offices rename to offices_moved`.execute(t.db);
    try {
      const response = await t.app.inject({ url: '/api/offices' });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(json<ApiErrorBody>(response), {
        code: 500,
        message: 'Произошла непредвиденная ошибка',
      });
    } finally {
      await sql`alter table offices_moved rename to offices`.execute(t.db);
    }
  });

  it('marks API answers as not cacheable', async () => {
    const response = await t.app.inject({ url: '/api/offices' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('publishes the OpenAPI description at /api/doc/json and the UI at /api/doc', async () => {
    const response = await t.app.inject({ url: '/api/doc/json' });
    assert.equal(response.statusCode, 200);
    const spec = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    assert.match(spec.openapi, /^3\./);
    for (const path of [
      '/api/login_check',
      '/logout',
      '/api/user',
      '/api/user/types',
      '/api/user/registration',
      '/api/user/edit',
      '/api/user/resetpassword',
      '/api/user/resetting/reset/{token}',
      '/api/user/change-password',
      '/api/user/curators',
      '/api/user/api-key',
      '/api/page/{slug}',
      '/api/offices',
      '/api/error/client',
      '/mf/registry.json',
    ]) {
      assert.ok(spec.paths[path], `${path} documented`);
    }
    const ui = await t.app.inject({ url: '/api/doc/', headers: { accept: 'text/html' } });
    assert.equal(ui.statusCode, 200);
    assert.match(String(ui.headers['content-type']), /text\/html/);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({ url: '/api/doc/json', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br');
  });

  it('serves the remote registry without caching', async () => {
    const response = await t.app.inject({ url: '/mf/registry.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const registry = json<{ remotes: { name: string; manifest: string }[] }>(response);
    assert.ok(registry.remotes.some((remote) => remote.manifest === '/mf/mf-cabinet/mf-manifest.json'));
  });
});

describe('registry overrides by environment', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(
      { demo: false },
      { MF_CABINET_MANIFEST_URL: 'https://cdn.example/cabinet/mf-manifest.json' },
    );
  });
  after(() => t.close());

  it('moves a remote without rebuilding', async () => {
    const registry = json<{ remotes: { name: string; manifest: string }[] }>(
      await t.app.inject({ url: '/mf/registry.json' }),
    );
    assert.equal(
      registry.remotes.find((remote) => remote.name === 'mf_cabinet')?.manifest,
      'https://cdn.example/cabinet/mf-manifest.json',
    );
  });
});

describe('error mapping', () => {
  it('never leaks details of unexpected errors', () => {
    const { status, body } = toErrorResponse(new Error('connection to 10.0.0.5 refused: password=secret'));
    assert.equal(status, 500);
    assert.deepEqual(body, { code: 500, message: 'Произошла непредвиденная ошибка' });
    assert.deepEqual(toErrorResponse('a string').body, {
      code: 500,
      message: 'Произошла непредвиденная ошибка',
    });
  });

  it('keeps known errors as they are', () => {
    const error = new HttpError(
      429,
      'Слишком много попыток входа. Повторите через 3 мин.',
      {},
      { 'retry-after': '180' },
    );
    assert.deepEqual(toErrorResponse(error), {
      status: 429,
      body: { code: 429, message: 'Слишком много попыток входа. Повторите через 3 мин.' },
      headers: { 'retry-after': '180' },
    });
  });

  it('localises schema errors to Russian with dotted paths', () => {
    const errors: FastifySchemaValidationError[] = [
      {
        keyword: 'required',
        instancePath: '/plainPassword',
        schemaPath: '',
        params: { missingProperty: 'first' },
      },
      { keyword: 'type', instancePath: '/email', schemaPath: '', params: { type: 'string' } },
      { keyword: 'maxLength', instancePath: '/lastName', schemaPath: '', params: { limit: 255 } },
      { keyword: 'minLength', instancePath: '/message', schemaPath: '', params: { limit: 2 } },
      { keyword: 'minimum', instancePath: '/amount', schemaPath: '', params: { limit: 0 } },
      { keyword: 'multipleOf', instancePath: '/amount', schemaPath: '', params: { multipleOf: 5 } },
      { keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'object' } },
    ];
    assert.deepEqual(ajvViolations(errors), [
      { propertyPath: 'plainPassword.first', message: 'Поле «plainPassword.first» не должно быть пустым' },
      { propertyPath: 'email', message: 'Значение должно быть строкой' },
      { propertyPath: 'lastName', message: 'Значение должно содержать не более 255 символов' },
      { propertyPath: 'message', message: 'Значение должно содержать не менее 2 символов' },
      { propertyPath: 'amount', message: 'Значение должно быть более или равно 0' },
      { propertyPath: 'amount', message: 'должно быть кратным 5' },
      { propertyPath: '', message: 'Тело запроса должно быть объектом' },
    ]);
    for (const violation of ajvViolations(errors)) assert.match(violation.message, cyrillic);
    assert.deepEqual(
      ajvViolations(
        [{ keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'string' } }],
        'query',
      ),
      [{ propertyPath: 'query', message: 'Значение должно быть строкой' }],
    );
  });

  it('parses nested form keys and drops prototype keys', () => {
    assert.deepEqual(parseNestedForm('plainPassword%5Bfirst%5D=a&plainPassword%5Bsecond%5D=b&x=1'), {
      plainPassword: { first: 'a', second: 'b' },
      x: '1',
    });
    const polluted = parseNestedForm(
      '__proto__%5BisAdmin%5D=1&a%5Bconstructor%5D%5Bprototype%5D=2&b%5B%5D=3',
    );
    assert.deepEqual(polluted, {});
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
  });
});
