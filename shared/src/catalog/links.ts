/**
 * Links to a part (SPEC §2): the search page of the part and its analogues, `/search?brandName=&number=`,
 * or `/` when the brand or the number is missing; the part page `/goods/{brandName}/{number}`.
 * Numbers are kept as printed ('W 712/75'): the search and the part page normalise them themselves.
 */
export function partLink(brandName: string | null | undefined, number: string | null | undefined): string {
  const brand = brandName?.trim() ?? '';
  const part = number?.trim() ?? '';
  if (!brand || !part) return '/';
  return `/search?${new URLSearchParams({ brandName: brand, number: part }).toString()}`;
}

/** The part page; a slash in the number is encoded, so the route still sees two segments. */
export function goodLink(brandName: string | null | undefined, number: string | null | undefined): string {
  const brand = brandName?.trim() ?? '';
  const part = number?.trim() ?? '';
  if (!brand || !part) return '/';
  return `/goods/${encodeURIComponent(brand)}/${encodeURIComponent(part)}`;
}
