import { lazy, Suspense, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { ShoppingCartOutlined } from '@shop/shared/kit/icons';
import type { Good, Offer } from '@shop/shared';
import { useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { useCartAdditions } from './cartAdditions';
import { offerCanBeAdded } from './stockRule';

// The modal (a form with its rules, the number input and antd's modal) loads on the first click.
const AddToCartModal = lazy(() =>
  import('./AddToCartModal').then((module) => ({ default: module.AddToCartModal })),
);

export interface AddToCartButtonProps {
  good: Good;
  offer: Offer;
  searchId: string | null;
}

/**
 * 'В корзину' of an offer: guests get the login prompt (SPEC §2), users the add-to-cart modal. Disabled while
 * the stock rule of SPEC §6 is unmet, with the reason in its title.
 */
export function AddToCartButton({ good, offer, searchId }: AddToCartButtonProps) {
  const isGuest = useSession((state) => state.isGuest);
  const officeVendorId = useSession((state) => state.profile?.office?.vendor.id ?? null);
  const { added, record } = useCartAdditions();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const allowed = offerCanBeAdded(offer, good, officeVendorId, added);
  const soldOut = offer.cartAmount + added(offer.itemKey) >= offer.amount;

  const click = () => {
    if (isGuest) useLoginPrompt.getState().open(`${location.pathname}${location.search}`);
    else setOpen(true);
  };

  return (
    <>
      <Button
        type="primary"
        icon={<ShoppingCartOutlined aria-hidden />}
        disabled={!allowed}
        onClick={click}
        title={
          allowed
            ? 'Добавить в корзину'
            : soldOut
              ? 'Всё доступное количество уже в корзине'
              : 'Сначала добавьте в корзину товар со склада вашего офиса'
        }
      >
        В корзину
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToCartModal
            good={good}
            offer={offer}
            searchId={searchId}
            addedHere={added(offer.itemKey)}
            onAdded={(amount) => record(offer.itemKey, amount)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
