import type { Offer } from '@shop/shared';
import { deliveryNotice, formatArrivalDay, lineArrival } from '@shop/shared/delivery';
import { formatNumber, NBSP } from '@shop/shared/format';
import { Tooltip } from '@shop/shared/kit/tooltip';
import { useOnTimeShare } from './onTimeShare';

/** 'вероятность поставки 92 %': the supplier's on-time share, in whole percent. */
export function onTimeShareText(percent: number): string {
  return `вероятность поставки ${formatNumber(Math.round(percent), 0)}${NBSP}%`;
}

/**
 * When the offer's goods can be at the shop if ordered now: 'сегодня' for the shop's stock, else 'завтра' or
 * '2 дек., ср' by the production calendar; hover or focus tells the term in working days. A remote supplier's
 * share of deliveries on time is shown beside it.
 */
export function OfferArrival({ offer, now = new Date() }: { offer: Offer; now?: Date }) {
  const onTime = useOnTimeShare(offer.vendor.id, offer.vendor.isRemote);
  const arrival = lineArrival(offer, now);
  const inStock = arrival.getTime() === now.getTime();
  return (
    <span className="offer-arrival">
      <Tooltip title={inStock ? 'Товар на складе магазина' : deliveryNotice(offer.deliveryTime, now)}>
        <span className="offer-arrival-day" tabIndex={0}>
          {formatArrivalDay(arrival, now)}
        </span>
      </Tooltip>
      {onTime !== null && <span className="offer-on-time">{onTimeShareText(onTime)}</span>}
    </span>
  );
}
