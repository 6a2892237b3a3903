import { createHash, timingSafeEqual } from 'node:crypto';
import Big from 'big.js';

/**
 * The T-Bank (Tinkoff) Internet Acquiring API v2 as this shop uses it: `Init` creates a payment and answers
 * the payment form's `PaymentURL`, `GetQr` answers the SBP link of a payment, `GetState` its status, and the
 * bank posts a notification to `NotificationURL` on every status change. Requests and notifications are
 * signed with `Token`.
 */

/** The bank's production API. */
export const TBANK_API_URL = 'https://securepay.tinkoff.ru/v2';

/** What the shop answers to a notification it has taken (the bank repeats it until it gets this). */
export const NOTIFICATION_ACCEPTED = 'OK';

const statuses = [
  'NEW',
  'FORM_SHOWED',
  'AUTHORIZING',
  'AUTHORIZED',
  'CONFIRMING',
  'CONFIRMED',
  'REJECTED',
  'CANCELED',
  'DEADLINE_EXPIRED',
  'REFUNDED',
  'PARTIAL_REFUNDED',
] as const;

export type TbankStatus = (typeof statuses)[number];

export function isTbankStatus(value: unknown): value is TbankStatus {
  return typeof value === 'string' && (statuses as readonly string[]).includes(value);
}

export interface InitRequest {
  TerminalKey: string;
  /** Kopecks. */
  Amount: number;
  /** The shop's id of this payment attempt: `payments.idempotency_key`, at most 36 characters. */
  OrderId: string;
  Description: string;
  SuccessURL: string;
  FailURL: string;
  NotificationURL: string;
  /** 'O': one-stage payment (debited at once). */
  PayType: 'O';
  Language: 'ru';
  Token: string;
}

/** Every answer of the API carries these. */
export interface TbankAnswer {
  Success: boolean;
  /** '0' when successful. */
  ErrorCode: string;
  Message?: string;
  Details?: string;
}

export interface InitResponse extends TbankAnswer {
  TerminalKey: string;
  Status: TbankStatus;
  PaymentId: string;
  OrderId: string;
  Amount: number;
  PaymentURL: string;
}

export interface GetQrRequest {
  TerminalKey: string;
  PaymentId: string;
  /** 'PAYLOAD': the SBP link itself; 'IMAGE': an SVG of it. */
  DataType: 'PAYLOAD';
  Token: string;
}

export interface GetQrResponse extends TbankAnswer {
  OrderId: string;
  PaymentId: string;
  /** The NSPK link `https://qr.nspk.ru/…`. */
  Data: string;
}

export interface GetStateRequest {
  TerminalKey: string;
  PaymentId: string;
  Token: string;
}

export interface GetStateResponse extends TbankAnswer {
  TerminalKey: string;
  Status: TbankStatus;
  PaymentId: string;
  OrderId: string;
  Amount: number;
}

/** What the bank posts to `NotificationURL`. */
export interface Notification {
  TerminalKey: string;
  OrderId: string;
  Success: boolean;
  Status: TbankStatus;
  PaymentId: number;
  ErrorCode: string;
  Amount: number;
  CardId?: number;
  Pan?: string;
  ExpDate?: string;
  Token: string;
}

type RootValue = string | number | boolean | null | undefined | object;

/**
 * The request signature: the root scalar values (nested objects and arrays do not take part) plus
 * `Password`, sorted by key, values concatenated, SHA-256 as lowercase hex.
 */
export function tbankToken(params: Readonly<Record<string, RootValue>>, password: string): string {
  const pairs: [string, string][] = [['Password', password]];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'Token' || value === null || value === undefined || typeof value === 'object') continue;
    pairs.push([key, String(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(pairs.map(([, value]) => value).join(''), 'utf8')
    .digest('hex');
}

/** Adds `Token` to a request or a notification. */
export function signed<T extends Record<string, RootValue>>(
  params: T,
  password: string,
): T & { Token: string } {
  return { ...params, Token: tbankToken(params, password) };
}

/** Whether `params.Token` is the signature of the other values; compared in constant time. */
export function hasValidToken(params: Readonly<Record<string, unknown>>, password: string): boolean {
  const token = params.Token;
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/i.test(token)) return false;
  const scalars: Record<string, RootValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      scalars[key] = value;
    }
  }
  const expected = Buffer.from(tbankToken(scalars, password), 'hex');
  return timingSafeEqual(expected, Buffer.from(token.toLowerCase(), 'hex'));
}

/** Roubles (a decimal string) as the API's kopecks. */
export function toKopecks(roubles: string): number {
  return new Big(roubles).times(100).round(0, Big.roundHalfUp).toNumber();
}
