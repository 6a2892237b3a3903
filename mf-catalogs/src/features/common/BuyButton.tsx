import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { ShoppingCartOutlined } from '@shop/shared/kit/icons';
import { apiErrorMessage, apiErrors, apiViolations, cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import type { BestOffer } from '../../api/goods';

/** The smallest quantity the offer sells: its minimum raised to a whole multiple. */
export function firstAmount(offer: BestOffer): number {
  const step = Math.max(1, offer.multiplicity ?? 1);
  return Math.max(step, Math.ceil(Math.max(1, offer.minAmount ?? 1) / step) * step);
}

/** The server's reasons for refusing (violations, then errors), or its message. */
function reasons(error: unknown): string {
  const all = [...apiViolations(error).map((violation) => violation.message), ...apiErrors(error)];
  return all.length > 0 ? [...new Set(all)].join('; ') : apiErrorMessage(error);
}

/**
 * 'В корзину' of a catalog item's best offer: its smallest quantity through the cart's add call (the same key and price as
 * the search offers); guests get the login prompt (SPEC §2).
 */
export function BuyButton({ offer, name }: { offer: BestOffer; name: string }) {
  const isGuest = useSession((state) => state.isGuest);
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (isGuest) {
      useLoginPrompt.getState().open(`${location.pathname}${location.search}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await cartApi.add({
        itemKey: offer.itemKey,
        amount: firstAmount(offer),
        reference: '',
        searchId: null,
      });
      useCartCount.getState().setCount(answer.cartCount);
      void toast.success('Товар добавлен в корзину');
    } catch (error) {
      void toast.error('Ошибка при добавлении в корзину', reasons(error));
    } finally {
      setBusy(false);
    }
  };

  const amount = firstAmount(offer);
  const label = amount > 1 ? `В корзину, ${amount} шт.` : 'В корзину';
  return (
    <Button
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={busy}
      onClick={() => void add()}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
}
