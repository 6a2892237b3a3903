import Tooltip from 'antd/es/tooltip';
import { deliveryNotice } from '@shop/shared/delivery';
import { formatDuration } from '@shop/shared/format';

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
