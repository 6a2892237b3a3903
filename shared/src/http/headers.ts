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
/** The element of a page rendered on the server that holds its `PageData` as JSON (`@shop/shared/ui`, pageData). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The answers a page was rendered with on the server (README.md, 'Pages rendered on the server'), by
 * the id React gives each `useRequest` (`useId`: the same on the server and in the browser's hydration).
 */
export type PageAnswers = Record<string, unknown>;

/**
 * What a page rendered on the server is sent with: the answers, whether it was drawn for a narrow screen
 * (`useIsMobile`), which hydration must start from, and the address of the page drawn when the API followed
 * the asked page's redirect (api/src/static/render.ts). Written by the host's renderer and the API, read by
 * the page.
 */
export interface PageData {
  answers: PageAnswers;
  narrow: boolean;
  location?: string;
}
