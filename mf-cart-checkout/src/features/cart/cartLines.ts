import type { CartItem } from '@shop/shared';
import { orderTotal } from '@shop/shared/format';
import { orderLineProblems, type OrderLineProblem } from '@shop/shared/validation';
import type { LineCheck } from './cartStore';

/** Whole kopecks of a price, so that sums of lines carry no binary float error. */
const kopecks = (roubles: number): number => Math.round(roubles * 100);

/** Cost of a line in roubles: price × amount, counted in kopecks. */
export function lineCost(item: Pick<CartItem, 'price' | 'amount'>): number {
  return Math.round(kopecks(item.price) * item.amount) / 100;
}

export interface CartTotals {
  count: number;
  sum: number;
  commission: number;
  /** ceil(sum × (100 + commission) / 100) (SPEC §9). */
  total: number;
}

/** Summary of the selected lines with the payment method's commission (percent). */
export function cartTotals(items: readonly CartItem[], commission: number): CartTotals {
  const selected = items.filter((item) => item.isSelected);
  const sumKopecks = selected.reduce((sum, item) => sum + Math.round(kopecks(item.price) * item.amount), 0);
  const sum = sumKopecks / 100;
  return { count: selected.length, sum, commission, total: orderTotal(sum, commission) };
}

/** Problems of a line against its current offer (SPEC §5): only selected lines whose offer is known. */
export function lineProblems(item: CartItem, check: LineCheck | undefined): OrderLineProblem[] {
  if (!item.isSelected || check?.status !== 'done') return [];
  return orderLineProblems(
    { amount: item.amount, price: item.price, deliveryTime: item.deliveryTime, refund: item.refund },
    check.offer,
  );
}

export type RowTone = 'loading' | 'warning' | 'ok' | 'plain';

/**
 * Row colour of SPEC §4: yellow while loading (an edit being saved, the offer being fetched), red with
 * warnings, green when selected without warnings.
 */
export function rowTone(item: CartItem, isLoading: boolean, problems: readonly OrderLineProblem[]): RowTone {
  if (isLoading) return 'loading';
  if (problems.length > 0) return 'warning';
  return item.isSelected ? 'ok' : 'plain';
}

/** 'MANN-FILTER W 712/75' */
export const partTitle = (item: CartItem): string => `${item.good.brand.name} ${item.good.number}`;
