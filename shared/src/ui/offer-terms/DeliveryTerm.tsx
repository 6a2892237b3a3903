import { Tooltip } from '@shop/shared/kit/tooltip';
import { deliveryNotice } from '../../delivery/index.js';
import { formatDuration } from '../../format/index.js';
import './offer-terms.css';

/** Delivery time in 'дн.'/'ч.'; hover or focus tells when the goods arrive in working days (SPEC §9). */
export function DeliveryTerm({ hours }: { hours: number }) {
  return (
    <Tooltip title={deliveryNotice(hours)}>
      <span className="delivery-term" tabIndex={0}>
        {formatDuration(hours)}
      </span>
    </Tooltip>
  );
}
