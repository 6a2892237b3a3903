// Checks requests and answers of the app against its own OpenAPI document (api/README.md, 'The API contract'):
// the operation a request reaches, its parameters and body, the answer's status, media type and JSON body.
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: Json | undefined, key: string): JsonObject {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
}

/** OpenAPI 3.0's boolean `exclusiveMaximum`/`exclusiveMinimum` back as the numbers Ajv (draft 7) reads. */
function asDraft7(node: Json): Json {
  if (Array.isArray(node)) return node.map(asDraft7);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = asDraft7(value);
  for (const [exclusive, bound] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    }
  }
  return out;
}

const pointer = (...keys: string[]) =>
  keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Media type without its parameters, lower case: `text/plain; charset=utf-8` → `text/plain`. */
const essence = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

function matchesMediaType(declared: string, actual: string): boolean {
  const [kind, sub] = essence(declared).split('/');
  const [actualKind, actualSub] = essence(actual).split('/');
  return kind === actualKind && (sub === '*' || sub === actualSub);
}

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  /** How many fixed segments: the router tries them before parameters. */
  fixed: number;
  node: JsonObject;
}

export interface ContractChecker {
  /**
   * The mismatches of one exchange (empty when it keeps the document); the operation's id is in each. A request
   * sent wrong on purpose (`wrongRequest`) has only its answer checked.
   */
  check(request: InjectOptions, response: LightMyRequestResponse, wrongRequest?: boolean): string[];
  /** Ids of the operations checked so far. */
  readonly seen: Set<string>;
}

export function contractChecker(document: JsonObject): ContractChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  formats.default(ajv);
  ajv.addFormat('binary', true);
  const coercing = new Ajv({ strict: false, coerceTypes: 'array', validateSchema: false });
  formats.default(coercing);
  const root = asDraft7(document);
  if (!isObject(root)) throw new Error('документ не объект');
  ajv.addSchema(root, 'doc');
  coercing.addSchema(root, 'doc');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (at: string, coerce = false): ValidateFunction => {
    const key = `${coerce ? 'c' : 'j'}${at}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (coerce ? coercing : ajv).compile({ $ref: `doc#${at}` });
      compiled.set(key, validate);
    }
    return validate;
  };

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(child(document, 'paths'))) {
    if (!isObject(item)) continue;
    const source = path
      .split(/(\{[^}]+\})/)
      .map((part) =>
        part === '{path}'
          ? '(.+)'
          : part.startsWith('{')
            ? '([^/]+)'
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('');
    for (const [method, node] of Object.entries(item)) {
      if (!isObject(node)) continue;
      const fixed = path.split('/').filter((segment) => segment !== '' && !segment.includes('{')).length;
      operations.push({ method, path, pattern: new RegExp(`^${source}$`), fixed, node });
    }
  }

  const seen = new Set<string>();

  function find(method: string, path: string): Operation | undefined {
    return operations
      .filter((operation) => operation.method === method && operation.pattern.test(path))
      .sort((a, b) => b.fixed - a.fixed)[0];
  }

  function errors(validate: ValidateFunction, where: string): string[] {
    return (validate.errors ?? []).map((error) => `${where}${error.instancePath} ${error.message ?? ''}`);
  }

  function checkParameters(operation: Operation, url: URL, headers: Record<string, string>): string[] {
    const problems: string[] = [];
    const parameters = operation.node.parameters;
    const values = operation.pattern.exec(url.pathname)?.slice(1) ?? [];
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [index, parameter] of (Array.isArray(parameters) ? parameters : []).entries()) {
      if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
      const { name } = parameter;
      const value =
        parameter.in === 'path'
          ? values[names.indexOf(name)]
          : parameter.in === 'query'
            ? (url.searchParams.get(name) ?? undefined)
            : parameter.in === 'header'
              ? headers[name.toLowerCase()]
              : undefined;
      if (value === undefined) {
        if (parameter.required === true) problems.push(`${parameter.in} ${name}: обязателен`);
        continue;
      }
      const holder = { value: decodeURIComponent(value) };
      const at = pointer('paths', operation.path, operation.method, 'parameters', String(index), 'schema');
      const validate = validator(at, true);
      if (!validate(holder.value)) problems.push(...errors(validate, `${parameter.in} ${name}`));
    }
    for (const name of url.searchParams.keys()) {
      const known = (Array.isArray(parameters) ? parameters : []).some(
        (parameter) => isObject(parameter) && parameter.in === 'query' && parameter.name === name,
      );
      if (!known) problems.push(`query ${name}: нет в документе`);
    }
    return problems;
  }

  function checkRequestBody(operation: Operation, request: InjectOptions): string[] {
    const body = operation.node.requestBody;
    if (request.payload === undefined) {
      return isObject(body) && body.required === true ? ['тело запроса обязательно'] : [];
    }
    if (!isObject(body)) return ['тело запроса не описано'];
    const content = child(body, 'content');
    if (!('application/json' in content))
      return [`тело JSON, в документе ${Object.keys(content).join(', ')}`];
    const at = pointer(
      'paths',
      operation.path,
      operation.method,
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    const validate = validator(at);
    return validate(request.payload) ? [] : errors(validate, 'тело запроса');
  }

  function checkResponse(operation: Operation, response: LightMyRequestResponse): string[] {
    const responses = child(operation.node, 'responses');
    const status = String(response.statusCode);
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in responses);
    if (key === undefined) return [`ответ ${status} не описан`];
    const content = child(responses, key).content;
    const type = String(response.headers['content-type'] ?? '');
    if (!isObject(content) || Object.keys(content).length === 0) {
      return response.rawPayload.length === 0 ? [] : [`ответ ${status}: тело, которого нет в документе`];
    }
    const declared = Object.keys(content).find((candidate) => matchesMediaType(candidate, type));
    if (declared === undefined)
      return [`ответ ${status}: ${type}, в документе ${Object.keys(content).join(', ')}`];
    if (essence(declared) !== 'application/json') return [];
    const at = pointer(
      'paths',
      operation.path,
      operation.method,
      'responses',
      key,
      'content',
      declared,
      'schema',
    );
    const validate = validator(at);
    return validate(JSON.parse(response.body)) ? [] : errors(validate, `ответ ${status}`);
  }

  return {
    seen,
    check(request, response, wrongRequest = false) {
      const method = (request.method ?? 'GET').toLowerCase();
      const url = new URL(typeof request.url === 'string' ? request.url : '/', 'http://shop.test');
      const operation = find(method, url.pathname);
      if (!operation) return [`${method.toUpperCase()} ${url.pathname}: операции нет в документе`];
      const id = String(operation.node.operationId);
      seen.add(id);
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      const problems = wrongRequest
        ? []
        : [...checkParameters(operation, url, headers), ...checkRequestBody(operation, request)];
      // `[{}, …]`: a guest may call it too; any other declared security needs a sign-in.
      const security = operation.node.security;
      const guests =
        Array.isArray(security) && security.some((item) => isObject(item) && Object.keys(item).length === 0);
      const signedIn = 'x-authorization' in headers || 'authorization' in headers || 'x-api-key' in headers;
      if (
        Array.isArray(security) &&
        security.length > 0 &&
        !guests &&
        !signedIn &&
        response.statusCode !== 401
      ) {
        problems.push(`без входа ответ ${response.statusCode}, не 401`);
      }
      problems.push(...checkResponse(operation, response));
      return problems.map((problem) => `${id} (${method.toUpperCase()} ${operation.path}): ${problem}`);
    },
  };
}
