/** @jest-environment jsdom */
import type { User } from '../types/index.js';
import {
  apiEvents,
  LOGGED_IN_FLAG_KEY,
  REFRESH_TOKEN_KEY,
  SWITCH_USER_KEY,
  TOKEN_KEY,
  userApi,
} from '@shop/shared/api';
import { hadSession, useSession } from './store.js';
import { loginUrl, rememberRedirect, safeRedirect, takeRedirect } from './redirect.js';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  userApi: { current: jest.fn(), logout: jest.fn(), switchUserExit: jest.fn(), updateSettings: jest.fn() },
}));

const user = { id: 1, email: 'retail@example.com', isImpersonated: false } as User;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().clear();
});

test('a guest without a token is resolved without asking the server', async () => {
  await useSession.getState().fetchUser();
  expect(userApi.current).not.toHaveBeenCalled();
  expect(useSession.getState()).toMatchObject({ profile: null, isGuest: true, isResolved: true });
});

const tokens = { token: 'token-1', refreshToken: 'refresh-1' };

test('login stores both tokens, fetches the profile and sets the logged-in flag', async () => {
  jest.mocked(userApi.current).mockResolvedValue(user);
  await useSession.getState().loginWithToken(tokens);
  expect(localStorage.getItem(TOKEN_KEY)).toBe('token-1');
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  expect(useSession.getState()).toMatchObject({ profile: user, isGuest: false, isFetching: false });
  expect(hadSession()).toBe(true);
});

test('a failed fetch only clears isFetching (SPEC §4)', async () => {
  jest.mocked(userApi.current).mockResolvedValue(user);
  await useSession.getState().loginWithToken(tokens);
  jest.mocked(userApi.current).mockRejectedValue(new Error('network'));
  await useSession.getState().fetchUser();
  expect(useSession.getState()).toMatchObject({ profile: user, isFetching: false });
});

test('a 401 while a user is cached logs out and forgets the session', async () => {
  jest.mocked(userApi.current).mockResolvedValue(user);
  await useSession.getState().loginWithToken(tokens);
  apiEvents.unauthorized.emit();
  expect(useSession.getState()).toMatchObject({ profile: null, isGuest: true });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(LOGGED_IN_FLAG_KEY)).toBeNull();
});

test('switching user keeps the email for the header; exit calls the server and returns', async () => {
  jest.mocked(userApi.current).mockResolvedValue(user);
  await useSession.getState().loginWithToken({ token: 'admin-token', refreshToken: 'admin-refresh' });
  await useSession.getState().switchTo('retail@example.com');
  expect(localStorage.getItem(SWITCH_USER_KEY)).toBe('retail@example.com');
  await useSession.getState().exitSwitch();
  expect(userApi.switchUserExit).toHaveBeenCalled();
  expect(localStorage.getItem(SWITCH_USER_KEY)).toBeNull();
  expect(useSession.getState().switchUser).toBeNull();
});

test('redirects after login follow only same-site paths', () => {
  rememberRedirect('/cart?x=1');
  expect(takeRedirect()).toBe('/cart?x=1');
  expect(takeRedirect()).toBe('/');
  rememberRedirect('/auth/login');
  expect(takeRedirect()).toBe('/');
  expect(safeRedirect('//evil.example')).toBe('/');
  expect(safeRedirect('https://evil.example')).toBe('/');
  expect(takeRedirect('/orders')).toBe('/orders');
  expect(loginUrl('/cabinet', true)).toBe('/auth/login?redirect=%2Fcabinet&sessionLost=1');
});

describe('settings update (SPEC §4: optimistic, rolled back on error, then refreshed)', () => {
  const withSettings = { ...user, userSettings: { searchSort: 'price-asc' } } as User;

  async function loggedIn() {
    jest.mocked(userApi.current).mockResolvedValue(withSettings);
    await useSession.getState().loginWithToken(tokens);
    jest.mocked(userApi.current).mockClear();
  }

  test('shows the new settings before the server answers, then refreshes the profile', async () => {
    await loggedIn();
    let answer: (value: User) => void = () => undefined;
    jest.mocked(userApi.updateSettings).mockReturnValue(new Promise<User>((resolve) => (answer = resolve)));
    const saved = {
      ...withSettings,
      userSettings: { searchSort: 'price-asc', searchStockOnly: true },
    } as User;
    const pending = useSession.getState().updateSettings({ searchStockOnly: true });
    expect(useSession.getState().profile?.userSettings).toEqual({
      searchSort: 'price-asc',
      searchStockOnly: true,
    });
    jest.mocked(userApi.current).mockResolvedValue(saved);
    answer(saved);
    await pending;
    expect(userApi.updateSettings).toHaveBeenCalledWith({ searchStockOnly: true });
    expect(userApi.current).toHaveBeenCalledTimes(1);
    expect(useSession.getState().profile).toEqual(saved);
  });

  test('puts the old values back when the server refuses, keeps another change, and throws on', async () => {
    await loggedIn();
    let refuse: (error: Error) => void = () => undefined;
    jest
      .mocked(userApi.updateSettings)
      .mockReturnValueOnce(new Promise<User>((_resolve, reject) => (refuse = reject)));
    jest.mocked(userApi.updateSettings).mockResolvedValueOnce(withSettings);
    // The refresh fails too (the network is down): the rolled-back settings stay.
    jest.mocked(userApi.current).mockRejectedValue(new Error('network'));
    const failing = useSession.getState().updateSettings({ searchSort: null, searchDeliveryTerm: 4 });
    expect(useSession.getState().profile?.userSettings).toEqual({ searchDeliveryTerm: 4 });
    await useSession.getState().updateSettings({ searchStockOnly: true });
    refuse(new Error('500'));
    await expect(failing).rejects.toThrow('500');
    expect(useSession.getState().profile?.userSettings).toEqual({
      searchSort: 'price-asc',
      searchStockOnly: true,
    });
    expect(userApi.current).toHaveBeenCalled();
  });
});
