import type { OfferPromotion } from '../../types/index.js';
import { Link } from '@shop/shared/router';
import { formatPercent, formatPrice } from '../../format/index.js';
import { VisuallyHidden } from '@shop/shared/ui/page';

/**
 * An offer's price; when a running promotion lowered it, the price before struck out and '−10 %' linking to
 * the promotion's page, so the customer sees the discount where they buy (not only in the cart).
 */
export function OfferPrice({ price, promotion }: { price: number; promotion?: OfferPromotion }) {
  if (!promotion) return <span className="offer-price">{formatPrice(price)}</span>;
  return (
    <span className="offer-price offer-price-promoted">
      <s className="offer-price-before">
        <VisuallyHidden>Без скидки </VisuallyHidden>
        {formatPrice(promotion.priceBefore)}
      </s>{' '}
      <span>{formatPrice(price)}</span>{' '}
      <Link className="offer-promotion" to={`/actions/${promotion.slug}`} title={promotion.title}>
        −{formatPercent(promotion.percent)}
        <VisuallyHidden> по акции «{promotion.title}»</VisuallyHidden>
      </Link>
    </span>
  );
}
