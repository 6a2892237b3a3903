import localizeRuModule from 'ajv-i18n/localize/ru/index.js';
import type { FastifySchemaValidationError } from 'fastify';
import type { Violation } from '@shop/shared';
import { pluralRu } from '@shop/shared/format';

type Localize = (errors: FastifySchemaValidationError[]) => void;

/** ajv-i18n is CommonJS typed as an ES default export: take the function whichever way it arrives. */
const localizeRu: Localize =
  typeof localizeRuModule === 'function'
    ? localizeRuModule
    : (localizeRuModule as { default: Localize }).default;

const typeNames: Record<string, string> = {
  string: 'строкой',
  number: 'числом',
  integer: 'целым числом',
  boolean: 'логическим значением (true или false)',
  object: 'объектом',
  array: 'списком',
  null: 'пустым (null)',
};

/** `/plainPassword/first` → `plainPassword.first` (JSON pointer to the dotted path the frontend uses). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(parent: string, child: string): string {
  return parent && child ? `${parent}.${child}` : parent || child;
}

function numberParam(error: FastifySchemaValidationError, name: string): number {
  const value = error.params[name];
  return typeof value === 'number' ? value : Number(value);
}

function message(error: FastifySchemaValidationError, path: string): string {
  switch (error.keyword) {
    case 'required':
      return `Поле «${path}» не должно быть пустым`;
    case 'type': {
      const expected = String(error.params.type ?? '')
        .split(',')
        .map((type) => typeNames[type] ?? type)
        .join(' или ');
      return path ? `Значение должно быть ${expected}` : `Тело запроса должно быть ${expected}`;
    }
    case 'minLength': {
      const limit = numberParam(error, 'limit');
      if (limit === 1) return `Поле «${path}» не должно быть пустым`;
      return `Значение должно содержать не менее ${limit} ${pluralRu(limit, ['символа', 'символов', 'символов'])}`;
    }
    case 'maxLength': {
      const limit = numberParam(error, 'limit');
      return `Значение должно содержать не более ${limit} ${pluralRu(limit, ['символа', 'символов', 'символов'])}`;
    }
    case 'minimum':
      return `Значение должно быть более или равно ${numberParam(error, 'limit')}`;
    case 'maximum':
      return `Значение должно быть менее или равно ${numberParam(error, 'limit')}`;
    case 'minItems':
      return `Список должен содержать не менее ${numberParam(error, 'limit')} элементов`;
    case 'maxItems':
      return `Список должен содержать не более ${numberParam(error, 'limit')} элементов`;
    case 'pattern':
      return 'Значение имеет неверный формат';
    case 'format':
      return error.params.format === 'email'
        ? 'Некорректный адрес электронной почты'
        : 'Значение имеет неверный формат';
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'Недопустимое значение';
    case 'additionalProperties':
      return `Поле «${join(path, String(error.params.additionalProperty ?? ''))}» не поддерживается`;
    default: {
      const copy = [{ ...error }];
      localizeRu(copy);
      return copy[0]?.message ?? 'Недопустимое значение';
    }
  }
}

function violationPath(error: FastifySchemaValidationError, prefix: string): string {
  const path = join(prefix, pointerToPath(error.instancePath));
  if (error.keyword === 'required') return join(path, String(error.params.missingProperty ?? ''));
  return path;
}

/**
 * Turns ajv errors into violations with Russian messages. For unions (`anyOf`, e.g. an object or null)
 * the branch errors are noise: keep the errors inside the value if any, otherwise one message for it.
 */
export function ajvViolations(errors: readonly FastifySchemaValidationError[], prefix = ''): Violation[] {
  const unionPaths = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => error.instancePath);
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const union = unionPaths.find(
      (path) => error.instancePath === path || error.instancePath.startsWith(`${path}/`),
    );
    if (union !== undefined) {
      const nested = errors.some(
        (other) =>
          other.instancePath.startsWith(`${union}/`) ||
          (other.keyword === 'required' && other.instancePath === union),
      );
      const isUnionItself = error.keyword === 'anyOf' || error.keyword === 'oneOf';
      if (nested && error.instancePath === union && error.keyword !== 'required') continue;
      if (!nested && !isUnionItself) continue;
    }
    const propertyPath = violationPath(error, prefix);
    const text = message(error, propertyPath);
    const key = `${propertyPath}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push({ propertyPath, message: text });
  }
  return violations;
}
