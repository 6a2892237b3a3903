/** Header names of SPEC §7, used by the API client and the API alike. */
export const AUTH_HEADER = 'X-Authorization';
export const SWITCH_USER_HEADER = 'X-Switch-User';
export const DEVICE_HEADER = 'X-User';
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
/** Sent by the API on every response; the page compares it with its own build (SPEC §4 app update). */
export const APP_VERSION_HEADER = 'X-App-Version';
/** Query value of `GET /?_switch_user=_exit` (SPEC §7). */
export const SWITCH_USER_EXIT = '_exit';
/**
 * Cookie the page keeps while it holds a session's token (`1`): the API renders pages on the server only
 * for guests (README.md, 'Pages rendered on the server'), since a signed-in user's view needs the token, which only the page has.
 */
export const SIGNED_IN_COOKIE = 'signedIn';
/** The element of a page rendered on the server that holds its answers as JSON (`@shop/shared/ui`, pageData). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
