import { POPUP_TIMING, closePopup, pickPopup, startPopupScheduler, type Popup } from './popups';
import { startPromotionScheduler, type PromotionDisplay } from './promotions';
import type { CampaignSettings, Promotion } from '@shop/shared';
import { timestampKeys, type Timestamps } from './timestamps';

const MINUTE = 60_000;

function memoryTimes(): Timestamps & { values: Map<string, number> } {
  const values = new Map<string, number>();
  return { values, get: (key) => values.get(key) ?? null, set: (key, time) => void values.set(key, time) };
}

const popup = (id: number, showPopupInterval = 24): Popup => ({
  id,
  title: `Окно ${id}`,
  content: '<p>Текст</p>',
  mainImage: null,
  showPopupInterval,
});

/** Lets the scheduler's resolved loads run between fake-timer steps. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('popups (SPEC §4, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the first popup after 60 s, not before', async () => {
    const show = jest.fn();
    const stop = startPopupScheduler({
      load: async () => [popup(1)],
      show,
      isOpen: () => false,
      times: memoryTimes(),
    });
    await settle();
    jest.advanceTimersByTime(59_999);
    expect(show).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledWith(popup(1));
    stop();
  });

  it('checks every 10 min but shows at most one popup per 30 min', async () => {
    const show = jest.fn();
    const times = memoryTimes();
    const stop = startPopupScheduler({
      load: async () => [popup(1), popup(2)],
      show: (shown: Popup) => {
        show(shown.id);
        closePopup(shown, times, Date.now());
      },
      isOpen: () => false,
      times,
      random: () => 0,
    });
    await settle();
    jest.advanceTimersByTime(POPUP_TIMING.firstCheckMs);
    expect(show).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * MINUTE);
    jest.advanceTimersByTime(10 * MINUTE);
    expect(show).toHaveBeenCalledTimes(1); // 20 min since the first: within the 30 min gap
    jest.advanceTimersByTime(10 * MINUTE);
    expect(show).toHaveBeenCalledTimes(2); // 30 min: the other popup (the first is within its 24 h)
    expect(show).toHaveBeenNthCalledWith(2, 2);
    jest.advanceTimersByTime(60 * MINUTE);
    expect(show).toHaveBeenCalledTimes(2); // both closed within their 24 h
    stop();
  });

  it('a closed popup comes back after its own interval (default 24 h), one picked at random', () => {
    const times = memoryTimes();
    const now = Date.now();
    closePopup(popup(1, 2), times, now);
    closePopup(popup(2), times, now);
    expect(pickPopup([popup(1, 2), popup(2)], now + 2 * 60 * MINUTE - 1, times)).toBeNull();
    expect(pickPopup([popup(1, 2), popup(2)], now + 2 * 60 * MINUTE, times)?.id).toBe(1);
    expect(pickPopup([popup(2, 0)], now + 24 * 60 * MINUTE, times)?.id).toBe(2);
    expect(pickPopup([popup(3), popup(4)], now, memoryTimes(), () => 0.99)?.id).toBe(4);
  });

  it('refetches the list every 30 min and never shows over an open popup', async () => {
    const load = jest.fn(async () => [popup(1)]);
    const show = jest.fn();
    const stop = startPopupScheduler({ load, show, isOpen: () => true, times: memoryTimes() });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(30 * MINUTE);
    expect(load).toHaveBeenCalledTimes(2);
    expect(show).not.toHaveBeenCalled();
    stop();
    jest.advanceTimersByTime(60 * MINUTE);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const settings = (changes: Partial<CampaignSettings> = {}): CampaignSettings => ({
  isActive: true,
  isToastActive: true,
  isModalActive: true,
  toastShowTime: 30,
  modalShowTime: 60,
  initialDelay: 0.25,
  toastChangeTime: 10,
  toastWidth: 360,
  ...changes,
});
const promotion: Promotion = {
  id: 7,
  slug: 'masla',
  title: 'Масла −10 %',
  description: '',
  image: null,
  discount: 0.1,
  startAt: '2026-11-01T00:00:00Z',
  endAt: '2026-12-31T00:00:00Z',
};

describe('promotion toast and modal (SPEC §4, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  function start(campaign: CampaignSettings, times = memoryTimes(), promotions = [promotion]) {
    const shown: [PromotionDisplay, boolean][] = [];
    const scheduler = startPromotionScheduler({
      loadSettings: async () => campaign,
      loadPromotions: async () => promotions,
      times,
      show: (display, list) => shown.push([display, list !== null]),
    });
    return { scheduler, shown, times };
  }

  it('shows the toast and the modal after the initial delay (0.25 min)', async () => {
    const { shown, scheduler } = start(settings());
    await settle();
    jest.advanceTimersByTime(15_000 - 1);
    expect(shown).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([
      ['toast', true],
      ['modal', true],
    ]);
    scheduler.stop();
  });

  it('a closed toast stays hidden for its show time, records the time, then reappears', async () => {
    const { shown, scheduler, times } = start(settings());
    await settle();
    jest.advanceTimersByTime(15_000);
    scheduler.close('toast');
    expect(times.values.get(timestampKeys.toastClosed)).toBe(Date.now());
    expect(shown.at(-1)).toEqual(['toast', false]);
    jest.advanceTimersByTime(30 * MINUTE - 1);
    expect(shown.filter(([display, visible]) => display === 'toast' && visible)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown.at(-1)).toEqual(['toast', true]);
    scheduler.close('modal');
    jest.advanceTimersByTime(60 * MINUTE);
    expect(shown.at(-1)).toEqual(['modal', true]);
    scheduler.stop();
  });

  it('a close stored by an earlier visit keeps the display away until its time is over', async () => {
    const times = memoryTimes();
    times.set(timestampKeys.modalClosed, Date.now() - 50 * MINUTE);
    const { shown, scheduler } = start(settings(), times);
    await settle();
    jest.advanceTimersByTime(15_000);
    expect(shown).toEqual([['toast', true]]);
    jest.advanceTimersByTime(10 * MINUTE - 15_000);
    expect(shown.at(-1)).toEqual(['modal', true]);
    scheduler.stop();
  });

  it('shows nothing when the campaign, a display type or the promotions are off', async () => {
    for (const [campaign, promotions, expected] of [
      [settings({ isActive: false }), [promotion], []],
      [settings({ isToastActive: false }), [promotion], [['modal', true]]],
      [settings({ isModalActive: false }), [promotion], [['toast', true]]],
      [settings(), [], []],
    ] as const) {
      const { shown, scheduler } = start(campaign, memoryTimes(), [...promotions]);
      await settle();
      jest.advanceTimersByTime(24 * 60 * MINUTE);
      expect(shown).toEqual(expected);
      scheduler.stop();
    }
  });
});
