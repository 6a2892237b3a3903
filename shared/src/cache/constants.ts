/**
 * Cache, timing and layout constants of SPEC §9 (and the input limits of SPEC §5) in one place.
 * Every duration is in milliseconds unless its name says otherwise (`…_SECONDS`, `…_MINUTES`, `…_HOURS`).
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------
// Query cache (stale times, refresh intervals, retries)
// ---------------------------------------------------------------------------

/** `GET /api/user`. */
export const USER_STALE_TIME = 5 * MINUTE;
/** `GET /api/contracts/load`. */
export const CONTRACTS_STALE_TIME = 5 * MINUTE;
/** The contract list is refetched every 15 s. */
export const CONTRACT_REFRESH_INTERVAL = 15 * SECOND;
/** Cart list: stale 10 min, retry once, no refetch on window focus, only queried with a user. */
export const CART_STALE_TIME = 10 * MINUTE;
export const CART_RETRY = 1;
export const CART_REFETCH_ON_WINDOW_FOCUS = false;
/** Garage (cars). */
export const CARS_STALE_TIME = 10 * MINUTE;
export const CARS_RETRY = 1;
/** `GET /api/delivery/routes`. */
export const DELIVERY_ROUTES_STALE_TIME = 10 * MINUTE;
/** Promotion campaigns. */
export const CAMPAIGNS_STALE_TIME = 1 * MINUTE;
export const CAMPAIGNS_RETRY = 1;
/** `GET /api/actions_campaign/settings`. */
export const CAMPAIGN_SETTINGS_STALE_TIME = 5 * MINUTE;
/** Any other query ("other queries 1–5 min"): the lower bound. */
export const DEFAULT_STALE_TIME = 1 * MINUTE;
/** Upper bound for other queries (dictionaries that rarely change). */
export const DICTIONARY_STALE_TIME = 5 * MINUTE;
/** Suggestion responses (`/api/dadata/…/suggest`, part suggestions) are cached 60 s. */
export const SUGGEST_CACHE_TIME = 60 * SECOND;
/** `GET /api/v2/offer/price-calculation-info/{id}` is cached 60 s. */
export const PRICE_INFO_CACHE_TIME = 60 * SECOND;

// ---------------------------------------------------------------------------
// Request timeouts
// ---------------------------------------------------------------------------

/** `GET /api/contracts/{number}/show` and `GET /api/pricelist/download.{format}`. */
export const LONG_REQUEST_TIMEOUT = 10 * MINUTE;

// ---------------------------------------------------------------------------
// Debounce / throttle
// ---------------------------------------------------------------------------

/** Suggest inputs search after a 500 ms pause. */
export const SUGGEST_DEBOUNCE = 500;
/** Header search waits 1 s. */
export const HEADER_SEARCH_DEBOUNCE = 1000;
/** Cart row edits are saved 500 ms after the last change. */
export const CART_AUTOSAVE_DEBOUNCE = 500;
/** Scroll to (and focus) the first invalid field after a failed submit, throttled. */
export const SCROLL_TO_ERROR_THROTTLE = 10;

// ---------------------------------------------------------------------------
// Input limits (SPEC §5)
// ---------------------------------------------------------------------------

/** Suggest inputs: default minimum query length. */
export const SUGGEST_MIN_CHARS = 1;
/** Address suggest. */
export const ADDRESS_SUGGEST_MIN_CHARS = 3;
/** Header search. */
export const HEADER_SEARCH_MIN_CHARS = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const VIN_LENGTH = 17;

// ---------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------

/** Toasts (and notifications) disappear after 3 s. */
export const TOAST_DURATION = 3 * SECOND;
/** The same in seconds, the unit antd `message`/`notification` expect for `duration`. */
export const TOAST_DURATION_SECONDS = TOAST_DURATION / SECOND;

// ---------------------------------------------------------------------------
// Popup posts (SPEC §4)
// ---------------------------------------------------------------------------

/** The first popup is considered 60 s after the page opened. */
export const POPUP_INITIAL_DELAY = 60 * SECOND;
/** Eligibility is re-checked every 10 min. */
export const POPUP_CHECK_INTERVAL = 10 * MINUTE;
/** At most one popup per 30 min. */
export const POPUP_MIN_GAP = 30 * MINUTE;
/** `GET /api/posts/popups` is refetched every 30 min. */
export const POPUP_LIST_REFETCH_INTERVAL = 30 * MINUTE;
/** Default `showPopupInterval` of a popup post, in hours (the field's unit). */
export const POPUP_DEFAULT_REPEAT_HOURS = 24;
export const POPUP_DEFAULT_REPEAT = POPUP_DEFAULT_REPEAT_HOURS * HOUR;

// ---------------------------------------------------------------------------
// Promotions (SPEC §4: settings are expressed in minutes)
// ---------------------------------------------------------------------------

/** Default `initialDelay` of the campaign settings, in minutes. */
export const PROMOTION_INITIAL_DELAY_MINUTES = 0.25;
export const PROMOTION_INITIAL_DELAY = PROMOTION_INITIAL_DELAY_MINUTES * MINUTE;
/** Default `toastShowTime`/`modalShowTime` (hidden period after close), in minutes. */
export const PROMOTION_DEFAULT_PERIOD_MINUTES = 30;
export const PROMOTION_DEFAULT_PERIOD = PROMOTION_DEFAULT_PERIOD_MINUTES * MINUTE;

// ---------------------------------------------------------------------------
// Lists and layout
// ---------------------------------------------------------------------------

/** `GET /api/v2/cars`: page 1, perPage 100. */
export const VEHICLE_PAGE_SIZE = 100;
/** Width of the search filter dropdown, px. */
export const FILTER_DROPDOWN_WIDTH = 550;
/** Option lists: each row is 3 em high, 5 rows visible by default. */
export const OPTIONS_LIST_ROW_HEIGHT_EM = 3;
export const OPTIONS_LIST_DEFAULT_ROWS = 5;
/** Maximum height of the suggestion dropdown (CSS value). */
export const SUGGESTION_DROPDOWN_MAX_HEIGHT = '50vh';
/** Amount badges show `9+` above this number. */
export const AMOUNT_BADGE_MAX = 9;
/** Brand thumbnails are 64×64 px. */
export const BRAND_THUMB_SIZE = 64;
/** Responsive breakpoints, px (min-width). */
export const BREAKPOINTS = { sm: 750, md: 970, lg: 1170 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** Base font size, px. */
export const BASE_FONT_SIZE = 16;
/** Price list download formats (`GET /api/pricelist/download.{format}`). */
export const PRICE_LIST_FORMATS = ['xlsx', 'txt'] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];
