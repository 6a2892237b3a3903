import type { Selectable } from 'kysely';
import type { PaymentMethod } from '@shop/shared';
import type { Database } from '../db/connection.js';
import type { ContractsTable, PaymentMethodsTable, PaymentProvider } from '../db/schema-orders.js';
import { contractMessages, findOwnContractRow } from '../contracts/queries.js';
import { notFound } from '../errors/http-error.js';
import { paymentMethodRows } from './queries.js';

export function toPaymentMethod(row: Selectable<PaymentMethodsTable>): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    provider: row.provider,
    description: row.description,
    // numeric(5, 2): at most two fraction digits, exact as a number.
    commission: Number(row.commission),
    isDefault: row.is_default,
    isOnline: row.is_online,
  };
}

/** The providers a contract allows: QR and invoices only when the contract says so, cash for retail only. */
export function allowedProviders(
  contract: Pick<Selectable<ContractsTable>, 'type' | 'is_allow_qr_pay' | 'is_cashless_payments'>,
): PaymentProvider[] {
  const providers: PaymentProvider[] = ['online', 'card'];
  if (contract.is_allow_qr_pay) providers.push('qr');
  if (contract.is_cashless_payments) providers.push('bank');
  if (contract.type === 'retail') providers.push('cash');
  return providers;
}

/** The payment methods allowed for a contract, in display order. */
export async function paymentMethodsForContract(
  db: Database,
  contract: Selectable<ContractsTable>,
): Promise<PaymentMethod[]> {
  const rows = await paymentMethodRows(db, allowedProviders(contract));
  return rows.map(toPaymentMethod);
}

/** The payment methods of the user's contract; 404 for another user's contract or a missing one. */
export async function paymentMethodsOfOwnContract(
  db: Database,
  userId: number,
  contractId: number,
): Promise<PaymentMethod[]> {
  const contract = await findOwnContractRow(db, userId, contractId);
  if (!contract) throw notFound(contractMessages.notFound);
  return paymentMethodsForContract(db, contract);
}
