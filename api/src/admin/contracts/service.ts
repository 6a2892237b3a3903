import type { Selectable, Transaction } from 'kysely';
import type { Contract, Paginated } from '@shop/shared';
import { contractSchema, type ContractInput } from '@shop/back-office-rules';
import { validateOrViolations } from '@shop/shared/validation';
import type { AppContext } from '../../context.js';
import { toContract } from '../../contracts/mapper.js';
import type { DB } from '../../db/schema.js';
import type { ContractsTable } from '../../db/schema-orders.js';
import { HttpError, notFound, validationError } from '../../errors/http-error.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';
import {
  WHOLESALE_REQUESTS_PER_PAGE,
  contractColumns,
  contractOwner,
  contractValues,
  insertContract,
  listWholesaleRequests,
  lockCustomerContracts,
  makeCurrent,
  markRequestHandled,
  numberTaken,
  requestExists,
  updateContract,
  userExists,
  type WholesaleRequestRow,
} from './queries.js';

export const adminContractMessages = {
  customerNotFound: 'Покупатель не найден',
  contractNotFound: 'Договор не найден',
  numberTaken: 'Договор с таким номером уже есть',
  closed: 'Договор закрыт: сначала откройте его для заказов',
  alreadyClosed: 'Договор уже закрыт',
  requestNotFound: 'Заявка не найдена',
  requestHandled: 'Заявка уже обработана',
} as const;

/** A closed contract takes no orders: neither for purchase nor allowed (the existing columns say it). */
const isClosed = (row: Selectable<ContractsTable>) => !row.is_for_order && row.is_order_deny;

const numberTakenError = () =>
  validationError([{ propertyPath: 'number', message: adminContractMessages.numberTaken }]);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** The form's rules, then a number no other contract has. */
async function checkedContract(
  ctx: AppContext,
  body: unknown,
  exceptId: number | null,
): Promise<ContractInput> {
  const checked = await validateOrViolations(contractSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  if (await numberTaken(ctx.db, checked.value.number, exceptId)) throw numberTakenError();
  return checked.value;
}

/**
 * Runs a change of the customer's contracts in one transaction with his contracts locked, so it takes turns
 * with his own choice of the current one; a number taken meanwhile is still a 400.
 */
async function changeContractsOf<T>(
  ctx: AppContext,
  userId: number,
  change: (trx: Transaction<DB>, contracts: Selectable<ContractsTable>[]) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db
      .transaction()
      .execute(async (trx) => change(trx, await lockCustomerContracts(trx, userId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTakenError();
    throw error;
  }
}

async function ownerOf(ctx: AppContext, contractId: number): Promise<number> {
  const userId = await contractOwner(ctx.db, contractId);
  if (userId === null) throw notFound(adminContractMessages.contractNotFound);
  return userId;
}

function lockedContract(contracts: Selectable<ContractsTable>[], id: number): Selectable<ContractsTable> {
  const contract = contracts.find((row) => row.id === id);
  // Moved to another customer or deleted between the look-up and the lock.
  if (!contract) throw notFound(adminContractMessages.contractNotFound);
  return contract;
}

/** A new contract of the customer; his first one becomes the current one. Audited. */
export async function createContract(
  ctx: AppContext,
  admin: UserRecord,
  userId: number,
  body: unknown,
): Promise<Contract> {
  if (!(await userExists(ctx.db, userId))) throw notFound(adminContractMessages.customerNotFound);
  const input = await checkedContract(ctx, body, null);
  return changeContractsOf(ctx, userId, async (trx, contracts) => {
    const row = await insertContract(trx, {
      ...contractColumns(input),
      user_id: userId,
      balance: '0',
      overdue_debt: '0',
      is_current: contracts.length === 0,
    });
    await auditChange(trx, admin, {
      subjectId: userId,
      action: 'contract.create',
      target: { contractId: row.id, number: row.number },
      before: null,
      after: { ...input, isCurrent: row.is_current },
    });
    return toContract(row);
  });
}

/** Every field a manager decides; the balance and debts stay the ledger's. Audited with before and after. */
export async function editContract(
  ctx: AppContext,
  admin: UserRecord,
  id: number,
  body: unknown,
): Promise<Contract> {
  const userId = await ownerOf(ctx, id);
  const input = await checkedContract(ctx, body, id);
  return changeContractsOf(ctx, userId, async (trx, contracts) => {
    const before = lockedContract(contracts, id);
    const row = await updateContract(trx, id, contractColumns(input));
    await auditChange(trx, admin, {
      subjectId: userId,
      action: 'contract.update',
      target: { contractId: id, number: row.number },
      before: contractValues(before),
      after: contractValues(row),
    });
    return toContract(row);
  });
}

/** Makes the contract the customer's current one (SPEC §4: exactly one). Audited. */
export async function makeContractCurrent(
  ctx: AppContext,
  admin: UserRecord,
  id: number,
): Promise<Contract[]> {
  const userId = await ownerOf(ctx, id);
  return changeContractsOf(ctx, userId, async (trx, contracts) => {
    const contract = lockedContract(contracts, id);
    if (isClosed(contract)) throw new HttpError(409, adminContractMessages.closed);
    const previous = contracts.find((row) => row.is_current);
    await makeCurrent(trx, userId, id);
    await auditChange(trx, admin, {
      subjectId: userId,
      action: 'contract.current',
      target: { contractId: id, number: contract.number },
      before: { current: previous?.number ?? null },
      after: { current: contract.number },
    });
    return (await lockCustomerContracts(trx, userId)).map(toContract);
  });
}

/**
 * Closes a contract: no longer for orders and orders denied. When it was the current one, the customer's
 * first open contract becomes current, so checkout offers one that takes orders. Audited.
 */
export async function closeContract(ctx: AppContext, admin: UserRecord, id: number): Promise<Contract[]> {
  const userId = await ownerOf(ctx, id);
  return changeContractsOf(ctx, userId, async (trx, contracts) => {
    const contract = lockedContract(contracts, id);
    if (isClosed(contract)) throw new HttpError(409, adminContractMessages.alreadyClosed);
    const closed = await updateContract(trx, id, { is_for_order: false, is_order_deny: true });
    const successor = contract.is_current
      ? contracts.find((row) => row.id !== id && !isClosed(row) && row.is_for_order && !row.is_order_deny)
      : undefined;
    if (successor) await makeCurrent(trx, userId, successor.id);
    await auditChange(trx, admin, {
      subjectId: userId,
      action: 'contract.close',
      target: { contractId: id, number: contract.number },
      before: contractValues(contract),
      after: { ...contractValues(closed), ...(successor ? { current: successor.number } : {}) },
    });
    return (await lockCustomerContracts(trx, userId)).map(toContract);
  });
}

export async function wholesaleRequestsPage(
  ctx: AppContext,
  filter: { handled: boolean; page: number },
): Promise<Paginated<WholesaleRequestRow>> {
  const { items, total } = await listWholesaleRequests(ctx.db, filter);
  return { items, total, page: filter.page, perPage: WHOLESALE_REQUESTS_PER_PAGE };
}

/** Marks a wholesale request handled (once: a second manager gets 409). Audited. */
export async function handleWholesaleRequest(ctx: AppContext, admin: UserRecord, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const handled = await markRequestHandled(trx, id, admin.id);
    if (handled === null) {
      if (await requestExists(trx, id)) throw new HttpError(409, adminContractMessages.requestHandled);
      throw notFound(adminContractMessages.requestNotFound);
    }
    await auditChange(trx, admin, {
      subjectId: handled.userId,
      action: 'wholesale_request.handle',
      target: { requestId: id },
      before: { handled: false },
      after: { handled: true },
    });
  });
}
