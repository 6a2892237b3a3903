import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { createTbankClient, type TbankClient } from './tbank/client.js';
import { TBANK_API_URL } from './tbank/protocol.js';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox/server.js';

/** The online payment provider of the app: T-Bank, or its sandbox on loopback in demo mode. */
export interface PaymentGateway {
  /** Null when online payments are not configured (no terminal outside demo mode). */
  readonly client: TbankClient | null;
  /** The sandbox provider in demo mode without `TBANK_API_URL`; null otherwise. */
  readonly sandbox: PaymentSandbox | null;
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

export async function startPaymentGateway(config: AppConfig, db: Kysely<DB>): Promise<PaymentGateway> {
  const { tbankApiUrl, tbankTerminalKey: terminalKey, tbankPassword: password } = config.payments;
  const sandbox =
    config.demo && tbankApiUrl === null && terminalKey !== ''
      ? await startPaymentSandbox({ terminalKey, password, defaults: demoTerminalDefaults(config) }, db)
      : null;
  const apiUrl = sandbox?.apiUrl ?? tbankApiUrl ?? TBANK_API_URL;
  return {
    client: terminalKey === '' ? null : createTbankClient({ apiUrl, terminalKey, password }),
    sandbox,
    close: async () => sandbox?.close(),
  };
}
