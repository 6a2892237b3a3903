import { create } from 'zustand';
// Other folders of the package by its name, so that a federated page shares one copy of each.
import {
  apiEvents,
  LOGGED_IN_FLAG_KEY,
  local,
  markSignedIn,
  REFRESH_TOKEN_KEY,
  storeTokens,
  SWITCH_USER_KEY,
  TOKEN_KEY,
  userApi,
} from '@shop/shared/api';
import type { TokenResponse, User, UserSettings, UserSettingsPatch } from '../types/index.js';

/** The user state machine of SPEC §4: guest → fetching → profile; one store for the whole page. */
export interface SessionState {
  profile: User | null;
  isGuest: boolean;
  isFetching: boolean;
  /** True once the first fetch has answered, so guards do not bounce a user whose profile is loading. */
  isResolved: boolean;
  /** E-mail of the user an admin has switched into. */
  switchUser: string | null;
  fetchUser: () => Promise<User | null>;
  /** Keeps the tokens of a new session (login, registration, password reset) and loads the profile. */
  loginWithToken: (tokens: TokenResponse) => Promise<User | null>;
  logout: () => Promise<void>;
  clear: () => void;
  switchTo: (email: string) => Promise<User | null>;
  exitSwitch: () => Promise<User | null>;
  /**
   * SPEC §4: the profile shows the new settings at once, gets back the old values of these settings when the
   * server refuses (the error is thrown on), then is fetched again either way.
   */
  updateSettings: (patch: UserSettingsPatch) => Promise<void>;
}

/** `settings` with `patch` applied: `null` removes a setting. */
function patched(settings: UserSettings, patch: UserSettingsPatch): UserSettings {
  const next: UserSettings = { ...settings };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The values `before` had for the settings `patch` names, as a patch that puts them back. */
function undo(before: UserSettings, patch: UserSettingsPatch): UserSettings {
  const restore: UserSettings = {};
  for (const key of Object.keys(patch)) restore[key] = before[key] ?? null;
  return restore;
}

export const useSession = create<SessionState>((set, get) => ({
  profile: null,
  isGuest: true,
  isFetching: false,
  // Without a token the visitor is a guest from the start: guest-only pages render at once, and a page
  // rendered on the server (a guest's view, where storage is empty) hydrates with the same state.
  isResolved: !local.get(TOKEN_KEY),
  switchUser: local.get(SWITCH_USER_KEY),

  async fetchUser() {
    if (!local.get(TOKEN_KEY)) {
      get().clear();
      return null;
    }
    // Sessions from before the cookie existed get it on their next page load.
    markSignedIn(true);
    set({ isFetching: true });
    try {
      const profile = await userApi.current();
      if (profile) local.set(LOGGED_IN_FLAG_KEY, '1');
      set({ profile, isGuest: !profile, isFetching: false, isResolved: true });
      return profile;
    } catch {
      set({ isFetching: false, isResolved: true });
      return get().profile;
    }
  },

  async loginWithToken(tokens) {
    storeTokens(tokens);
    local.remove(SWITCH_USER_KEY);
    set({ switchUser: null });
    return get().fetchUser();
  },

  async logout() {
    try {
      if (local.get(TOKEN_KEY)) await userApi.logout();
    } finally {
      get().clear();
    }
  },

  clear() {
    markSignedIn(false);
    local.remove(TOKEN_KEY);
    local.remove(REFRESH_TOKEN_KEY);
    local.remove(SWITCH_USER_KEY);
    local.remove(LOGGED_IN_FLAG_KEY);
    set({ profile: null, isGuest: true, isFetching: false, isResolved: true, switchUser: null });
  },

  async switchTo(email) {
    local.set(SWITCH_USER_KEY, email);
    set({ switchUser: email });
    return get().fetchUser();
  },

  async exitSwitch() {
    try {
      await userApi.switchUserExit();
    } finally {
      local.remove(SWITCH_USER_KEY);
      set({ switchUser: null });
    }
    return get().fetchUser();
  },

  async updateSettings(patch) {
    const before = get().profile;
    if (!before) return;
    set({ profile: { ...before, userSettings: patched(before.userSettings, patch) } });
    try {
      await userApi.updateSettings(patch);
    } catch (error) {
      // Only this change is undone: another setting changed meanwhile keeps its new value.
      const current = get().profile;
      if (current?.id === before.id) {
        set({
          profile: {
            ...current,
            userSettings: patched(current.userSettings, undo(before.userSettings, patch)),
          },
        });
      }
      throw error;
    } finally {
      await get().fetchUser();
    }
  },
}));

/**
 * SPEC §4: a 401 while a user is cached logs the user out and clears the caches (the API client emits it
 * only after a refresh of the session failed).
 */
apiEvents.unauthorized.subscribe(() => {
  if (useSession.getState().profile) useSession.getState().clear();
});

/** Whether this browser had a session before (the logged-in flag), to tell a lost session from a guest. */
export function hadSession(): boolean {
  return local.get(LOGGED_IN_FLAG_KEY) === '1';
}
