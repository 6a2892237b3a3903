import { useEffect, useState } from 'react';
import { topupsApi, type Topup } from './topupsApi';

/** How often the page asks whether the bank's notification credited the top-up. */
export const PAID_POLL_INTERVAL = 3000;

/**
 * The top-up as the server last told, asked again every 3 s until it is paid (the bank's notification
 * credits it): for the SBP QR shown on the page and for the return from the bank's page.
 */
export function usePaidWatch(topupId: number | null): Topup | null {
  const [topup, setTopup] = useState<Topup | null>(null);
  useEffect(() => {
    setTopup(null);
    if (topupId === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      topupsApi.show(topupId).then(
        (answer) => {
          if (!active) return;
          setTopup(answer);
          if (!answer.paid) timer = setTimeout(ask, PAID_POLL_INTERVAL);
        },
        // A failed question is asked again: the page waits for the money either way.
        () => {
          if (active) timer = setTimeout(ask, PAID_POLL_INTERVAL);
        },
      );
    };
    ask();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [topupId]);
  return topup;
}
