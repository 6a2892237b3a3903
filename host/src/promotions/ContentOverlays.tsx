import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { overlayApi } from './api';
import { closePopup, startPopupScheduler, type Popup } from './popups';
import type { Promotion } from '@shop/shared';
import { startPromotionScheduler, type PromotionScheduler } from './promotions';
import { localTimestamps } from './timestamps';

// The dialogs' code loads only when one of them is about to show.
const OverlayViews = lazy(() => import('./OverlayViews'));

export interface OverlayState {
  popup: Popup | null;
  toast: Promotion[] | null;
  /** The scheduled modal shows the newest promotion; a click on the toast opens its own promotion. */
  modal: Promotion | null;
  toastChangeSeconds: number;
  toastWidth: number;
}

const closed: OverlayState = {
  popup: null,
  toast: null,
  modal: null,
  toastChangeSeconds: 10,
  toastWidth: 360,
};

/** Popups and promotions (SPEC §2 'host for popups and toasts', §4 timing): the host runs their clocks. */
export function ContentOverlays() {
  const [state, setState] = useState<OverlayState>(closed);
  const popupOpen = useRef(false);
  const promotions = useRef<PromotionScheduler | null>(null);

  useEffect(() => {
    const stopPopups = startPopupScheduler({
      load: overlayApi.popups,
      times: localTimestamps,
      isOpen: () => popupOpen.current,
      show: (popup) => {
        popupOpen.current = true;
        setState((current) => ({ ...current, popup }));
      },
    });
    const scheduler = startPromotionScheduler({
      loadSettings: () =>
        overlayApi.settings().then((settings) => {
          setState((current) => ({
            ...current,
            toastChangeSeconds: settings.toastChangeTime,
            toastWidth: settings.toastWidth,
          }));
          return settings;
        }),
      loadPromotions: overlayApi.promotions,
      times: localTimestamps,
      show: (display, list) =>
        setState((current) =>
          display === 'toast' ? { ...current, toast: list } : { ...current, modal: list?.[0] ?? null },
        ),
    });
    promotions.current = scheduler;
    return () => {
      stopPopups();
      scheduler.stop();
    };
  }, []);

  if (!state.popup && !state.toast && !state.modal) return null;
  return (
    <Suspense fallback={null}>
      <OverlayViews
        state={state}
        onClosePopup={() => {
          if (state.popup) closePopup(state.popup, localTimestamps);
          popupOpen.current = false;
          setState((current) => ({ ...current, popup: null }));
        }}
        onCloseToast={() => promotions.current?.close('toast')}
        onOpenPromotion={(promotion) => setState((current) => ({ ...current, modal: promotion }))}
        onCloseModal={() => promotions.current?.close('modal')}
      />
    </Suspense>
  );
}
