/** A discount fraction as the shop shows it: 0.1 → '10 %', 0.125 → '12,5 %'. */
export function discountPercent(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  return `${String(percent).replace('.', ',')}\u00a0%`;
}
