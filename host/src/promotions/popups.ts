import { timestampKeys, type Timestamps } from './timestamps';

/** A popup post (SPEC §3): shown again to the same browser after `showPopupInterval` hours. */
export interface Popup {
  id: number;
  title: string;
  content: string;
  mainImage: string | null;
  showPopupInterval: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** SPEC §4, §9: first after 60 s, checked every 10 min, at most one per 30 min, list refetched every 30 min. */
export const POPUP_TIMING = {
  firstCheckMs: 60_000,
  checkEveryMs: 10 * MINUTE,
  minGapMs: 30 * MINUTE,
  refetchEveryMs: 30 * MINUTE,
  defaultIntervalHours: 24,
} as const;

/** Popups not shown (closed) within their interval. */
export function eligiblePopups(popups: readonly Popup[], now: number, times: Timestamps): Popup[] {
  return popups.filter((popup) => {
    const closedAt = times.get(timestampKeys.popupShown(popup.id));
    const hours = popup.showPopupInterval > 0 ? popup.showPopupInterval : POPUP_TIMING.defaultIntervalHours;
    return closedAt === null || now - closedAt >= hours * HOUR;
  });
}

/** The popup to show now, picked at random among the eligible; none within 30 min of the last one. */
export function pickPopup(
  popups: readonly Popup[],
  now: number,
  times: Timestamps,
  random: () => number = Math.random,
): Popup | null {
  const last = times.get(timestampKeys.popupLast);
  if (last !== null && now - last < POPUP_TIMING.minGapMs) return null;
  const eligible = eligiblePopups(popups, now, times);
  if (eligible.length === 0) return null;
  return eligible[Math.floor(random() * eligible.length)] ?? null;
}

export interface PopupSchedulerDeps {
  load: () => Promise<Popup[]>;
  show: (popup: Popup) => void;
  /** Whether a popup is open now: no second one on top of it. */
  isOpen: () => boolean;
  times: Timestamps;
  now?: () => number;
  random?: () => number;
}

/** Runs the popup clock; returns its stop. A failed list load keeps the last list (none at first). */
export function startPopupScheduler(deps: PopupSchedulerDeps): () => void {
  const now = deps.now ?? Date.now;
  let popups: Popup[] = [];
  let stopped = false;
  const load = () =>
    deps.load().then(
      (list) => {
        if (!stopped) popups = list;
      },
      () => undefined,
    );
  const check = () => {
    if (stopped || deps.isOpen()) return;
    const popup = pickPopup(popups, now(), deps.times, deps.random);
    if (!popup) return;
    deps.times.set(timestampKeys.popupLast, now());
    deps.show(popup);
  };
  void load();
  const refetch = setInterval(() => void load(), POPUP_TIMING.refetchEveryMs);
  let every: ReturnType<typeof setInterval> | null = null;
  const first = setTimeout(() => {
    check();
    every = setInterval(check, POPUP_TIMING.checkEveryMs);
  }, POPUP_TIMING.firstCheckMs);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(refetch);
    if (every) clearInterval(every);
  };
}

/** Closing a popup records the time: it stays away for its interval. */
export function closePopup(popup: Popup, times: Timestamps, now: number = Date.now()): void {
  times.set(timestampKeys.popupShown(popup.id), now);
}
