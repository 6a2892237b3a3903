// Pasted lines written with spaces instead of tabs ('W712/75 2', 'KNECHT OC 90 1') come as one cell a line:
// split them when the whole list does it the same way, so the columns can be guessed (columns.ts). A part
// number may hold spaces itself ('0 986 452 041'), so only a trailing quantity and a leading brand word are
// taken off, and only when at least nine lines in ten have them.

/** A quantity written at the end of a line: 1 to 999, no leading zero (so '041' stays part of a number). */
const TRAILING_QUANTITY = /^[1-9]\d{0,2}$/;
/** Quantities of a list are small: numbers ending in groups like '316' ('0 451 103 316') are not split. */
const TYPICAL_QUANTITY = 50;
/** A brand written first: three letters or more, no digits ('KNECHT', 'MANN-FILTER', 'VAG'). */
const LEADING_BRAND = /^\p{L}[\p{L}&+.-]{2,}$/u;

const MOST = 0.9;

function mostly<T>(items: readonly T[], test: (item: T) => boolean): boolean {
  return items.length > 0 && items.filter(test).length >= MOST * items.length;
}

/** The rows with single cells split into brand, number and quantity where the list is written that way. */
export function splitSpacedLines(rows: string[][]): string[][] {
  if (!rows.every((row) => row.length === 1)) return rows;
  const lines = rows.map((row) => (row[0] ?? '').trim().split(/\s+/));
  if (!mostly(lines, (tokens) => tokens.length > 1)) return rows;
  const hasQuantity = (tokens: string[]) => tokens.length > 1 && TRAILING_QUANTITY.test(tokens.at(-1) ?? '');
  const trailing = lines.filter(hasQuantity).map((tokens) => Number(tokens.at(-1)));
  const median = [...trailing].sort((a, b) => a - b)[Math.floor(trailing.length / 2)] ?? 0;
  const withQuantity = mostly(lines, hasQuantity) && median <= TYPICAL_QUANTITY;
  const split = lines.map((tokens) =>
    withQuantity && hasQuantity(tokens)
      ? { rest: tokens.slice(0, -1), quantity: tokens.at(-1) ?? '' }
      : { rest: tokens, quantity: '' },
  );
  const hasBrand = (tokens: string[]) =>
    tokens.length > 1 && LEADING_BRAND.test(tokens[0] ?? '') && /\d/.test(tokens.slice(1).join(''));
  const withBrand = mostly(
    split.map(({ rest }) => rest),
    hasBrand,
  );
  return split.map(({ rest, quantity }) => {
    const brand = withBrand && hasBrand(rest) ? (rest[0] ?? '') : '';
    const number = (brand ? rest.slice(1) : rest).join(' ');
    return [...(withBrand ? [brand] : []), number, ...(withQuantity ? [quantity] : [])];
  });
}
