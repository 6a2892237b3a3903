import type { Executor } from '../db/connection.js';
import type { ContractTransactionKind } from '../db/schema-orders.js';
import { insertContractTransaction, moveContractBalance } from './queries.js';

export interface ContractMovement {
  contractId: number;
  kind: ContractTransactionKind;
  /** Signed decimal string or number of roubles: negative debits the contract (an order). */
  amount: string | number;
  description: string;
  orderId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
}

/**
 * Moves a contract's balance and records the movement, in the caller's transaction. The balance is changed
 * by one `update … returning`, so concurrent movements of one contract serialise on its row.
 */
export async function recordContractMovement(trx: Executor, movement: ContractMovement): Promise<string> {
  const balance = await moveContractBalance(trx, movement.contractId, String(movement.amount));
  await insertContractTransaction(trx, {
    contract_id: movement.contractId,
    kind: movement.kind,
    amount: String(movement.amount),
    balance_after: balance,
    order_id: movement.orderId ?? null,
    payment_id: movement.paymentId ?? null,
    refund_id: movement.refundId ?? null,
    description: movement.description,
  });
  return balance;
}
