import { setLocale, type LocaleObject } from 'yup';
import { formatDate } from '../format/date.js';
import { pluralRu } from '../format/plural.js';
import { ruleMessages } from './messages.js';

/**
 * Russian default messages of yup (SPEC §5). `${path}` is the field's label when it has one
 * (`.label('Пароль')`), else its path.
 */

const field = (path: unknown): string => `Поле «${String(path)}»`;

const symbols = (count: number): string => pluralRu(count, ['символ', 'символа', 'символов']);
/** After «не менее / не более» the noun is genitive: 1 символа, 2 символов, 21 символа. */
const symbolsGenitive = (count: number): string =>
  count % 10 === 1 && count % 100 !== 11 ? 'символа' : 'символов';
const elements = (count: number): string => pluralRu(count, ['элемент', 'элемента', 'элементов']);
const elementsGenitive = (count: number): string =>
  count % 10 === 1 && count % 100 !== 11 ? 'элемента' : 'элементов';

const listValues = (values: unknown): string =>
  Array.isArray(values) ? values.map((value) => String(value)).join(', ') : String(values);

const dateBound = (value: unknown): string =>
  value instanceof Date || typeof value === 'string' ? formatDate(value) || String(value) : String(value);

export const ruLocale = {
  mixed: {
    default: ({ path }) => `${field(path)} заполнено неверно`,
    required: ({ path }) => `${field(path)} не должно быть пустым`,
    defined: ({ path }) => `${field(path)} должно быть определено`,
    notNull: ({ path }) => `${field(path)} не должно быть пустым`,
    oneOf: ({ path, values }) => `${field(path)} должно иметь одно из значений: ${listValues(values)}`,
    notOneOf: ({ path, values }) => `${field(path)} не должно иметь значения: ${listValues(values)}`,
    notType: ({ path, type }) => {
      if (type === 'number') return 'Значение должно быть числом';
      if (type === 'date') return 'Неверный формат даты';
      return `${field(path)} заполнено неверно`;
    },
  },
  string: {
    length: ({ path, length }) => `${field(path)} должно содержать ровно ${length} ${symbols(length)}`,
    min: ({ path, min }) => `${field(path)} должно содержать не менее ${min} ${symbolsGenitive(min)}`,
    max: ({ path, max }) => `${field(path)} должно содержать не более ${max} ${symbolsGenitive(max)}`,
    matches: ({ path }) => `${field(path)} заполнено неверно`,
    email: ruleMessages.email,
    url: 'Неверный формат ссылки',
    uuid: 'Неверный формат идентификатора',
    datetime: 'Неверный формат даты и времени',
    datetime_offset: 'Неверный формат даты и времени: нужен часовой пояс UTC',
    datetime_precision: ({ precision }) =>
      `Неверный формат даты и времени: нужно ${precision} ${pluralRu(precision, ['знак', 'знака', 'знаков'])} долей секунды`,
    trim: ({ path }) => `${field(path)} не должно начинаться или заканчиваться пробелами`,
    lowercase: ({ path }) => `${field(path)} должно быть в нижнем регистре`,
    uppercase: ({ path }) => `${field(path)} должно быть в верхнем регистре`,
  },
  number: {
    min: 'Значение должно быть более или равно ${min}',
    max: 'Значение должно быть менее или равно ${max}',
    lessThan: 'Значение должно быть менее ${less}',
    moreThan: 'Значение должно быть более ${more}',
    positive: 'Значение должно быть положительным',
    negative: 'Значение должно быть отрицательным',
    integer: 'Значение должно быть целым числом',
  },
  date: {
    min: ({ min }) => `Дата должна быть не ранее ${dateBound(min)}`,
    max: ({ max }) => `Дата должна быть не позднее ${dateBound(max)}`,
  },
  boolean: {
    isValue: ({ path }) => `${field(path)} заполнено неверно`,
  },
  object: {
    noUnknown: ({ path, unknown }) => `${field(path)} содержит неизвестные поля: ${listValues(unknown)}`,
    exact: ({ path, properties }) => `${field(path)} содержит неизвестные поля: ${listValues(properties)}`,
  },
  array: {
    length: ({ path, length }) => `${field(path)} должно содержать ровно ${length} ${elements(length)}`,
    min: ({ path, min }) => `${field(path)} должно содержать не менее ${min} ${elementsGenitive(min)}`,
    max: ({ path, max }) => `${field(path)} должно содержать не более ${max} ${elementsGenitive(max)}`,
  },
  tuple: {
    notType: ({ path }) => `${field(path)} заполнено неверно`,
  },
} satisfies LocaleObject;

let applied = false;

/**
 * Installs {@link ruLocale} as yup's default messages. Idempotent; it runs when the validation schemas are
 * loaded, so importing any schema of `@shop/shared/validation` is enough. Call it yourself before building
 * your own yup schemas in a module that imports nothing else from here (yup reads its default message when a
 * rule is added to a schema, not when it runs).
 */
export function applyRuLocale(): void {
  if (applied) return;
  setLocale(ruLocale);
  applied = true;
}
