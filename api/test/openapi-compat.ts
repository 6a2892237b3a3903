// Backward compatibility of the API's OpenAPI document against the previous release's (test/openapi-release.json):
// what a client built against the old document relies on must still hold. Breaking: a removed path or
// method, a removed response field or a response field of another type, a new required parameter or
// request field, a narrowed request type (fewer types, fewer enum values, tighter bounds).

type Schema = Record<string, unknown>;
type Document = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function asObject(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Follows local `$ref`s (`#/components/schemas/x`) of the document. */
function resolve(document: Document, value: unknown): Schema {
  let schema = asObject(value);
  for (let depth = 0; typeof schema.$ref === 'string' && depth < 20; depth++) {
    const path = schema.$ref.replace(/^#\//, '').split('/');
    schema = asObject(path.reduce<unknown>((node, key) => asObject(node)[key], document));
  }
  return schema;
}

/** The JSON types a schema admits (`type`, `nullable`, the branches of anyOf/oneOf); empty = any. */
function typesOf(document: Document, value: unknown): Set<string> {
  const schema = resolve(document, value);
  const types = new Set<string>();
  const type = schema.type;
  for (const item of Array.isArray(type) ? type : type === undefined ? [] : [type]) types.add(String(item));
  if (schema.nullable === true) types.add('null');
  if (schema.const === null) types.add('null');
  for (const branch of [...asArray(schema.anyOf), ...asArray(schema.oneOf)]) {
    const inner = typesOf(document, branch);
    if (inner.size === 0) return new Set();
    for (const item of inner) types.add(item);
  }
  if (types.has('number')) types.add('integer');
  return types;
}

function propertiesOf(document: Document, value: unknown): Record<string, unknown> {
  const schema = resolve(document, value);
  const properties: Record<string, unknown> = { ...asObject(schema.properties) };
  for (const part of asArray(schema.allOf)) Object.assign(properties, propertiesOf(document, part));
  return properties;
}

function requiredOf(document: Document, value: unknown): Set<string> {
  const schema = resolve(document, value);
  const required = new Set(asArray(schema.required).map(String));
  for (const part of asArray(schema.allOf)) for (const name of requiredOf(document, part)) required.add(name);
  return required;
}

function itemsOf(document: Document, value: unknown): unknown {
  return resolve(document, value).items;
}

interface Side {
  document: Document;
  schema: unknown;
}

/** An answer's field the old document promised must still be there, of a type the old clients accept. */
function compareResponse(where: string, before: Side, after: Side, problems: string[], depth = 0): void {
  if (depth > 12) return;
  const oldTypes = typesOf(before.document, before.schema);
  const newTypes = typesOf(after.document, after.schema);
  if (newTypes.size === 0 && oldTypes.size > 0) {
    problems.push(`${where}: тип ответа стал любым (был ${[...oldTypes].join('|')})`);
  }
  for (const type of newTypes) {
    if (oldTypes.size > 0 && !oldTypes.has(type)) {
      problems.push(`${where}: в ответе новый тип ${type} (был ${[...oldTypes].join('|')})`);
    }
  }
  const oldProperties = propertiesOf(before.document, before.schema);
  const newProperties = propertiesOf(after.document, after.schema);
  for (const [name, schema] of Object.entries(oldProperties)) {
    if (!(name in newProperties)) {
      problems.push(`${where}.${name}: поле ответа удалено`);
      continue;
    }
    compareResponse(
      `${where}.${name}`,
      { document: before.document, schema },
      { document: after.document, schema: newProperties[name] },
      problems,
      depth + 1,
    );
  }
  const oldItems = itemsOf(before.document, before.schema);
  const newItems = itemsOf(after.document, after.schema);
  if (oldItems !== undefined && newItems !== undefined) {
    compareResponse(
      `${where}[]`,
      { document: before.document, schema: oldItems },
      { document: after.document, schema: newItems },
      problems,
      depth + 1,
    );
  }
}

function numberOf(schema: Schema, key: string): number | undefined {
  return typeof schema[key] === 'number' ? schema[key] : undefined;
}

/** What old clients send must still be accepted: no new required field, no narrower type or bounds. */
function compareRequest(where: string, before: Side, after: Side, problems: string[], depth = 0): void {
  if (depth > 12) return;
  const oldSchema = resolve(before.document, before.schema);
  const newSchema = resolve(after.document, after.schema);
  const oldTypes = typesOf(before.document, oldSchema);
  const newTypes = typesOf(after.document, newSchema);
  if (newTypes.size > 0) {
    const lost = oldTypes.size === 0 ? ['любой'] : [...oldTypes].filter((type) => !newTypes.has(type));
    if (lost.length) problems.push(`${where}: запрос больше не принимает ${lost.join('|')}`);
  }
  const oldEnum = asArray(oldSchema.enum);
  const newEnum = asArray(newSchema.enum);
  if (newEnum.length > 0) {
    const lost =
      oldEnum.length === 0 ? ['любое значение'] : oldEnum.filter((item) => !newEnum.includes(item));
    if (lost.length) problems.push(`${where}: запрос больше не принимает ${lost.map(String).join(', ')}`);
  }
  for (const [key, tighter] of [
    ['maxLength', (a: number, b: number) => b < a],
    ['maximum', (a: number, b: number) => b < a],
    ['maxItems', (a: number, b: number) => b < a],
    ['minLength', (a: number, b: number) => b > a],
    ['minimum', (a: number, b: number) => b > a],
    ['minItems', (a: number, b: number) => b > a],
  ] as const) {
    const a = numberOf(oldSchema, key);
    const b = numberOf(newSchema, key);
    if (b !== undefined && (a === undefined || tighter(a, b))) {
      problems.push(`${where}: ${key} стал ${b} (был ${a ?? 'не задан'})`);
    }
  }
  const oldRequired = requiredOf(before.document, oldSchema);
  const newProperties = propertiesOf(after.document, newSchema);
  const oldProperties = propertiesOf(before.document, oldSchema);
  for (const name of requiredOf(after.document, newSchema)) {
    if (!oldRequired.has(name)) problems.push(`${where}.${name}: новое обязательное поле запроса`);
  }
  for (const [name, schema] of Object.entries(oldProperties)) {
    if (!(name in newProperties)) continue;
    compareRequest(
      `${where}.${name}`,
      { document: before.document, schema },
      { document: after.document, schema: newProperties[name] },
      problems,
      depth + 1,
    );
  }
  const oldItems = itemsOf(before.document, oldSchema);
  const newItems = itemsOf(after.document, newSchema);
  if (oldItems !== undefined && newItems !== undefined) {
    compareRequest(
      `${where}[]`,
      { document: before.document, schema: oldItems },
      { document: after.document, schema: newItems },
      problems,
      depth + 1,
    );
  }
}

function parametersOf(document: Document, operation: Schema): Map<string, Schema> {
  const parameters = new Map<string, Schema>();
  for (const item of asArray(operation.parameters)) {
    const parameter = resolve(document, item);
    parameters.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
  }
  return parameters;
}

function jsonSchemaOf(document: Document, holder: unknown): unknown {
  const content = asObject(resolve(document, holder).content);
  const media = content['application/json'] ?? Object.values(content)[0];
  return asObject(media).schema;
}

/** The breaking changes from the previous release's document to the current one (empty when compatible). */
export function breakingChanges(before: Document, after: Document): string[] {
  const problems: string[] = [];
  const oldPaths = asObject(before.paths);
  const newPaths = asObject(after.paths);
  for (const [path, oldItem] of Object.entries(oldPaths)) {
    for (const method of METHODS) {
      const oldOperation = asObject(asObject(oldItem)[method]);
      if (Object.keys(oldOperation).length === 0) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const newOperation = asObject(asObject(newPaths[path])[method]);
      if (Object.keys(newOperation).length === 0) {
        problems.push(`${where}: метод удалён`);
        continue;
      }
      const oldParameters = parametersOf(before, oldOperation);
      for (const [key, parameter] of parametersOf(after, newOperation)) {
        const old = oldParameters.get(key);
        if (parameter.required === true && old?.required !== true) {
          problems.push(`${where}: новый обязательный параметр ${key}`);
        }
        if (old) {
          compareRequest(
            `${where} ${key}`,
            { document: before, schema: old.schema },
            { document: after, schema: parameter.schema },
            problems,
          );
        }
      }
      const oldBody = jsonSchemaOf(before, oldOperation.requestBody);
      const newBody = jsonSchemaOf(after, newOperation.requestBody);
      if (newBody !== undefined) {
        if (oldBody === undefined && resolve(after, newOperation.requestBody).required === true) {
          problems.push(`${where}: новое обязательное тело запроса`);
        } else if (oldBody !== undefined) {
          compareRequest(
            `${where} тело`,
            { document: before, schema: oldBody },
            { document: after, schema: newBody },
            problems,
          );
        }
      }
      const newResponses = asObject(newOperation.responses);
      for (const [status, oldResponse] of Object.entries(asObject(oldOperation.responses))) {
        if (!status.startsWith('2')) continue;
        const oldSchema = jsonSchemaOf(before, oldResponse);
        if (!(status in newResponses)) {
          problems.push(`${where}: ответ ${status} удалён`);
          continue;
        }
        const newSchema = jsonSchemaOf(after, newResponses[status]);
        if (oldSchema === undefined) continue;
        if (newSchema === undefined) {
          problems.push(`${where} ${status}: ответ больше не JSON`);
          continue;
        }
        compareResponse(
          `${where} ${status}`,
          { document: before, schema: oldSchema },
          { document: after, schema: newSchema },
          problems,
        );
      }
    }
  }
  return problems;
}
