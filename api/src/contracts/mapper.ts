import Big from 'big.js';
import type { Selectable } from 'kysely';
import type { Contract, ContractTransaction } from '@shop/shared';
import type { ContractTransactionsTable, ContractsTable } from '../db/schema-orders.js';

/** A contract as the API sends it, with the two warning flags of SPEC §8. */
export function toContract(row: Selectable<ContractsTable>): Contract {
  const balance = new Big(row.balance);
  const creditLimit = new Big(row.credit_limit);
  const overdueDebt = new Big(row.overdue_debt);
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    type: row.type,
    // numeric(14, 2): two fraction digits at most, exact as numbers.
    balance: balance.toNumber(),
    creditLimit: creditLimit.toNumber(),
    defermentPayment: row.deferment_days,
    currency: row.currency,
    overdueDebt: overdueDebt.toNumber(),
    isAccounting: row.is_accounting,
    isAllowQRPay: row.is_allow_qr_pay,
    isCurrent: row.is_current,
    isForOrder: row.is_for_order,
    isOrderDeny: row.is_order_deny,
    // The debt went beyond the credit limit. A contract without credit is prepaid: its orders wait for their
    // payment, and that is not a warning.
    isOverdueCreditLimit: creditLimit.gt(0) && balance.lt(creditLimit.neg()),
    isOverdueDebt: overdueDebt.gt(0),
    isCashlessPayments: row.is_cashless_payments,
  };
}

export function toContractTransaction(row: Selectable<ContractTransactionsTable>): ContractTransaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    description: row.description,
    orderId: row.order_id,
    createdAt: row.created_at.toISOString(),
  };
}
