import { randomUUID } from 'node:crypto';

/**
 * Requests for the hostile-input suite, made from the OpenAPI document: a plausible request per operation
 * (every parameter and body field filled with a value its schema accepts), then the same request with ONE
 * parameter or field replaced by a hostile value at a time.
 */

export interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: OpenApiSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}

/** A valid request of an operation (parameters by `in:name`), so that hostile values get past the other checks. */
export interface Example {
  params?: Record<string, string>;
  body?: unknown;
}

export interface HostileRequest {
  method: string;
  url: string;
  /** What was replaced and by what (for the failure report). */
  label: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Marks the spot of a body where the raw, deeply nested JSON goes (a JS value that deep cannot be serialised). */
const DEEP_MARK = '__hostile_deep__';
const DEPTH = 20_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** Hostile text for a path or query parameter. */
export const hostileTexts: readonly string[] = [
  'a\u0000b',
  'x'.repeat(100_000),
  '9999999999',
  '2147483648',
  '-1',
  '1.0000001',
  '',
  '\u0007\u001b[31m\u007f',
  '\u202e\ufeff',
  '\ud800',
];

/** Hostile JSON values for a body field (`DEEP_MARK`s become JSON nested 20 000 levels deep). */
export const hostileValues: readonly unknown[] = [
  ...hostileTexts,
  null,
  true,
  {},
  [],
  { [`a\u0000`]: 'b' },
  9999999999,
  2147483648,
  -1,
  1.0000001,
  1e308,
  [DEEP_MARK],
  { [DEEP_MARK]: DEEP_MARK },
];

/** Whole bodies that are not the expected object at all. */
export const hostileBodies: readonly string[] = [
  '',
  'null',
  '[]',
  '"a\\u0000b"',
  '{"a\\u0000":1}',
  '{',
  deepArray,
  deepObject,
  `{"a":${deepArray}}`,
];

function firstMatching(pattern: string, candidates: string[]): string | undefined {
  const regex = new RegExp(pattern, 'u');
  return candidates.find((candidate) => regex.test(candidate));
}

/** A value the schema accepts (the first of enums and unions, the minimum of numbers). */
export function plausible(schema: OpenApiSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'hostile@example.test';
      const text = schema.pattern
        ? (firstMatching(schema.pattern, ['1', '2030-01-01', 'a', 'A1']) ?? 'a')
        : 'a';
      return text.padEnd(schema.minLength ?? 0, 'a');
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [plausible(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, child]) => [name, plausible(child)]),
      );
    default:
      return schema.nullable ? null : 'a';
  }
}

type Path = (string | number)[];

/** Paths of every field of a plausible body, nested objects and the first array item included. */
export function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length ? [[...prefix, 0], ...fieldPaths(value[0], [...prefix, 0])] : [];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      [...prefix, key],
      ...fieldPaths(child, [...prefix, key]),
    ]);
  }
  return [];
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaced(item, rest, replacement) : item));
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

function serialise(body: unknown): string {
  return JSON.stringify(body)
    .replaceAll(`{"${DEEP_MARK}":"${DEEP_MARK}"}`, deepObject)
    .replaceAll(`["${DEEP_MARK}"]`, deepArray);
}

function labelOf(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length})` : text;
}

/** Every hostile variant of one operation, for one set of credentials. */
export function hostileRequests(
  method: string,
  path: string,
  operation: OpenApiOperation,
  auth: Record<string, string>,
  example: Example = {},
): HostileRequest[] {
  const parameters = operation.parameters ?? [];
  const jsonBody = operation.requestBody?.content['application/json']?.schema;
  const base = {
    ...Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, String(plausible(p.schema))])),
    ...example.params,
  };
  const body = example.body ?? (jsonBody ? plausible(jsonBody) : undefined);
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(method);

  const build = (values: Record<string, string | string[]>, payload: string | undefined, label: string) => {
    let url = path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = { ...auth };
    for (const parameter of parameters) {
      const value = values[`${parameter.in}:${parameter.name}`];
      if (value === undefined) continue;
      const texts = Array.isArray(value) ? value : [value];
      if (parameter.in === 'path')
        url = url.replace(`{${parameter.name}}`, encodePathSegment(texts[0] ?? ''));
      if (parameter.in === 'query') for (const text of texts) query.append(parameter.name, text);
      if (parameter.in === 'header') headers[parameter.name] = texts[0] ?? '';
    }
    const search = query.toString();
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return { method, url: search ? `${url}?${search}` : url, label, headers, payload };
  };
  const plainPayload = hasBody ? JSON.stringify(body ?? {}) : undefined;

  const requests: HostileRequest[] = [build(base, plainPayload, 'plausible')];
  for (const parameter of parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    // Header values are checked by Node's HTTP parser before the app: only printable text reaches it.
    const texts =
      parameter.in === 'header' ? hostileTexts.filter((text) => /^[\x20-\x7e]*$/.test(text)) : hostileTexts;
    for (const text of texts)
      requests.push(build({ ...base, [key]: text }, plainPayload, `${key}=${labelOf(text)}`));
    if (parameter.in === 'query')
      requests.push(build({ ...base, [key]: ['1', '2'] }, plainPayload, `${key} twice`));
    if (parameter.in !== 'path') requests.push(build(withoutKey(base, key), plainPayload, `${key} left out`));
  }
  if (hasBody) {
    for (const raw of hostileBodies) requests.push(build(base, raw, `body=${labelOf(raw)}`));
    for (const path of fieldPaths(body)) {
      for (const value of hostileValues) {
        requests.push(
          build(base, serialise(replaced(body, path, value)), `${path.join('.')}=${labelOf(value)}`),
        );
      }
    }
  }
  return requests;
}

/** A lone surrogate cannot be encoded as UTF-8: it goes as the bytes a careless client would send. */
function encodePathSegment(text: string): string {
  return /\p{Surrogate}/u.test(text) ? '%ED%A0%80' : encodeURIComponent(text);
}

function withoutKey(values: Record<string, string>, key: string): Record<string, string> {
  const copy = { ...values };
  delete copy[key];
  return copy;
}
