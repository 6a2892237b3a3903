import * as cache from './index.js';

describe('cache and time constants (SPEC §9)', () => {
  it('stale times and intervals in ms', () => {
    expect(cache.USER_STALE_TIME).toBe(300_000);
    expect(cache.CONTRACTS_STALE_TIME).toBe(300_000);
    expect(cache.CART_STALE_TIME).toBe(600_000);
    expect(cache.CARS_STALE_TIME).toBe(600_000);
    expect(cache.DELIVERY_ROUTES_STALE_TIME).toBe(600_000);
    expect(cache.CAMPAIGNS_STALE_TIME).toBe(60_000);
    expect(cache.CAMPAIGN_SETTINGS_STALE_TIME).toBe(300_000);
    expect(cache.CONTRACT_REFRESH_INTERVAL).toBe(15_000);
    expect(cache.LONG_REQUEST_TIMEOUT).toBe(600_000);
    expect(cache.SUGGEST_CACHE_TIME).toBe(60_000);
    expect(cache.PRICE_INFO_CACHE_TIME).toBe(60_000);
  });

  it('debounces, toasts, popups and promotions', () => {
    expect(cache.SUGGEST_DEBOUNCE).toBe(500);
    expect(cache.HEADER_SEARCH_DEBOUNCE).toBe(1000);
    expect(cache.CART_AUTOSAVE_DEBOUNCE).toBe(500);
    expect(cache.SCROLL_TO_ERROR_THROTTLE).toBe(10);
    expect(cache.TOAST_DURATION).toBe(3000);
    expect(cache.TOAST_DURATION_SECONDS).toBe(3);
    expect(cache.POPUP_INITIAL_DELAY).toBe(60_000);
    expect(cache.POPUP_CHECK_INTERVAL).toBe(600_000);
    expect(cache.POPUP_MIN_GAP).toBe(1_800_000);
    expect(cache.POPUP_DEFAULT_REPEAT).toBe(86_400_000);
    expect(cache.PROMOTION_INITIAL_DELAY).toBe(15_000);
    expect(cache.PROMOTION_DEFAULT_PERIOD).toBe(1_800_000);
  });

  it('limits and layout', () => {
    expect(cache.HEADER_SEARCH_MIN_CHARS).toBe(2);
    expect(cache.ADDRESS_SUGGEST_MIN_CHARS).toBe(3);
    expect(cache.PASSWORD_MIN_LENGTH).toBe(8);
    expect(cache.BREAKPOINTS).toEqual({ sm: 750, md: 970, lg: 1170 });
    expect(cache.FILTER_DROPDOWN_WIDTH).toBe(550);
    expect(cache.BRAND_THUMB_SIZE).toBe(64);
    expect(cache.VEHICLE_PAGE_SIZE).toBe(100);
  });
});
