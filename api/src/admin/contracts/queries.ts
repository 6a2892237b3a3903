import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ContractInput } from '@shop/back-office-rules';
import type { DB } from '../../db/schema.js';
import type { ContractsTable } from '../../db/schema-orders.js';

export const WHOLESALE_REQUESTS_PER_PAGE = 20;

/** The columns a manager decides, from the form's values. */
export function contractColumns(input: ContractInput): Omit<Insertable<ContractsTable>, 'user_id'> {
  return {
    name: input.name,
    number: input.number,
    type: input.type,
    currency: input.currency,
    credit_limit: String(input.creditLimit),
    deferment_days: input.defermentPayment,
    is_allow_qr_pay: input.isAllowQRPay,
    is_cashless_payments: input.isCashlessPayments,
    is_for_order: input.isForOrder,
    is_order_deny: input.isOrderDeny,
    is_accounting: input.isAccounting,
  };
}

/** A stored contract as the form's values: the audit's before and after. */
export function contractValues(row: Selectable<ContractsTable>): ContractInput {
  return {
    name: row.name,
    number: row.number,
    type: row.type,
    currency: row.currency as ContractInput['currency'],
    creditLimit: Number(row.credit_limit),
    defermentPayment: row.deferment_days,
    isAllowQRPay: row.is_allow_qr_pay,
    isCashlessPayments: row.is_cashless_payments,
    isForOrder: row.is_for_order,
    isOrderDeny: row.is_order_deny,
    isAccounting: row.is_accounting,
  };
}

export async function numberTaken(db: Kysely<DB>, number: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('contracts').select('id').where('number', '=', number);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Locks the customer's contracts (the order `selectContract` takes too) and answers them. */
export async function lockCustomerContracts(
  trx: Transaction<DB>,
  userId: number,
): Promise<Selectable<ContractsTable>[]> {
  return trx
    .selectFrom('contracts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function contractOwner(db: Kysely<DB>, id: number): Promise<number | null> {
  const row = await db.selectFrom('contracts').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function userExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertContract(
  trx: Transaction<DB>,
  contract: Insertable<ContractsTable>,
): Promise<Selectable<ContractsTable>> {
  return trx.insertInto('contracts').values(contract).returningAll().executeTakeFirstOrThrow();
}

export async function updateContract(
  trx: Transaction<DB>,
  id: number,
  changes: Partial<Insertable<ContractsTable>>,
): Promise<Selectable<ContractsTable>> {
  return trx
    .updateTable('contracts')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes the contract the customer's only current one (the customer's rows are locked by the caller). */
export async function makeCurrent(trx: Transaction<DB>, userId: number, id: number): Promise<void> {
  await trx
    .updateTable('contracts')
    .set({ is_current: false })
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .where('id', '<>', id)
    .execute();
  await trx.updateTable('contracts').set({ is_current: true }).where('id', '=', id).execute();
}

export interface WholesaleRequestRow {
  id: number;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  customer: { id: number; email: string; name: string; companyName: string | null; inn: string | null };
}

function wholesaleRequests(db: Kysely<DB>) {
  return db
    .selectFrom('wholesale_requests as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('users as h', 'h.id', 'w.handled_by');
}

function toRequestRow(row: {
  id: number;
  created_at: Date;
  handled_at: Date | null;
  handler_email: string | null;
  user_id: number;
  email: string;
  last_name: string;
  first_name: string;
  company_name: string | null;
  company_inn: string | null;
}): WholesaleRequestRow {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handler_email,
    customer: {
      id: row.user_id,
      email: row.email,
      name: `${row.last_name} ${row.first_name}`.trim() || row.email,
      companyName: row.company_name,
      inn: row.company_inn,
    },
  };
}

const requestColumns = [
  'w.id',
  'w.created_at',
  'w.handled_at',
  'h.email as handler_email',
  'w.user_id',
  'u.email',
  'u.last_name',
  'u.first_name',
  sql<string | null>`u.company->>'name'`.as('company_name'),
  sql<string | null>`u.company->>'inn'`.as('company_inn'),
] as const;

/** Open requests oldest first (the queue), handled ones newest first. */
export async function listWholesaleRequests(
  db: Kysely<DB>,
  filter: { handled: boolean; page: number },
): Promise<{ items: WholesaleRequestRow[]; total: number }> {
  const base = wholesaleRequests(db).where('w.handled_at', filter.handled ? 'is not' : 'is', null);
  const direction = filter.handled ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select(requestColumns)
      .orderBy(filter.handled ? 'w.handled_at' : 'w.created_at', direction)
      .orderBy('w.id', direction)
      .limit(WHOLESALE_REQUESTS_PER_PAGE)
      .offset((filter.page - 1) * WHOLESALE_REQUESTS_PER_PAGE)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRequestRow), total: Number(count.count) };
}

/** The customer's open request, if any. */
export async function openRequestOf(db: Kysely<DB>, userId: number): Promise<WholesaleRequestRow | null> {
  const row = await wholesaleRequests(db)
    .select(requestColumns)
    .where('w.user_id', '=', userId)
    .where('w.handled_at', 'is', null)
    .executeTakeFirst();
  return row ? toRequestRow(row) : null;
}

/** Marks an open request handled; null when there is no such request or it was handled already. */
export async function markRequestHandled(
  trx: Transaction<DB>,
  id: number,
  adminId: number,
): Promise<{ userId: number } | null> {
  const row = await trx
    .updateTable('wholesale_requests')
    .set({ handled_at: new Date(), handled_by: adminId })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

export async function requestExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('wholesale_requests').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}
