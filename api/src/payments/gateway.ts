import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { createTbankClient, type TbankClient } from './tbank/client.js';
import { TBANK_API_URL } from './tbank/protocol.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox/server.js';
import { installSecret } from '../auth/secret.js';

/** `app_settings` key of the sandbox terminal's password generated for the install (production demo). */
const SANDBOX_PASSWORD_KEY = 'sandbox_terminal_password';

/** The online payment provider of the app: T-Bank, or its sandbox on loopback in demo mode. */
export interface PaymentGateway {
  /** Null when online payments are not configured (no terminal outside demo mode). */
  readonly client: TbankClient | null;
  /** The sandbox provider in demo mode without `TBANK_API_URL`; null otherwise. */
  readonly sandbox: PaymentSandbox | null;
  /** The terminal notifications are checked against; null when online payments are not configured. */
  readonly terminal: { key: string; password: string } | null;
  close(): Promise<void>;
}

/**
 * The demo terminal's own URLs, as a shop sets them in the bank's personal account: back to the orders,
 * notifications where `PAYMENT_NOTIFICATION_URL` says (the shop's requests name their own anyway).
 */
function demoTerminalDefaults(config: AppConfig) {
  const orders = new URL('/orders', config.publicUrl).href;
  const notificationUrl = config.payments.notificationUrl ?? undefined;
  return { successUrl: orders, failUrl: orders, ...(notificationUrl ? { notificationUrl } : {}) };
}

/**
 * In production (`npm start`) the sandbox's terminal gets no published password: without `TBANK_PASSWORD` it
 * uses one generated for the install, so nobody outside can sign its requests or notifications.
 */
export async function startPaymentGateway(config: AppConfig, db: Kysely<DB>): Promise<PaymentGateway> {
  const { tbankApiUrl, tbankTerminalKey: terminalKey } = config.payments;
  const sandboxed = config.demo && tbankApiUrl === null && terminalKey !== '';
  const password =
    sandboxed && config.payments.tbankPassword === ''
      ? await installSecret(db, SANDBOX_PASSWORD_KEY)
      : config.payments.tbankPassword;
  const sandbox = sandboxed
    ? await startPaymentSandbox({ terminalKey, password, defaults: demoTerminalDefaults(config) }, db)
    : null;
  const apiUrl = sandbox?.apiUrl ?? tbankApiUrl ?? TBANK_API_URL;
  const configured = terminalKey !== '';
  return {
    client: configured ? createTbankClient({ apiUrl, terminalKey, password }) : null,
    sandbox,
    terminal: configured ? { key: terminalKey, password } : null,
    close: async () => sandbox?.close(),
  };
}
