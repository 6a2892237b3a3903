import type { Seller } from '@shop/shared';
import { apiClient } from '@shop/shared/api';
import { useRequest } from '@shop/shared/ui';

/** `GET /api/seller`: the shop's phone, hours and address of the header and footer, one record for the site. */
function loadSeller(): Promise<Seller> {
  return apiClient.get<Seller>('/api/seller').then((response) => response.data);
}

/**
 * The seller's record, or null while it loads or when it failed (the header and footer then leave it out).
 * A page rendered on the server carries it in its page data, so its first paint has the phone.
 */
export function useSeller(): Seller | null {
  const seller = useRequest(loadSeller, []);
  return seller.status === 'fetched' ? seller.data : null;
}

/** `tel:` link of a phone as typed: its `+` and digits, `8…` read as `+7…`. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^+\d]/g, '');
  return `tel:${digits.startsWith('8') && digits.length === 11 ? `+7${digits.slice(1)}` : digits}`;
}
