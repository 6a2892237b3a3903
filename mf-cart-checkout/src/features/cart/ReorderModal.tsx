import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Modal } from '@shop/shared/kit/overlays';
import type { CartItem, Offer } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { formatPrice } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { RefundBadge } from '@shop/shared/ui/offer-terms';
import { lineArrivalDay } from '@shop/shared/delivery';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { partTitle } from './cartLines';
import { useCart } from './cartStore';

/** Other offers of the same part (not its analogues) with stock, the suppliers asked too, the line's own offer left out. */
async function otherOffers(item: CartItem): Promise<Offer[]> {
  const { goods } = await searchApi.findByQuery({
    brandName: item.good.brand.name,
    number: item.good.number,
    crosses: false,
  });
  return goods
    .filter((good) => !good.isCross)
    .flatMap((good) => good.offers)
    .filter((offer) => offer.amount > 0 && offer.itemKey !== item.offer?.itemKey)
    .sort((a, b) => a.price - b.price);
}

/** 'Перезаказать': the line moves to the chosen offer of the same part. */
export function ReorderModal({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const save = useCart((state) => state.save);
  const offers = useRequest(() => otherOffers(item), [item.good.brand.name, item.good.number]);
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = async (offer: Offer) => {
    setChoosing(offer.itemKey);
    const saved = await save(item.id, { itemKey: offer.itemKey }, offer);
    setChoosing(null);
    if (saved) onClose();
  };

  return (
    <Modal open title={`Перезаказать ${partTitle(item)}`} onCancel={onClose} footer={null} width={720}>
      {offers.status === 'loading' && <p role="status">Ищем другие предложения…</p>}
      {offers.status === 'failed' && <LoadFailed error={offers.error} onRetry={offers.retry} />}
      {offers.status === 'fetched' && offers.data.length === 0 && (
        <p>Других предложений этого товара сейчас нет.</p>
      )}
      {offers.status === 'fetched' && offers.data.length > 0 && (
        <ul className="reorder-offers" aria-label="Другие предложения">
          {offers.data.map((offer) => (
            <li key={offer.itemKey} className="reorder-offer">
              <span className="reorder-vendor">{offer.vendor.name}</span>
              <span>Наличие: {offer.amountString}</span>
              <span className="reorder-arrival">{lineArrivalDay(offer)}</span>
              <RefundBadge refund={offer.refund} />
              <strong className="cart-price">{formatPrice(offer.price)}</strong>
              <Button
                type="primary"
                size="small"
                loading={choosing === offer.itemKey}
                disabled={choosing !== null && choosing !== offer.itemKey}
                aria-label={`Выбрать ${offer.vendor.name} за ${formatPrice(offer.price)}`}
                onClick={() => void choose(offer)}
              >
                Выбрать
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
