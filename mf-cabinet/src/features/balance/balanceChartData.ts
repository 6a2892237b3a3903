import type { ContractTransaction, ContractTransactionKind } from '@shop/shared';
import { formatMoney, formatNumber, NBSP } from '@shop/shared/format';
import { brand } from '@shop/shared/ui';

/** One point of the balance chart: a movement, when it happened and the balance after it. */
export interface BalancePoint {
  id: number;
  at: number;
  balance: number;
  kind: ContractTransactionKind;
}

/** The movements of a page (newest first, as the API gives them) as points in time order. */
export const balancePoints = (items: readonly ContractTransaction[]): BalancePoint[] =>
  items
    .map((item) => ({
      id: item.id,
      at: Date.parse(item.createdAt),
      balance: item.balanceAfter,
      kind: item.kind,
    }))
    .sort((a, b) => a.at - b.at || a.id - b.id);

/** The marks' colours: payments green, orders red, cancellations, refunds and corrections grey. */
export const markColors: Record<ContractTransactionKind, string> = {
  payment: '#1e7b34',
  order: brand.red,
  cancel: brand.grey,
  refund: brand.grey,
  correction: brand.grey,
};

/** The currency's sign as the kernel writes money: `₽` (from `0 ₽`). */
const currencySign = (currency: string): string => formatMoney(0, currency).replace(/^0\s*/, '');

/** An axis figure: `−12,5 тыс. ₽`, `1,2 млн ₽`, `800 ₽`. */
export function moneyTick(value: number, currency: string): string {
  const sign = currencySign(currency);
  if (Math.abs(value) >= 1_000_000) return `${formatNumber(value / 1_000_000, 1)}${NBSP}млн${NBSP}${sign}`;
  if (Math.abs(value) >= 1_000) return `${formatNumber(value / 1_000, 1)}${NBSP}тыс.${NBSP}${sign}`;
  return formatMoney(value, currency);
}
