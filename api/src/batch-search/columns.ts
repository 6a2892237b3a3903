import type { BatchColumns } from '@shop/shared';

/** Header words of each column, as a list exported from a shop or typed by hand names them. */
const headerWords: Record<keyof BatchColumns, RegExp> = {
  brand: /бренд|производ|марка|brand|make|manufacturer/i,
  number: /номер|артикул|код|number|article|part|sku/i,
  quantity: /кол|шт|quantity|qty|amount|count/i,
  comment: /коммент|примеч|описан|comment|note|remark/i,
};

const isQuantity = (cell: string) => /^\d{1,6}([.,]0+)?$/.test(cell.trim());
const hasDigit = (cell: string) => /\d/.test(cell);
/** A brand: letters without digits, one word or in capitals ('MANN-FILTER', 'Bosch', 'PARTS MALL'); a comment
 * ('для Лады') is words in lower case. */
const isBrandLike = (cell: string) =>
  /\p{L}/u.test(cell) && !hasDigit(cell) && (!/\s/.test(cell.trim()) || cell === cell.toUpperCase());

/** Share of the non-empty cells of a column that pass a test (0 for an empty column). */
function share(rows: readonly string[][], column: number, test: (cell: string) => boolean): number {
  const cells = rows.map((row) => (row[column] ?? '').trim()).filter((cell) => cell !== '');
  return cells.length === 0 ? 0 : cells.filter(test).length / cells.length;
}

function fromHeader(header: readonly string[]): BatchColumns | null {
  const find = (key: keyof BatchColumns, taken: number[]) => {
    const index = header.findIndex((cell, column) => !taken.includes(column) && headerWords[key].test(cell));
    return index < 0 ? null : index;
  };
  // A header names its columns in words: a row with digits anywhere is data ('PARTS-MALL⇥PXCLA-004⇥2' has a
  // brand that contains 'part', and would pass for a header naming its number column).
  if (header.some(hasDigit)) return null;
  const brand = find('brand', []);
  const number = find('number', brand === null ? [] : [brand]);
  if (number === null) return null;
  const taken = [brand, number].filter((column) => column !== null);
  const quantity = find('quantity', taken);
  const comment = find('comment', quantity === null ? taken : [...taken, quantity]);
  return { brand, number, quantity, comment };
}

/** The columns read from the cells: quantity is whole numbers, brand words without digits, number has digits. */
function fromCells(rows: readonly string[][]): BatchColumns {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const columns = [...Array(width).keys()];
  const best = (free: number[], test: (cell: string) => boolean, threshold: number) => {
    const scored = free.map((column) => ({ column, score: share(rows, column, test) }));
    const top = scored.reduce<{ column: number; score: number } | null>(
      (a, b) => (a === null || b.score > a.score ? b : a),
      null,
    );
    return top !== null && top.score >= threshold ? top.column : null;
  };
  // The quantity is the last all-numbers column: a part number may be all digits too, and comes first.
  const quantity = [...columns]
    .reverse()
    .find((column) => column > 0 && share(rows, column, isQuantity) >= 0.8);
  const freeOfQuantity = columns.filter((column) => column !== quantity);
  const brand = freeOfQuantity.length > 1 ? best(freeOfQuantity, isBrandLike, 0.6) : null;
  const rest = freeOfQuantity.filter((column) => column !== brand);
  const number = best(rest, hasDigit, 0) ?? rest[0] ?? 0;
  const comment = rest.find((column) => column !== number) ?? null;
  return { brand, number, quantity: quantity ?? null, comment };
}

/** Rows looked at to guess the columns: enough to be sure, few enough to be quick on 5,000 lines. */
const SAMPLE = 50;

/** The columns of brand, number, quantity and comment, and whether the first row is a header. */
export function detectColumns(rows: readonly string[][]): { columns: BatchColumns; hasHeader: boolean } {
  const header = rows[0] ? fromHeader(rows[0]) : null;
  if (header !== null) return { columns: header, hasHeader: true };
  return { columns: fromCells(rows.slice(0, SAMPLE)), hasHeader: false };
}
