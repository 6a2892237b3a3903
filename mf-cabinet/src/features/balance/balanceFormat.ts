import type { Contract, ContractTransactionKind } from '@shop/shared';
import { formatMoney, NBSP } from '@shop/shared/format';

/** What a movement of a contract is, in Russian. */
export const transactionKindNames: Record<ContractTransactionKind, string> = {
  order: 'Заказ',
  payment: 'Оплата',
  cancel: 'Отмена',
  refund: 'Возврат',
  correction: 'Корректировка',
};

export const contractTypeNames: Record<Contract['type'], string> = {
  retail: 'Розничный',
  business: 'Для организаций',
};

/** The CSS class of a sum by its sign: the customer's money green, a debt or a debit red. */
export function signClass(value: number): string {
  if (value > 0) return 'balance-plus';
  if (value < 0) return 'balance-minus';
  return 'balance-zero';
}

/** A movement's sum with its sign: `+5 000 ₽`, `-1 250 ₽`. */
export function signedMoney(value: number, currency: string): string {
  const text = formatMoney(value, currency);
  return value > 0 ? `+${text}` : text;
}

/** `30 дн.`, or 'Нет' without deferment. */
export const defermentText = (days: number): string => (days > 0 ? `${days}${NBSP}дн.` : 'Нет');
