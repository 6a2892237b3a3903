import { AMOUNT_BADGE_MAX } from '../cache/index.js';

/** Amount shown on a badge (cart, favourites): the number itself, `'9+'` above 9; `''` for 0 or less. */
export function amountBadge(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > AMOUNT_BADGE_MAX ? `${AMOUNT_BADGE_MAX}+` : String(whole);
}
