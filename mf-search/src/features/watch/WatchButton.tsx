import { useState } from 'react';
import { BellOutlined } from '@shop/shared/kit/icons';
import { Button } from '@shop/shared/kit/button';
import type { Good } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { Link, useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import { watchApi, type WatchKind } from './watchApi';

const labels: Record<WatchKind, string> = {
  arrival: 'Сообщить о поступлении',
  priceDrop: 'Сообщить о снижении цены',
};

/**
 * A mail when the part comes in stock ('Сообщить о поступлении', for a part nobody has) or gets cheaper than
 * now: set in one click, listed on `/cabinet/subscriptions`. Guests get the login prompt.
 */
export function WatchButton({ good }: { good: Good }) {
  const isGuest = useSession((state) => state.isGuest);
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const kind: WatchKind = good.offers.some((offer) => offer.isStock && offer.amount > 0)
    ? 'priceDrop'
    : 'arrival';

  const watch = async () => {
    if (isGuest) {
      useLoginPrompt.getState().open(`${location.pathname}${location.search}`);
      return;
    }
    setBusy(true);
    try {
      await watchApi.add(good.id, kind);
      setDone(true);
      void toast.success(
        kind === 'arrival' ? 'Сообщим о поступлении письмом' : 'Сообщим письмом, когда цена снизится',
      );
    } catch (error) {
      void toast.error('Не удалось подписаться', apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <span className="watch-done">
        Подписка оформлена. <Link to="/cabinet/subscriptions">Мои подписки</Link>
      </span>
    );
  }
  return (
    <Button
      size="small"
      type="link"
      icon={<BellOutlined aria-hidden />}
      loading={busy}
      onClick={() => void watch()}
    >
      {labels[kind]}
    </Button>
  );
}
