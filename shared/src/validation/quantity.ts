import { quantityMessages } from './messages.js';

export interface QuantityLimits {
  /** Available stock of the offer. */
  amount: number;
  /** Minimum order amount (default 1). */
  minAmount?: number | null;
  /** Order multiple (default 1). */
  multiplicityAmount?: number | null;
}

/**
 * Quantity helper of SPEC §5: the message for ordering `quantity` of an offer, or `null` when it can be ordered.
 * 'Нет в наличии' (stock ≤ 0), 'Доступное количество для заказа N' (above the stock),
 * 'Минимальное количество для заказа N', 'Кратность заказа N'.
 */
export function quantityError(quantity: number, limits: QuantityLimits): string | null {
  const minAmount = limits.minAmount && limits.minAmount > 0 ? limits.minAmount : 1;
  const multiplicity =
    limits.multiplicityAmount && limits.multiplicityAmount > 0 ? limits.multiplicityAmount : 1;
  if (limits.amount <= 0) return quantityMessages.outOfStock;
  if (quantity > limits.amount) return quantityMessages.available(limits.amount);
  if (quantity < minAmount) return quantityMessages.minAmount(minAmount);
  // Units are whole: 1.0000001 rounds to a multiple below but is none (and no integer column takes it).
  if (!Number.isInteger(quantity) || Math.round(quantity * 1e6) % Math.round(multiplicity * 1e6) !== 0) {
    return quantityMessages.multiplicity(multiplicity);
  }
  return null;
}
