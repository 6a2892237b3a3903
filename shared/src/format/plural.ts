/**
 * Russian plural form for an integer: `pluralRu(1, ['товар', 'товара', 'товаров']) === 'товар'`,
 * 2–4 → the second form, 5–20 and 0 → the third one (11–14 are always the third).
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count)) % 100;
  const last = n % 10;
  if (n >= 11 && n <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
