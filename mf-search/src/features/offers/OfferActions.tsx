import type { Good, Offer } from '@shop/shared';
import { isAdmin, isImpersonated, useSession } from '@shop/shared/session';
import { AddToCartButton } from './AddToCartButton';
import { PriceBreakdownButton } from './PriceBreakdown';

/** Admins, also while working as a customer, see how each price was made (SPEC §6). */
export function useSeesPriceBreakdown(): boolean {
  return useSession((state) => isAdmin(state.profile) || isImpersonated(state.profile));
}

export function OfferActions({
  good,
  offer,
  searchId,
}: {
  good: Good;
  offer: Offer;
  searchId: string | null;
}) {
  const breakdown = useSeesPriceBreakdown();
  return (
    <div className="offer-actions">
      {breakdown && <PriceBreakdownButton offer={offer} />}
      <AddToCartButton good={good} offer={offer} searchId={searchId} />
    </div>
  );
}
