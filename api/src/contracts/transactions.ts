import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ContractTransactionKind } from '../db/schema-orders.js';

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
export async function recordContractMovement(trx: Kysely<DB>, movement: ContractMovement): Promise<string> {
  const { balance } = await trx
    .updateTable('contracts')
    .set((eb) => ({ balance: eb('balance', '+', String(movement.amount)) }))
    .where('id', '=', movement.contractId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('contract_transactions')
    .values({
      contract_id: movement.contractId,
      kind: movement.kind,
      amount: String(movement.amount),
      balance_after: balance,
      order_id: movement.orderId ?? null,
      payment_id: movement.paymentId ?? null,
      refund_id: movement.refundId ?? null,
      description: movement.description,
    })
    .execute();
  return balance;
}
