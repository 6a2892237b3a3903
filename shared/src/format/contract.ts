import type { Contract } from '../types/index.js';
import { contractOrderMessages } from '../validation/contract-messages.js';
import { formatMoney } from './money.js';

/** The warnings of a contract (SPEC §8), shown in the checkout and on the balance page. */
export function contractWarnings(contract: Contract): string[] {
  const warnings: string[] = [];
  if (contract.isOverdueDebt) {
    warnings.push(
      `У Вас имеется просроченная задолженность в размере ${formatMoney(contract.overdueDebt, contract.currency)}`,
    );
  }
  if (contract.isOverdueCreditLimit) warnings.push('Кредитный лимит превышает Ваш баланс');
  return warnings;
}

/** What the contract does not allow (SPEC §6: contracts can deny orders or be non-purchase). */
export function contractRestrictions(contract: Contract): string[] {
  const restrictions: string[] = [];
  if (contract.isOrderDeny) restrictions.push(contractOrderMessages.contractOrderDenied);
  if (!contract.isForOrder) restrictions.push(contractOrderMessages.contractNotForOrder);
  return restrictions;
}
