import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SandboxPaymentsTable } from '../../db/schema-orders.js';
import type { TbankStatus } from '../tbank/protocol.js';

/** The sandbox bank's payments live in the shop's database, so a restart of the API keeps them. */

export type SandboxPaymentRow = Omit<Selectable<SandboxPaymentsTable>, 'status'> & { status: TbankStatus };

const PORT_KEY = 'payment_sandbox_port';
const FINISHED: readonly TbankStatus[] = ['CONFIRMED', 'REJECTED'];

function asRow(row: Selectable<SandboxPaymentsTable> | undefined): SandboxPaymentRow | null {
  return row ? { ...row, status: row.status as TbankStatus } : null;
}

export async function insertSandboxPayment(
  db: Kysely<DB>,
  payment: Omit<Insertable<SandboxPaymentsTable>, 'payment_id' | 'created_at'>,
): Promise<SandboxPaymentRow> {
  const row = await db
    .insertInto('sandbox_payments')
    .values(payment)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, status: row.status as TbankStatus };
}

/** A payment by the bank's id, the id of its card form or of its SBP link. */
export async function findSandboxPayment(
  db: Kysely<DB>,
  by: { paymentId: number } | { formId: string } | { qrId: string },
): Promise<SandboxPaymentRow | null> {
  let query = db.selectFrom('sandbox_payments').selectAll();
  if ('paymentId' in by) query = query.where('payment_id', '=', by.paymentId);
  else if ('formId' in by) query = query.where('form_id', '=', by.formId);
  else query = query.where('qr_id', '=', by.qrId);
  return asRow(await query.executeTakeFirst());
}

/** Gives the payment its SBP link id unless it has one; answers the one it keeps. */
export async function attachSbpLink(db: Kysely<DB>, paymentId: number, qrId: string): Promise<string> {
  await db
    .updateTable('sandbox_payments')
    .set({ qr_id: qrId })
    .where('payment_id', '=', paymentId)
    .where('qr_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('sandbox_payments')
    .select('qr_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.qr_id ?? qrId;
}

/** The form was shown: a new payment becomes FORM_SHOWED. */
export async function markFormShown(db: Kysely<DB>, paymentId: number): Promise<void> {
  await db
    .updateTable('sandbox_payments')
    .set({ status: 'FORM_SHOWED' })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'NEW')
    .execute();
}

/**
 * Settles a payment the customer paid or declined. Only the first of two clicks (or tabs, or instances)
 * settles it: the others get null and only follow the redirect.
 */
export async function finishSandboxPayment(
  db: Kysely<DB>,
  paymentId: number,
  status: 'CONFIRMED' | 'REJECTED',
): Promise<SandboxPaymentRow | null> {
  const row = await db
    .updateTable('sandbox_payments')
    .set({ status })
    .where('payment_id', '=', paymentId)
    .where('status', 'not in', FINISHED)
    .returningAll()
    .executeTakeFirst();
  return asRow(row);
}

/** The loopback port the sandbox listened on last time, so the links it gave out still open. */
export async function lastSandboxPort(db: Kysely<DB>): Promise<number | null> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', PORT_KEY)
    .executeTakeFirst();
  const port = Number(row?.value);
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : null;
}

export async function rememberSandboxPort(db: Kysely<DB>, port: number): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: PORT_KEY, value: String(port) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(port) }))
    .execute();
}
