import type { BatchColumns, BatchLine, BatchLineInput, Offer } from '@shop/shared';
import { addQuantityLimits, quantityError } from '@shop/shared/validation';

/** The lines of the parsed rows under the user's column mapping (the header row left out). */
export function mapRows(
  rows: readonly string[][],
  columns: BatchColumns,
  hasHeader: boolean,
): BatchLineInput[] {
  const cell = (row: readonly string[], column: number | null) =>
    column === null ? '' : (row[column] ?? '');
  return rows.slice(hasHeader ? 1 : 0).map((row) => ({
    brandName: cell(row, columns.brand),
    number: cell(row, columns.number),
    quantity: cell(row, columns.quantity),
    comment: cell(row, columns.comment),
  }));
}

/** Which offer of a line goes to the cart: the cheapest or the fastest. */
export type OfferChoice = 'price' | 'term';

export function chosenOffer(line: BatchLine, choice: OfferChoice): Offer | null {
  return choice === 'price' ? line.bestByPrice : line.bestByTerm;
}

/**
 * What the add-to-cart modal would say of this quantity of the offer (the shared quantity rules against the
 * stock less what is in the cart); null when it may be added.
 */
export function lineProblem(line: BatchLine, offer: Offer | null): string | null {
  if (offer === null) return 'Нет предложений';
  const limits = addQuantityLimits(offer);
  return quantityError(line.amount, {
    amount: limits.max,
    minAmount: offer.minAmount,
    multiplicityAmount: offer.multiplicityAmount,
  });
}

export const statusText: Record<BatchLine['status'], string> = {
  pending: 'Ищем…',
  found: 'Найдено',
  ambiguous: 'Выберите бренд',
  notFound: 'Не найдено',
  invalid: 'Ошибка в строке',
};
