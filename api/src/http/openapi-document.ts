import type { FastifySchema } from 'fastify';
import { AUTH_HEADER } from '@shop/shared';
import { apiKeySecurityScheme } from './customer-docs.js';

/**
 * How the OpenAPI document becomes one that standard tools accept (api/README.md, 'The API contract'):
 * OpenAPI 3.0.3 as written, the shop's real authentication, an `operationId` on every operation.
 */

/** The token of `POST /api/login_check` as the shop sends it: `X-Authorization: Bearer <token>` (SPEC §7). */
export const securitySchemes = {
  bearerAuth: {
    type: 'apiKey',
    in: 'header',
    name: AUTH_HEADER,
    description:
      'Токен доступа из `POST /api/login_check` в виде `Bearer <token>`; ' +
      'стандартный заголовок `Authorization: Bearer <token>` тоже принимается.',
  },
  ...apiKeySecurityScheme,
} as const;

/** A signed-in operation: the session's token or, for a customer's program, its API key. */
const signedIn: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }];

/** A route's `security` for a call that a guest may make too, answered more fully with a sign-in. */
export const guestOrSignedIn: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

/**
 * The one rule of the document's authentication: a route that declares `security` in its schema needs a
 * signed-in user (its handler asks `ctx.sessions.required`), or takes a guest as well when its `security`
 * holds `{}` ({@link guestOrSignedIn}); every other route is public (`security: []`).
 */
export function documentedSchema(schema: FastifySchema | undefined): FastifySchema {
  const own = schema ?? {};
  const declared = own.security ?? [];
  const guests = declared.some((requirement) => Object.keys(requirement).length === 0);
  const security = declared.length === 0 ? [] : guests ? [{}, ...signedIn] : signedIn;
  return { ...own, security };
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON Schema of draft 7 (TypeBox's) said as OpenAPI 3.0.3 says it: numeric `exclusiveMaximum`/`exclusiveMinimum`
 * become a bound with the boolean flag, a tuple's `items: [...]` one schema for its items (its length stays in
 * `minItems`/`maxItems`).
 */
function asOpenApi30(node: Json): Json {
  if (Array.isArray(node)) return node.map(asOpenApi30);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = asOpenApi30(value);
  const numeric = out.type === 'number' || out.type === 'integer';
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    const limit = out[exclusive];
    if (numeric && typeof limit === 'number') {
      out[bound] = limit;
      out[exclusive] = true;
    }
  }
  const items = out.items;
  if (out.type === 'array' && Array.isArray(items)) {
    const kinds = [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
    out.items = kinds.length === 1 && kinds[0] !== undefined ? kinds[0] : { anyOf: kinds };
    delete out.additionalItems;
  }
  return out;
}

/** Fastify's wildcard `*` is shown as the path parameter `{path}` (a path of the media store). */
const WILDCARD = '{*}';
const WILDCARD_NAME = 'path';

function renameWildcard(item: Json): Json {
  if (!isObject(item)) return item;
  const out: JsonObject = {};
  for (const [method, operation] of Object.entries(item)) {
    if (!isObject(operation) || !Array.isArray(operation.parameters)) {
      out[method] = operation;
      continue;
    }
    const parameters = operation.parameters.map((parameter) =>
      isObject(parameter) && parameter.in === 'path' && parameter.name === '*'
        ? { ...parameter, name: WILDCARD_NAME }
        : parameter,
    );
    out[method] = { ...operation, parameters };
  }
  return out;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's stable name, from its method and path: `GET /api/v2/search/findByQuery` →
 * `getV2SearchFindByQuery`, a parameter `{id}` → `ById`, a trailing slash → `Slash` (SPEC keeps both forms
 * of a few paths), `/` → `getRoot`.
 */
export function operationId(method: string, path: string): string {
  const segments = path.split('/').slice(1);
  const words = segments.flatMap((segment, index) => {
    if (segment === '') return index === segments.length - 1 && index > 0 ? ['Slash'] : [];
    return segment
      .split(/[^A-Za-z0-9{}]+/)
      .filter((part) => part !== '')
      .map((part) => (part.startsWith('{') ? `By${capitalized(part.slice(1, -1))}` : capitalized(part)));
  });
  const named = words[0] === 'Api' ? words.slice(1) : words;
  return `${method.toLowerCase()}${named.length > 0 ? named.join('') : 'Root'}`;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The whole document made acceptable to standard tools; a repeated `operationId` fails the start. */
export function contractDocument(document: JsonObject, site: string): JsonObject {
  const paths: JsonObject = {};
  const ids = new Set<string>();
  for (const [rawPath, rawItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    const path = rawPath.replace(WILDCARD, `{${WILDCARD_NAME}}`);
    const item = renameWildcard(rawItem);
    if (!isObject(item)) continue;
    const named: JsonObject = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) {
        named[method] = operation;
        continue;
      }
      const id = operationId(method, path);
      if (ids.has(id)) throw new Error(`OpenAPI: operationId ${id} повторяется (${method} ${path})`);
      ids.add(id);
      named[method] = { operationId: id, ...operation };
    }
    paths[path] = named;
  }
  const converted = asOpenApi30({ ...document, paths });
  if (!isObject(converted)) throw new Error('OpenAPI: документ не объект');
  return { ...converted, servers: [{ url: site, description: 'Этот магазин' }] };
}
