import QRCode from 'qrcode';
import { topupSchema, validateOrViolations, type TopupMethod } from '@shop/shared/validation';
import { HttpError, notFound, validationError } from '../errors/http-error.js';
import type { InvoiceData } from './invoice/data.js';
import { paymentMessages } from './messages.js';
import { insertPayment } from './queries.js';
import {
  createAtProvider,
  randomKey,
  requireClient,
  type PaymentDeps,
  type PaymentUrls,
  type SbpQrCode,
} from './service.js';
import { findOwnContract, findOwnTopup, insertTopup, listOwnTopups, type TopupRow } from './topup-queries.js';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export const topupMessages = {
  notFound: 'Пополнение не найдено',
  contractNotFound: 'Договор не найден',
  qrNotAllowed: 'Оплата по СБП недоступна для этого договора',
} as const;

/** How many of the last top-ups the page lists. */
export const TOPUPS_LISTED = 20;

export interface Topup {
  id: number;
  contract: { id: number; number: string; name: string; currency: string };
  amount: number;
  method: TopupMethod;
  paid: boolean;
  createdAt: string;
}

export interface TopupStart {
  topup: Topup;
  /** The bank's page of an online top-up; null otherwise. */
  confirmationUrl: string | null;
  /** The SBP QR of a top-up by QR; null otherwise. */
  qr: SbpQrCode | null;
}

const toTopup = (row: TopupRow): Topup => ({
  id: row.id,
  contract: {
    id: row.contract.id,
    number: row.contract.number,
    name: row.contract.name,
    currency: row.contract.currency,
  },
  amount: Number(row.amount),
  method: row.provider,
  paid: row.paid,
  createdAt: row.createdAt.toISOString(),
});

async function ownTopup(db: Kysely<DB>, userId: number, topupId: number): Promise<TopupRow> {
  const row = await findOwnTopup(db, userId, topupId);
  if (!row) throw notFound(topupMessages.notFound);
  return row;
}

export async function showTopup(db: Kysely<DB>, userId: number, topupId: number): Promise<Topup> {
  return toTopup(await ownTopup(db, userId, topupId));
}

export async function listTopups(db: Kysely<DB>, userId: number): Promise<Topup[]> {
  return (await listOwnTopups(db, userId, TOPUPS_LISTED)).map(toTopup);
}

/**
 * `POST /api/replenishment/topups`: a top-up of one of the user's contracts by the shared rule. Online and
 * SBP create a payment at the bank at once (its signed notification credits the contract, once); a bank
 * transfer gets an invoice.
 */
export async function startTopup(
  deps: PaymentDeps,
  userId: number,
  body: unknown,
  urls: (topupId: number) => PaymentUrls,
): Promise<TopupStart> {
  const result = await validateOrViolations(topupSchema, body);
  if (result.violations) throw validationError(result.violations);
  const { contract: contractId, amount, method } = result.value;
  const contract = await findOwnContract(deps.db, userId, contractId);
  if (!contract) throw notFound(topupMessages.contractNotFound);
  if (method === 'qr' && !contract.isAllowQrPay) throw new HttpError(400, topupMessages.qrNotAllowed);
  if (method !== 'bank') requireClient(deps.gateway);

  const sum = amount.toFixed(2);
  const topupId = await insertTopup(deps.db, { userId, contractId, amount: sum, provider: method });
  const topup = toTopup(await ownTopup(deps.db, userId, topupId));
  if (method === 'bank') return { topup, confirmationUrl: null, qr: null };

  // The top-up is this request's own: no concurrent request shares its payment.
  const payment = await insertPayment(deps.db, {
    topupId,
    provider: method,
    amount: sum,
    idempotencyKey: randomKey(),
  });
  if (!payment) throw new HttpError(409, paymentMessages.inProgress);
  const url = await createAtProvider(deps, payment, urls(topupId), method === 'qr');
  if (method === 'online') return { topup, confirmationUrl: url, qr: null };
  const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    topup,
    confirmationUrl: null,
    qr: { payload: url, image, amount, sandboxUrl: (await deps.gateway.sandbox?.sbpPageUrl(url)) ?? null },
  };
}

/** The invoice of a top-up by bank transfer: one line, the sum, the contract as the basis. */
export async function topupInvoiceData(
  db: Kysely<DB>,
  userId: number,
  topupId: number,
  buyer: InvoiceData['buyer'],
): Promise<InvoiceData> {
  const row = await ownTopup(db, userId, topupId);
  return {
    number: `П-${row.id}`,
    status: 'awaiting_payment',
    createdAt: row.createdAt,
    sum: row.amount,
    commission: '0',
    total: row.amount,
    paid: row.paid ? row.amount : '0',
    contractNumber: row.contract.number,
    contractName: row.contract.name,
    buyer,
    lines: [
      {
        brandName: '',
        number: '',
        name: `Пополнение баланса по договору № ${row.contract.number}`,
        amount: 1,
        price: row.amount,
      },
    ],
  };
}
