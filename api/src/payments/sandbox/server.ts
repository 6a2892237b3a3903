import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newSbpQrId, sbpLink, parseSbpLink } from '../sbp.js';
import { hasValidToken, NOTIFICATION_ACCEPTED, signed, type Notification } from '../tbank/protocol.js';
import { listenOnLoopback } from '../../http/loopback.js';
import { cardPage, finishedPage, notFoundPage, pagePolicy, sbpPage } from './pages.js';
import {
  attachSbpLink,
  finishSandboxPayment,
  findSandboxPayment,
  insertSandboxPayment,
  lastSandboxPort,
  markFormShown,
  rememberSandboxPort,
  type SandboxPaymentRow,
} from './queries.js';

/**
 * A payment provider on loopback for demo mode and tests, speaking the T-Bank API v2 (`/v2/Init`,
 * `/v2/GetQr`, `/v2/GetState`) with the terminal's key and password. `PaymentURL` is its own payment form;
 * 'Оплатить' and 'Отказаться' post the signed notification to the shop's `NotificationURL` and send the
 * browser to `SuccessURL` or `FailURL`. An SBP link it issued is paid on `sbpPageUrl(link)`, the page a
 * banking app would show after scanning the QR. Its payments are kept in the shop's database and it listens
 * on the port it had before when that is free: after a restart of the API a payment that was Init-ed can
 * still be paid on its page and asked about with GetState.
 */
export interface PaymentSandbox {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** What `TBANK_API_URL` would be. */
  readonly apiUrl: string;
  /** The demo banking-app page of an SBP link this sandbox issued; null for any other link. */
  sbpPageUrl(link: string): Promise<string | null>;
  close(): Promise<void>;
}

export interface SandboxTerminal {
  terminalKey: string;
  password: string;
  /**
   * The terminal's settings (the bank's personal account) for an Init that names none of these URLs, which
   * the bank takes as optional. Without a return URL the payment ends on the sandbox's own result page;
   * without a notification URL none is sent.
   */
  defaults?: { successUrl?: string; failUrl?: string; notificationUrl?: string };
}

const BODY_LIMIT = 64 * 1024;
/** Pauses before each delivery attempt of a notification (the bank repeats an unanswered one). */
const DELIVERY_PAUSES_MS = [0, 300, 1000];
const DELIVERY_TIMEOUT_MS = 10_000;

const apiErrors = {
  token: { ErrorCode: '204', Message: 'Неверный токен. Проверьте пару TerminalKey/SecretKey.' },
  params: { ErrorCode: '9999', Message: 'Неверные параметры.' },
  unknown: { ErrorCode: '7', Message: 'Платёж не найден.' },
} as const;

function send(res: ServerResponse, status: number, type: string, body: string, extra = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
}

function sendJson(res: ServerResponse, payload: object): void {
  // The bank answers HTTP 200 with `Success: false` for refused requests.
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(payload));
}

function sendHtml(res: ServerResponse, status: number, html: string, formTargets: string[] = []): void {
  send(res, status, 'text/html; charset=utf-8', html, {
    'content-security-policy': pagePolicy(formTargets),
    'x-content-type-options': 'nosniff',
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) req.destroy(new Error('тело запроса слишком большое'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function stringField(params: Record<string, unknown>, key: string, max = 2000): string | null {
  const value = params[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/** An optional URL of Init: the terminal's default when absent or empty, undefined when not acceptable. */
function urlField(
  params: Record<string, unknown>,
  key: string,
  fallback: string | undefined,
): string | null | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') return fallback ?? null;
  return stringField(params, key) ?? undefined;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export async function startPaymentSandbox(
  terminal: SandboxTerminal,
  db: Kysely<DB>,
): Promise<PaymentSandbox> {
  let url = '';

  async function deliver(payment: SandboxPaymentRow): Promise<void> {
    const notificationUrl = payment.notification_url;
    if (notificationUrl === null) return;
    const confirmed = payment.status === 'CONFIRMED';
    const notification: Notification = signed(
      {
        TerminalKey: terminal.terminalKey,
        OrderId: payment.order_id,
        Success: confirmed,
        Status: payment.status,
        PaymentId: payment.payment_id,
        // A refusal by the customer: 'Операция отклонена'.
        ErrorCode: confirmed ? '0' : '1051',
        Amount: payment.amount,
        ...(confirmed && payment.qr_id === null
          ? { CardId: 1, Pan: '430000******0777', ExpDate: '1230' }
          : {}),
      },
      terminal.password,
    );
    for (const ms of DELIVERY_PAUSES_MS) {
      if (ms > 0) await pause(ms);
      try {
        const response = await fetch(notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        if (response.ok && (await response.text()).trim() === NOTIFICATION_ACCEPTED) return;
      } catch {
        // The shop is down or slow: the next attempt follows.
      }
    }
  }

  /** Checks the terminal and the token of an API request; answers the refusal itself. */
  async function apiRequest(req: IncomingMessage, res: ServerResponse) {
    const params = parseJsonObject(await readBody(req));
    if (params === null) {
      sendJson(res, { Success: false, ...apiErrors.params });
      return null;
    }
    if (params.TerminalKey !== terminal.terminalKey || !hasValidToken(params, terminal.password)) {
      sendJson(res, { Success: false, ...apiErrors.token });
      return null;
    }
    return params;
  }

  async function init(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = await apiRequest(req, res);
    if (params === null) return;
    const amount = params.Amount;
    const orderId = stringField(params, 'OrderId', 36);
    const defaults = terminal.defaults ?? {};
    const successUrl = urlField(params, 'SuccessURL', defaults.successUrl);
    const failUrl = urlField(params, 'FailURL', defaults.failUrl);
    const notificationUrl = urlField(params, 'NotificationURL', defaults.notificationUrl);
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      !orderId ||
      successUrl === undefined ||
      failUrl === undefined ||
      notificationUrl === undefined
    ) {
      sendJson(res, { Success: false, ...apiErrors.params });
      return;
    }
    const payment = await insertSandboxPayment(db, {
      form_id: randomBytes(16).toString('hex'),
      order_id: orderId,
      amount,
      description: stringField(params, 'Description', 250) ?? '',
      success_url: successUrl,
      fail_url: failUrl,
      notification_url: notificationUrl,
      status: 'NEW',
    });
    sendJson(res, {
      Success: true,
      ErrorCode: '0',
      TerminalKey: terminal.terminalKey,
      Status: payment.status,
      PaymentId: String(payment.payment_id),
      OrderId: orderId,
      Amount: amount,
      PaymentURL: `${url}/new/${payment.form_id}`,
    });
  }

  async function paymentCall(req: IncomingMessage, res: ServerResponse, method: 'GetQr' | 'GetState') {
    const params = await apiRequest(req, res);
    if (params === null) return;
    const id = Number(stringField(params, 'PaymentId', 20) ?? '');
    const payment =
      Number.isSafeInteger(id) && id > 0 ? await findSandboxPayment(db, { paymentId: id }) : null;
    if (!payment) {
      sendJson(res, { Success: false, ...apiErrors.unknown });
      return;
    }
    const paymentId = String(payment.payment_id);
    const common = { Success: true, ErrorCode: '0', OrderId: payment.order_id, PaymentId: paymentId };
    if (method === 'GetState') {
      sendJson(res, {
        ...common,
        TerminalKey: terminal.terminalKey,
        Status: payment.status,
        Amount: payment.amount,
      });
      return;
    }
    const qrId = payment.qr_id ?? (await attachSbpLink(db, payment.payment_id, newSbpQrId()));
    sendJson(res, { ...common, Data: sbpLink(qrId, payment.amount) });
  }

  const finished = (payment: SandboxPaymentRow) =>
    payment.status === 'CONFIRMED' || payment.status === 'REJECTED';

  async function form(req: IncomingMessage, res: ServerResponse, payment: SandboxPaymentRow, sbp: boolean) {
    if (req.method === 'GET') {
      if (finished(payment)) {
        const paid = payment.status === 'CONFIRMED';
        sendHtml(res, 200, finishedPage(paid, paid ? payment.success_url : payment.fail_url));
        return;
      }
      if (payment.status === 'NEW') await markFormShown(db, payment.payment_id);
      const data = {
        description: payment.description,
        orderId: payment.order_id,
        amount: payment.amount,
        action: sbp ? `/sbp/${payment.qr_id ?? ''}` : `/new/${payment.form_id}`,
      };
      const returnUrls = [payment.success_url, payment.fail_url].filter((url) => url !== null);
      sendHtml(res, 200, sbp ? sbpPage(data) : cardPage(data), returnUrls);
      return;
    }
    const action = new URLSearchParams(await readBody(req)).get('action');
    if (action !== 'pay' && action !== 'decline') {
      sendHtml(res, 400, notFoundPage());
      return;
    }
    // A second click (or a second tab) finds the payment settled and only follows the redirect.
    const settled = await finishSandboxPayment(
      db,
      payment.payment_id,
      action === 'pay' ? 'CONFIRMED' : 'REJECTED',
    );
    if (settled) await deliver(settled);
    const current = settled ?? (await findSandboxPayment(db, { paymentId: payment.payment_id })) ?? payment;
    const target = current.status === 'CONFIRMED' ? current.success_url : current.fail_url;
    if (target === null) sendHtml(res, 200, finishedPage(current.status === 'CONFIRMED', null));
    else send(res, 303, 'text/plain; charset=utf-8', '', { location: target });
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'POST' && path === '/v2/Init') return init(req, res);
    if (req.method === 'POST' && path === '/v2/GetQr') return paymentCall(req, res, 'GetQr');
    if (req.method === 'POST' && path === '/v2/GetState') return paymentCall(req, res, 'GetState');
    const page = /^\/(new|sbp)\/([A-Za-z0-9]{1,64})$/.exec(path);
    if (page && (req.method === 'GET' || req.method === 'POST')) {
      const sbp = page[1] === 'sbp';
      const id = page[2] ?? '';
      const payment = await findSandboxPayment(db, sbp ? { qrId: id } : { formId: id });
      if (payment) return form(req, res, payment, sbp);
    }
    sendHtml(res, 404, notFoundPage());
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => send(res, 500, 'text/plain; charset=utf-8', 'Внутренняя ошибка'));
  });
  url = await listenOnLoopback(server, await lastSandboxPort(db));
  await rememberSandboxPort(db, (server.address() as AddressInfo).port);

  return {
    url,
    apiUrl: `${url}/v2`,
    async sbpPageUrl(link) {
      const parsed = parseSbpLink(link);
      if (parsed === null || (await findSandboxPayment(db, { qrId: parsed.qrId })) === null) return null;
      return `${url}/sbp/${parsed.qrId}`;
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
