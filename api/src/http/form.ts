import { parse } from 'node:querystring';

type FormValue = string | string[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);

/** `plainPassword[first]` → `['plainPassword', 'first']`; null for keys that could pollute prototypes. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const parts = match?.[1]
    ? [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
    : [key];
  return parts.some((part) => forbiddenKeys.has(part) || part === '') ? null : parts;
}

function assign(target: FormObject, path: string[], value: string | string[]): void {
  let node = target;
  for (const [index, part] of path.entries()) {
    if (index === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
      node = next;
    } else {
      const created: FormObject = {};
      node[part] = created;
      node = created;
    }
  }
}

/**
 * Parses `application/x-www-form-urlencoded` with PHP/Symfony-style nested keys, as the reset-password
 * form sends them: `plainPassword[first]=a&plainPassword[second]=b` → `{ plainPassword: { first, second } }`.
 */
export function parseNestedForm(body: string): FormObject {
  const flat = parse(body);
  const result: FormObject = {};
  for (const [key, value] of Object.entries(flat)) {
    if (value === undefined) continue;
    const path = keyPath(key);
    if (path) assign(result, path, value);
  }
  return result;
}
