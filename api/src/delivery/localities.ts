/** Lower case with 'ё' as 'е' and single spaces: how addresses and localities are compared. */
export function normalizeLocality(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether an address names the locality as a whole word: 'г. Саки, ул. Курортная' is on the route of
 * 'Саки', 'Симферопольский р-н' is not in 'Симферополь'.
 */
export function addressHasLocality(address: string, locality: string): boolean {
  const needle = normalizeLocality(locality);
  if (needle === '') return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u');
  return pattern.test(normalizeLocality(address));
}

export function addressOnRoute(address: string, localities: readonly string[]): boolean {
  return localities.some((locality) => addressHasLocality(address, locality));
}
