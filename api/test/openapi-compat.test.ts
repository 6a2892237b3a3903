import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { breakingChanges } from './openapi-compat.js';
import { createTestApp, json, type TestApp } from './helpers.js';

/** The previous release's document; replaced only in a major version (api/README.md, 'API compatibility'). */
const releaseFile = new URL('../openapi/previous-release.json', import.meta.url);

type Document = Record<string, unknown>;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The object at `path` inside a document, to change it in a test. */
function at(value: Json, ...path: (string | number)[]): JsonObject {
  let node: Json = value;
  for (const key of path) {
    const next: Json | undefined = Array.isArray(node)
      ? node[Number(key)]
      : typeof node === 'object' && node !== null
        ? node[key]
        : undefined;
    assert.ok(next !== undefined, `no ${path.join('/')}`);
    node = next;
  }
  assert.ok(typeof node === 'object' && node !== null && !Array.isArray(node));
  return node;
}

function list(value: Json, ...path: (string | number)[]): Json[] {
  const parent = at(value, ...path.slice(0, -1));
  const node = parent[String(path.at(-1))];
  assert.ok(Array.isArray(node));
  return node;
}

const user: JsonObject = {
  type: 'object',
  required: ['id', 'email'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    office: { $ref: '#/components/schemas/office' },
  },
};

/** A small document: GET /api/user answers a user, POST /api/cart takes a good and a quantity. */
function document(change: (doc: JsonObject) => void = () => undefined): Document {
  const doc: JsonObject = {
    openapi: '3.0.3',
    components: {
      schemas: {
        office: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      },
    },
    paths: {
      '/api/user': {
        get: { responses: { '200': { content: { 'application/json': { schema: structuredClone(user) } } } } },
      },
      '/api/cart': {
        post: {
          parameters: [
            {
              in: 'query',
              name: 'source',
              required: false,
              schema: { type: 'string', enum: ['search', 'batch'] },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['good'],
                  properties: { good: { type: 'integer' }, quantity: { type: 'integer', maximum: 1000 } },
                },
              },
            },
          },
          responses: {
            '200': {
              content: { 'application/json': { schema: { type: 'array', items: structuredClone(user) } } },
            },
          },
        },
      },
    },
  };
  change(doc);
  return doc;
}

const userAnswer = (doc: JsonObject) =>
  at(
    doc,
    'paths',
    '/api/user',
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'schema',
    'properties',
  );
const cartPost = (doc: JsonObject) => at(doc, 'paths', '/api/cart', 'post');
const cartBody = (doc: JsonObject) =>
  at(cartPost(doc), 'requestBody', 'content', 'application/json', 'schema');

describe('OpenAPI compatibility checker', () => {
  it('finds nothing between a document and itself, nor when fields, paths and optional inputs are added', () => {
    assert.deepEqual(breakingChanges(document(), document()), []);
    const grown = document((doc) => {
      at(cartBody(doc), 'properties').comment = { type: 'string' };
      list(cartPost(doc), 'parameters').push({ in: 'query', name: 'page', schema: { type: 'integer' } });
      userAnswer(doc).phone = { type: 'string' };
      at(doc, 'paths')['/api/offices'] = { get: { responses: { '200': {} } } };
    });
    assert.deepEqual(breakingChanges(document(), grown), []);
  });

  it('fails on a removed path or method', () => {
    const without = document((doc) => {
      delete at(doc, 'paths')['/api/user'];
    });
    assert.deepEqual(breakingChanges(document(), without), ['GET /api/user: метод удалён']);
  });

  it('fails on a removed response field, also inside arrays and $refs', () => {
    const without = document((doc) => {
      delete at(doc, 'components', 'schemas', 'office', 'properties').name;
      const items = at(cartPost(doc), 'responses', '200', 'content', 'application/json', 'schema', 'items');
      delete at(items, 'properties').email;
    });
    assert.deepEqual(breakingChanges(document(), without), [
      'GET /api/user 200.office.name: поле ответа удалено',
      'POST /api/cart 200[].email: поле ответа удалено',
      'POST /api/cart 200[].office.name: поле ответа удалено',
    ]);
  });

  it('fails on a response field of another type', () => {
    const changed = document((doc) => {
      userAnswer(doc).id = { type: 'string' };
    });
    assert.deepEqual(breakingChanges(document(), changed), [
      'GET /api/user 200.id: в ответе новый тип string (был integer)',
    ]);
  });

  it('fails on a new required request field or parameter', () => {
    const changed = document((doc) => {
      list(cartBody(doc), 'required').push('quantity');
      at(cartPost(doc), 'parameters', 0).required = true;
    });
    assert.deepEqual(breakingChanges(document(), changed), [
      'POST /api/cart: новый обязательный параметр query:source',
      'POST /api/cart тело.quantity: новое обязательное поле запроса',
    ]);
  });

  it('fails on a narrowed request type, enum or bound', () => {
    const changed = document((doc) => {
      at(cartPost(doc), 'parameters', 0, 'schema').enum = ['search'];
      const properties = at(cartBody(doc), 'properties');
      properties.good = { type: 'integer', minimum: 1 };
      properties.quantity = { type: 'string', maximum: 100 };
    });
    assert.deepEqual(breakingChanges(document(), changed), [
      'POST /api/cart query:source: запрос больше не принимает batch',
      'POST /api/cart тело.good: minimum стал 1 (был не задан)',
      'POST /api/cart тело.quantity: запрос больше не принимает integer',
      'POST /api/cart тело.quantity: maximum стал 100 (был 1000)',
    ]);
  });
});

describe("the API's OpenAPI document against the previous release's", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('has no breaking change (UPDATE_OPENAPI_RELEASE=1 records the current one, in a major version only)', async () => {
    const current = json<Document>(await t.app.inject({ url: '/api/doc/json' }));
    if (process.env.UPDATE_OPENAPI_RELEASE === '1') {
      writeFileSync(releaseFile, `${JSON.stringify(current, null, 2)}\n`);
    }
    const release = JSON.parse(readFileSync(releaseFile, 'utf8')) as Document;
    assert.deepEqual(breakingChanges(release, current), []);
  });
});
