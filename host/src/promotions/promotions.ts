import type { CampaignSettings, Promotion } from '@shop/shared';
import { timestampKeys, type Timestamps } from './timestamps';

export type PromotionDisplay = 'toast' | 'modal';

const MINUTE = 60_000;

/** SPEC §9: first after 0.25 min; a closed toast or modal stays hidden 30 min unless the settings say. */
export const PROMOTION_DEFAULTS = { initialDelayMinutes: 0.25, hiddenMinutes: 30 } as const;

function closedKey(display: PromotionDisplay): string {
  return display === 'toast' ? timestampKeys.toastClosed : timestampKeys.modalClosed;
}

function hiddenMs(settings: CampaignSettings, display: PromotionDisplay): number {
  const minutes = display === 'toast' ? settings.toastShowTime : settings.modalShowTime;
  return (minutes > 0 ? minutes : PROMOTION_DEFAULTS.hiddenMinutes) * MINUTE;
}

export function displayActive(settings: CampaignSettings, display: PromotionDisplay): boolean {
  return settings.isActive && (display === 'toast' ? settings.isToastActive : settings.isModalActive);
}

/** Milliseconds until the display may show again after a close; 0 when it may show now. */
export function hiddenFor(
  settings: CampaignSettings,
  display: PromotionDisplay,
  now: number,
  times: Timestamps,
): number {
  const closedAt = times.get(closedKey(display));
  if (closedAt === null) return 0;
  return Math.max(0, closedAt + hiddenMs(settings, display) - now);
}

export interface PromotionSchedulerDeps {
  loadSettings: () => Promise<CampaignSettings>;
  loadPromotions: () => Promise<Promotion[]>;
  /** Called with the promotions when the display appears, with null when it goes. */
  show: (display: PromotionDisplay, promotions: Promotion[] | null) => void;
  times: Timestamps;
  now?: () => number;
}

export interface PromotionScheduler {
  stop: () => void;
  /** The visitor closed the display: it goes, the time is recorded, it comes back after its show time. */
  close: (display: PromotionDisplay) => void;
}

/**
 * After the initial delay each display (toast, modal) appears when the campaign and that display are
 * active, there are promotions and it was not closed within its show time; a close hides it for that
 * time, then it reappears. Failed loads show nothing.
 */
export function startPromotionScheduler(deps: PromotionSchedulerDeps): PromotionScheduler {
  const now = deps.now ?? Date.now;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  let data: { settings: CampaignSettings; promotions: Promotion[] } | null = null;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };

  const appear = (display: PromotionDisplay) => {
    if (!data || !displayActive(data.settings, display) || data.promotions.length === 0) return;
    const wait = hiddenFor(data.settings, display, now(), deps.times);
    if (wait > 0) later(wait, () => appear(display));
    else deps.show(display, data.promotions);
  };

  const ready = Promise.all([deps.loadSettings(), deps.loadPromotions()]).then(
    ([settings, promotions]) => {
      data = { settings, promotions };
      return settings;
    },
    () => null,
  );
  void ready.then((settings) => {
    if (!settings || stopped || !settings.isActive) return;
    const delay = Math.max(
      0,
      settings.initialDelay >= 0 ? settings.initialDelay : PROMOTION_DEFAULTS.initialDelayMinutes,
    );
    later(delay * MINUTE, () => {
      appear('toast');
      appear('modal');
    });
  });

  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    close(display) {
      deps.times.set(closedKey(display), now());
      deps.show(display, null);
      if (data) later(hiddenMs(data.settings, display), () => appear(display));
    },
  };
}
