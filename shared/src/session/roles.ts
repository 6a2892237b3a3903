import type { User } from '../types/index.js';

/** Role checks of SPEC §6. */
export const isAdmin = (user: User | null): boolean => Boolean(user?.isAdmin);
export const isWholesale = (user: User | null): boolean => Boolean(user?.isWholesale);
export const isImpersonated = (user: User | null): boolean => Boolean(user?.isImpersonated);
export const canUseApi = (user: User | null): boolean => Boolean(user?.isAllowUseApi);
export const canBatchSearch = (user: User | null): boolean => Boolean(user?.isAllowBatchSearch);
export const canDownloadPricelist = (user: User | null): boolean => Boolean(user?.isAllowDownloadPricelist);

/**
 * The API documentation a user is shown (SPEC §6): admins the whole API, users allowed the API the
 * customer's part (what their key may call), others none.
 */
export function apiDocsUrl(user: User | null): string | null {
  if (isAdmin(user)) return '/api/doc';
  return canUseApi(user) ? '/api/doc/customer' : null;
}
