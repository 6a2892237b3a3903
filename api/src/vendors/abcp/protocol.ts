import { createHash } from 'node:crypto';

/**
 * The ABCP public API (https://www.abcp.ru/wiki/API:Docs), operation `search/articles`:
 * `GET {host}/search/articles/?userlogin=&userpsw=<md5 of the password>&number=&brand=&useOnlineStocks=1`
 * answers a JSON array of offers of the part and of its analogues, or an error object
 * `{errorCode, errorMessage}`. Installations differ in details: numbers sometimes come as strings,
 * `deliveryPeriodMax` sometimes as ''; the reader below accepts both.
 */
export interface AbcpArticle {
  distributorId: number;
  grp: string | null;
  code: string;
  brand: string;
  number: string;
  /** The number cleaned of spaces and punctuation. */
  numberFix: string;
  description: string;
  /** Units in stock; -1, -2, -3: 'some', 'many', 'very many' without a count; -10: on order. */
  availability: number;
  /** Units per pack: the order quantity is a multiple of it. */
  packing: number;
  /** Expected delivery term, hours. */
  deliveryPeriod: number;
  /** Guaranteed delivery term, hours; '' when not known. */
  deliveryPeriodMax: number | '';
  deadlineReplace: string;
  distributorCode: string;
  supplierCode: number;
  supplierColor: string | null;
  supplierDescription: string;
  /** Opaque key of the offer, used to put it in the supplier's basket. */
  itemKey: string;
  price: number;
  weight: number;
  volume: number | null;
  lastUpdateTime: string;
  additionalPrice: number;
  /** The supplier does not take the part back. */
  noReturn: boolean;
  isUsed: boolean;
  deliveryProbability: number;
}

export interface AbcpErrorBody {
  errorCode: number;
  errorMessage: string;
}

/** Error codes this project relies on. */
export const abcpErrorCodes = {
  unknown: 1,
  badRequest: 2,
  authFailed: 102,
  /** 'Nothing found': an empty result, not a failure. */
  noResults: 301,
  resourceBlocked: 303,
} as const;

export const searchArticlesPath = 'search/articles/';

/** `userpsw`: the hex md5 of the password, as the protocol asks. */
export function abcpPasswordHash(password: string): string {
  return createHash('md5').update(password, 'utf8').digest('hex');
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readErrorBody(value: unknown): AbcpErrorBody | null {
  if (!isObject(value) || !('errorCode' in value)) return null;
  const code = Number(value.errorCode);
  const message = typeof value.errorMessage === 'string' ? value.errorMessage.trim() : '';
  return { errorCode: Number.isFinite(code) ? code : abcpErrorCodes.unknown, errorMessage: message };
}

/** What the adapter takes from an offer; the other fields of `AbcpArticle` are not used. */
export interface ArticleFields {
  brand: string;
  number: string;
  description: string;
  /** Decimal string as sent (a JSON number's shortest spelling, or the string given). */
  price: string;
  availability: number;
  packing: number;
  deliveryPeriod: number;
  returnable: boolean;
}

const decimal = /^\d{1,12}(\.\d{1,6})?$/;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function integer(value: unknown): number | null {
  const spelled = text(value);
  if (spelled === null || !/^-?\d{1,9}$/.test(spelled)) return null;
  return Number(spelled);
}

/** Reads one offer; null when a field the shop needs is missing or malformed (the offer is then left out). */
export function readArticle(value: unknown): ArticleFields | null {
  if (!isObject(value)) return null;
  const brand = text(value.brand);
  const number = text(value.number);
  const price = text(value.price);
  const availability = integer(value.availability);
  const deliveryPeriod = integer(value.deliveryPeriod ?? 0);
  const packing = integer(value.packing ?? 1);
  if (!brand || !number || price === null || !decimal.test(price)) return null;
  if (availability === null || deliveryPeriod === null || deliveryPeriod < 0 || packing === null) return null;
  // Some installations send `isReturnable` instead of `noReturn`.
  const returnable = value.noReturn === true ? false : value.isReturnable !== false;
  return {
    brand,
    number,
    description: text(value.description) ?? '',
    price,
    availability,
    packing: Math.max(1, packing),
    deliveryPeriod,
    returnable,
  };
}
