import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Violation } from '@shop/shared';
import { HttpError, validationError } from '../errors/http-error.js';

/**
 * Rules every request meets before a route's schema is checked, so that no text or structure a client
 * sends can make PostgreSQL (or a recursive walk) fail with a 500.
 */

/** Deeper JSON is refused: the shop's bodies nest 3 levels, an address's suggestion data a few more. */
export const MAX_INPUT_DEPTH = 32;

export const inputMessages = {
  controlCharacters: 'Значение содержит недопустимые управляющие символы',
  tooDeep: `Слишком глубокая вложенность данных в запросе (допустимо не более ${MAX_INPUT_DEPTH} уровней)`,
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 control characters but tab, line feed and carriage return (PostgreSQL refuses NUL in text and
 * jsonb), and UTF-16 halves without their pair (jsonb refuses the escapes `JSON.stringify` makes of them).
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    }
  }
  return false;
}

/** Nesting depth of JSON text, counted without parsing it (strings skipped); stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

function join(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/**
 * Violations of the strings (keys included) of a parsed body, query or path parameters; throws when the
 * value nests deeper than allowed (nested form keys can, without any JSON).
 */
export function inputViolations(value: unknown): Violation[] {
  const violations: Violation[] = [];
  const pending: Pending[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) {
        violations.push({ propertyPath: path, message: inputMessages.controlCharacters });
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new HttpError(400, inputMessages.tooDeep);
    for (const [key, child] of Object.entries(current)) {
      const childPath = join(path, key);
      if (hasForbiddenCharacters(key)) {
        violations.push({ propertyPath: childPath, message: inputMessages.controlCharacters });
      }
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return violations;
}

function checkRequest(request: FastifyRequest): void {
  const violations = [request.params, request.query, request.body].flatMap(inputViolations);
  if (violations.length > 0) throw validationError(violations);
}

/**
 * JSON bodies are measured before they are parsed, then parsed by Fastify's own parser (prototype
 * poisoning refused); every string of the params, the query and the body is checked before validation.
 */
export function installInputRules(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_INPUT_DEPTH)) {
      done(new HttpError(400, inputMessages.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => checkRequest(request));
}
