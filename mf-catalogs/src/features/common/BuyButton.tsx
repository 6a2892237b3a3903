import { useState } from 'react';
import Button from 'antd/es/button';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { apiErrorMessage, cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import type { BestOffer } from '../../api/goods';

/**
 * 'В корзину' of a catalog item's best offer: one piece through the cart's add call (the same key and price as
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
      const answer = await cartApi.add({ itemKey: offer.itemKey, amount: 1, reference: '', searchId: null });
      useCartCount.getState().setCount(answer.cartCount);
      void toast.success('Товар добавлен в корзину');
    } catch (error) {
      void toast.error('Ошибка при добавлении в корзину', apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={busy}
      onClick={() => void add()}
      aria-label={`В корзину: ${name}`}
    >
      В корзину
    </Button>
  );
}
