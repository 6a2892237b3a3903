import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import Big from 'big.js';
import QRCode from 'qrcode';
import { orderStatusNames, type OrderStatusResponse, type PaymentStartResponse } from '@shop/shared';
import type { DB } from '../db/schema.js';
import type { PaymentProvider } from '../db/schema-orders.js';
import { HttpError, notFound } from '../errors/http-error.js';
import { amountToPay } from '../orders/mapper.js';
import type { PaymentGateway } from './gateway.js';
import { paymentMessages } from './messages.js';
import {
  countPayments,
  findOwnOrder,
  findPaymentByKey,
  findPendingProviderPayments,
  findPendingQrPayment,
  insertPayment,
  markPaymentFailed,
  reclaimFailedPayment,
  recordProviderPayment,
  type PayableOrder,
  type PaymentRow,
} from './queries.js';
import { PAYABLE_STATUSES, settlePayment } from './settle.js';
import type { TbankClient } from './tbank/client.js';
import { toKopecks } from './tbank/protocol.js';

/** Where the provider sends the browser and its notifications for one order. */
export interface PaymentUrls {
  successUrl: string;
  failUrl: string;
  notificationUrl: string;
}

export interface PaymentDeps {
  db: Kysely<DB>;
  gateway: PaymentGateway;
  /** The install's secret that keys the payment ids derived from known values (`derivedKey`). */
  keySecret: () => Promise<string>;
}

/** `app_settings` key of `PaymentDeps.keySecret`. */
export const PAYMENT_KEY_SECRET = 'payment_key_secret';

/** An SBP QR with, in demo mode, the sandbox page that pays it. */
export interface SbpQrCode {
  payload: string;
  image: string;
  amount: number;
  sandboxUrl: string | null;
}

const ONLINE_PROVIDERS: readonly PaymentProvider[] = ['online', 'card'];
/** How long a request waits for a concurrent one creating the same payment at the provider. */
const CONCURRENT_WAIT_MS = 5_000;
const CONCURRENT_POLL_MS = 100;

/** A new payment attempt's id at the provider (T-Bank `OrderId`: at most 36 characters), unguessable. */
export function randomKey(): string {
  return randomUUID().replaceAll('-', '');
}

/**
 * The id of an attempt that concurrent requests must agree on (an `Idempotency-Key`, an SBP attempt), keyed
 * with the install's secret so that nobody can compute it from the order's number.
 */
export function derivedKey(secret: string, ...parts: (string | number)[]): string {
  return createHmac('sha256', secret).update(parts.join('|')).digest('hex').slice(0, 32);
}

async function ownOrder(db: Kysely<DB>, orderId: number, userId: number): Promise<PayableOrder> {
  const order = await findOwnOrder(db, orderId, userId);
  if (!order) throw notFound(paymentMessages.orderNotFound);
  return order;
}

/** The order must wait for money and have some left to pay. */
function requirePayable(order: PayableOrder): Big {
  if (order.status === 'cancelled') throw new HttpError(400, paymentMessages.cancelled);
  const toPay = amountToPay(order.total, order.paid);
  if (toPay.lte(0) || order.status === 'paid') throw new HttpError(400, paymentMessages.nothingToPay);
  if (!PAYABLE_STATUSES.includes(order.status)) {
    throw new HttpError(400, paymentMessages.notPayable(orderStatusNames[order.status]));
  }
  return toPay;
}

export function requireClient(gateway: PaymentGateway): TbankClient {
  if (gateway.client === null) throw new HttpError(503, paymentMessages.notConfigured);
  return gateway.client;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The payment of this key once it has its provider link, waiting for a concurrent request creating it. */
async function awaitCreated(db: Kysely<DB>, key: string): Promise<PaymentRow | null> {
  const until = Date.now() + CONCURRENT_WAIT_MS;
  for (;;) {
    const payment = await findPaymentByKey(db, key);
    if (!payment || payment.confirmation_url !== null || payment.status !== 'pending') return payment ?? null;
    if (Date.now() >= until) throw new HttpError(409, paymentMessages.inProgress);
    await pause(CONCURRENT_POLL_MS);
  }
}

/** What the bank's page and the customer's statement say the payment is for. */
export function paymentDescription(payment: Pick<PaymentRow, 'order_id' | 'topup_id'>): string {
  return payment.order_id === null
    ? `Пополнение баланса № П-${payment.topup_id ?? ''}`
    : `Оплата заказа № ${payment.order_id}`;
}

/** `Init` (and for SBP `GetQr`) at the provider for a pending payment; a failure cancels the attempt. */
export async function createAtProvider(
  deps: PaymentDeps,
  payment: PaymentRow,
  urls: PaymentUrls,
  sbp: boolean,
): Promise<string> {
  const client = requireClient(deps.gateway);
  try {
    const created = await client.init({
      Amount: toKopecks(payment.amount),
      OrderId: payment.idempotency_key,
      Description: paymentDescription(payment),
      SuccessURL: urls.successUrl,
      FailURL: urls.failUrl,
      NotificationURL: urls.notificationUrl,
    });
    const externalId = String(created.PaymentId);
    const url = sbp ? (await client.getQr(externalId)).Data : created.PaymentURL;
    await recordProviderPayment(deps.db, payment.id, externalId, url);
    return url;
  } catch (error) {
    await markPaymentFailed(deps.db, payment.id);
    // The customer gets the general message; the provider's answer goes to the log with the 502.
    const failure = new HttpError(502, paymentMessages.providerFailed);
    failure.cause = error;
    throw failure;
  }
}

/** The confirmation URL of an attempt: its own one, or a fresh `Init` for one whose `Init` failed before. */
async function resume(deps: PaymentDeps, payment: PaymentRow, urls: PaymentUrls): Promise<string> {
  if (payment.confirmation_url !== null) return payment.confirmation_url;
  if (!(await reclaimFailedPayment(deps.db, payment.id)))
    throw new HttpError(409, paymentMessages.inProgress);
  return createAtProvider(deps, { ...payment, status: 'pending' }, urls, false);
}

/**
 * `POST /api/orders/{id}/pay`: an online (or card) payment of what is still to pay. With an
 * `Idempotency-Key` a repeated request answers the same payment instead of creating another.
 */
export async function startOnlinePayment(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  urls: PaymentUrls,
  idempotencyKey: string | null,
): Promise<PaymentStartResponse> {
  const order = await ownOrder(deps.db, orderId, userId);
  if (!ONLINE_PROVIDERS.includes(order.provider)) {
    throw new HttpError(400, paymentMessages.otherMethod(order.paymentMethodName));
  }
  const key =
    idempotencyKey === null
      ? randomKey()
      : derivedKey(await deps.keySecret(), 'pay', order.id, idempotencyKey);
  const existing = idempotencyKey === null ? null : await awaitCreated(deps.db, key);
  if (existing) return { paymentId: existing.id, confirmationUrl: await resume(deps, existing, urls) };

  const toPay = requirePayable(order);
  requireClient(deps.gateway);
  const payment = await insertPayment(deps.db, {
    orderId: order.id,
    provider: order.provider,
    amount: toPay.toFixed(2),
    idempotencyKey: key,
  });
  if (!payment) {
    // A concurrent request with the same key inserted first: answer its payment.
    const taken = await awaitCreated(deps.db, key);
    if (!taken) throw new HttpError(409, paymentMessages.inProgress);
    return { paymentId: taken.id, confirmationUrl: await resume(deps, taken, urls) };
  }
  return { paymentId: payment.id, confirmationUrl: await createAtProvider(deps, payment, urls, false) };
}

/**
 * `GET /api/orders/show/{id}/qr-code`: the SBP link of a payment of what is still to pay, registered at the
 * provider, and its QR image. The same pending link is answered again while the amount is the same.
 */
export async function sbpQrCode(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  urls: PaymentUrls,
): Promise<SbpQrCode> {
  const order = await ownOrder(deps.db, orderId, userId);
  if (order.provider !== 'qr') throw new HttpError(400, paymentMessages.otherMethod(order.paymentMethodName));
  const toPay = requirePayable(order);
  const amount = toPay.toFixed(2);

  let payload = (await findPendingQrPayment(deps.db, order.id, amount))?.confirmation_url ?? null;
  if (payload === null) {
    requireClient(deps.gateway);
    // Concurrent requests compute the same key: one inserts, the others wait for its link.
    const attempt = await countPayments(deps.db, order.id, 'qr');
    const key = derivedKey(await deps.keySecret(), 'qr', order.id, attempt);
    const payment = await insertPayment(deps.db, {
      orderId: order.id,
      provider: 'qr',
      amount,
      idempotencyKey: key,
    });
    if (payment) {
      payload = await createAtProvider(deps, payment, urls, true);
    } else {
      const taken = await awaitCreated(deps.db, key);
      if (taken?.confirmation_url == null) throw new HttpError(409, paymentMessages.inProgress);
      payload = taken.confirmation_url;
    }
  }
  const image = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    payload,
    image,
    amount: toPay.toNumber(),
    sandboxUrl: (await deps.gateway.sandbox?.sbpPageUrl(payload)) ?? null,
  };
}

/**
 * Asks the provider (`GetState`) about the order's pending attempts and applies what it says, for when a
 * notification did not reach the shop. Answers the order's status afterwards.
 */
export async function checkPayments(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
): Promise<OrderStatusResponse> {
  await ownOrder(deps.db, orderId, userId);
  const client = deps.gateway.client;
  if (client !== null) {
    for (const payment of await findPendingProviderPayments(deps.db, orderId)) {
      // One attempt the provider cannot tell about (or reports oddly) does not stop the others.
      const state = await client.getState(payment.external_id ?? '').catch(() => null);
      if (state === null) continue;
      await settlePayment(deps.db, {
        orderId: payment.idempotency_key,
        paymentId: String(state.PaymentId),
        status: state.Status,
        amount: state.Amount,
      }).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    }
  }
  const order = await ownOrder(deps.db, orderId, userId);
  return {
    id: order.id,
    status: order.status,
    statusName: orderStatusNames[order.status],
    total: Number(order.total),
    toPay: amountToPay(order.total, order.paid).toNumber(),
  };
}
