import { sql, type Insertable, type Selectable } from 'kysely';
import type { Contract, ContractDetails, ContractTransaction, Paginated } from '@shop/shared';
import type { Database, Executor } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import type { ContractsTable } from '../db/schema-orders.js';
import { notFound } from '../errors/http-error.js';
import { toContract, toContractTransaction } from './mapper.js';

export const TRANSACTIONS_PER_PAGE = 20;
/** How many movements the contract card shows. */
export const LAST_TRANSACTIONS = 10;

export const contractMessages = {
  notFound: 'Договор не найден',
} as const;

/** The user's contract row by its id; undefined for another user's or a missing one. */
export function findOwnContractRow(
  db: Database,
  userId: number,
  contractId: number,
): Promise<Selectable<ContractsTable> | undefined> {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listContracts(db: Database, userId: number): Promise<Contract[]> {
  const rows = await db
    .selectFrom('contracts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toContract);
}

/**
 * Makes a contract of the user the current one and the others not, in one transaction. The user's
 * contract rows are locked first, so two concurrent selections run one after the other and the partial
 * unique index `contracts_current_idx` never sees two current contracts.
 */
export async function selectContract(db: Database, userId: number, contractId: number): Promise<Contract[]> {
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('contracts')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (!locked.some((row) => row.id === contractId)) throw notFound(contractMessages.notFound);
    await trx
      .updateTable('contracts')
      .set({ is_current: false })
      .where('user_id', '=', userId)
      .where('is_current', '=', true)
      .where('id', '<>', contractId)
      .execute();
    await trx.updateTable('contracts').set({ is_current: true }).where('id', '=', contractId).execute();
  });
  return listContracts(db, userId);
}

export async function showContract(db: Database, userId: number, number: string): Promise<ContractDetails> {
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw notFound(contractMessages.notFound);
  const transactions = await db
    .selectFrom('contract_transactions')
    .selectAll()
    .where('contract_id', '=', row.id)
    .orderBy('id', 'desc')
    .limit(LAST_TRANSACTIONS)
    .execute();
  return { ...toContract(row), transactions: transactions.map(toContractTransaction) };
}

/** The movements of the user's contract, newest first. */
export async function contractTransactions(
  db: Database,
  userId: number,
  contractId: number,
  page: number,
): Promise<Paginated<ContractTransaction>> {
  const owned = await db
    .selectFrom('contracts')
    .select('id')
    .where('id', '=', contractId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) throw notFound(contractMessages.notFound);
  const base = db.selectFrom('contract_transactions').where('contract_id', '=', contractId);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(TRANSACTIONS_PER_PAGE)
      .offset((page - 1) * TRANSACTIONS_PER_PAGE)
      .execute(),
    base.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toContractTransaction),
    total: Number(total.count),
    page,
    perPage: TRANSACTIONS_PER_PAGE,
  };
}

/** A new contract, or null when its number is taken (the numbers are unique). */
export async function insertContractIfNumberFree(
  db: Executor,
  contract: Insertable<ContractsTable>,
): Promise<Selectable<ContractsTable> | null> {
  const row = await db
    .insertInto('contracts')
    .values(contract)
    .onConflict((conflict) => conflict.column('number').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Opens a request for a wholesale contract unless the user has an open one. */
export async function openWholesaleRequest(db: Executor, userId: number): Promise<void> {
  await db
    .insertInto('wholesale_requests')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').where('handled_at', 'is', null).doNothing())
    .execute();
}

/** Adds `amount` to the contract's balance in one `update … returning`; answers the new balance. */
export async function moveContractBalance(
  trx: Executor,
  contractId: number,
  amount: string,
): Promise<string> {
  const { balance } = await trx
    .updateTable('contracts')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', contractId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return balance;
}

export async function insertContractTransaction(
  trx: Executor,
  row: Insertable<DB['contract_transactions']>,
): Promise<void> {
  await trx.insertInto('contract_transactions').values(row).execute();
}
