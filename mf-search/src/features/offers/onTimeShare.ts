import { useEffect, useState } from 'react';
import { loadDeliveryStatistics } from './deliveryStatistics';

/**
 * The share of a remote supplier's deliveries of the last 90 days that came within the promised term, percent;
 * null while unknown, when the supplier has delivered nothing yet or the statistics fail (the offer is shown
 * without it). Loaded after the page is drawn, once per supplier for all of its rows (deliveryStatistics.ts).
 */
export function useOnTimeShare(vendorId: number, isRemote: boolean): number | null {
  const [share, setShare] = useState<number | null>(null);
  useEffect(() => {
    if (!isRemote) return undefined;
    let current = true;
    loadDeliveryStatistics(vendorId).then(
      (statistics) => current && setShare(statistics.ordersTotal > 0 ? statistics.onTimePercent : null),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [vendorId, isRemote]);
  return isRemote ? share : null;
}
