/** @jest-environment jsdom */
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, REFRESH_URL } from './client.js';
import { apiEvents } from './events.js';
import { REFRESH_TOKEN_KEY, SWITCH_USER_KEY, TOKEN_KEY } from './storage.js';

interface Sent {
  url: string;
  token: string | null;
  switchUser: string | null;
  body: unknown;
}

/**
 * A fake API: access tokens in `valid` are accepted; the refresh call exchanges `refreshable` once for
 * the next pair. Every request is recorded.
 */
function fakeApi(options: { refreshable?: string; refreshDelayMs?: number } = {}) {
  const sent: Sent[] = [];
  const valid = new Set<string>();
  let refreshable = options.refreshable ?? null;
  let issued = 0;
  const original = apiClient.defaults.adapter;
  const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown) => {
    const headers = new AxiosHeaders();
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = async (config) => {
    const auth = config.headers.get('X-Authorization');
    const token = typeof auth === 'string' ? auth.replace('Bearer ', '') : null;
    const switchUser = config.headers.get('X-Switch-User');
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    sent.push({
      url: config.url ?? '',
      token,
      switchUser: typeof switchUser === 'string' ? switchUser : null,
      body,
    });
    if (config.url === REFRESH_URL) {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 0));
      const presented = (body as { refreshToken?: string }).refreshToken;
      if (!refreshable || presented !== refreshable) return reply(config, 401, { code: 401 });
      issued += 1;
      refreshable = `refresh-${issued}`;
      valid.add(`access-${issued}`);
      return reply(config, 200, { token: `access-${issued}`, refreshToken: refreshable });
    }
    if (token && valid.has(token)) return reply(config, 200, { ok: true });
    return reply(config, 401, { code: 401, message: 'Сессия истекла или недействительна, войдите снова' });
  };
  return { sent, restore: () => (apiClient.defaults.adapter = original) };
}

let unauthorized: jest.Mock;
let unsubscribe: () => void;
beforeEach(() => {
  localStorage.clear();
  unauthorized = jest.fn();
  unsubscribe = apiEvents.unauthorized.subscribe(unauthorized);
});
afterEach(() => unsubscribe());

test('an expired access token is refreshed once and the request repeated with the new one', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-0');
  const api = fakeApi({ refreshable: 'refresh-0' });
  try {
    await expect(apiClient.get('/api/user').then((r) => r.data)).resolves.toEqual({ ok: true });
    expect(api.sent.map((request) => [request.url, request.token])).toEqual([
      ['/api/user', 'expired'],
      [REFRESH_URL, 'expired'],
      ['/api/user', 'access-1'],
    ]);
    expect(api.sent[1]?.body).toEqual({ refreshToken: 'refresh-0' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(unauthorized).not.toHaveBeenCalled();
  } finally {
    api.restore();
  }
});

test('parallel requests that get 401 share one refresh (the refresh token works once)', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-0');
  const api = fakeApi({ refreshable: 'refresh-0', refreshDelayMs: 20 });
  try {
    const answers = await Promise.all(
      ['/api/user', '/api/v2/cart', '/api/orders', '/api/user/curators'].map((url) => apiClient.get(url)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(api.sent.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
    expect(api.sent.filter((request) => request.token === 'access-1')).toHaveLength(4);
    expect(unauthorized).not.toHaveBeenCalled();
  } finally {
    api.restore();
  }
});

test('a request that got 401 after another one refreshed is repeated without a second refresh', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-0');
  const api = fakeApi({ refreshable: 'refresh-0' });
  try {
    await apiClient.get('/api/user');
    localStorage.setItem(TOKEN_KEY, 'access-1');
    await expect(apiClient.get('/api/orders')).resolves.toMatchObject({ status: 200 });
    expect(api.sent.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
  } finally {
    api.restore();
  }
});

test('when the refresh fails the session is lost: one unauthorized event, the 401 rejects', async () => {
  localStorage.setItem(TOKEN_KEY, 'revoked');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-of-a-revoked-session');
  const api = fakeApi();
  try {
    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.sent.map((request) => request.url)).toEqual(['/api/user', REFRESH_URL]);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  } finally {
    api.restore();
  }
});

test('without a refresh token, or for a guest, a 401 is the lost session at once', async () => {
  const api = fakeApi();
  try {
    localStorage.setItem(TOKEN_KEY, 'old-7-day-token');
    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ response: { status: 401 } });
    localStorage.clear();
    await expect(apiClient.post('/api/login_check', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.sent.map((request) => request.url)).toEqual(['/api/user', '/api/login_check']);
    expect(unauthorized).toHaveBeenCalledTimes(2);
  } finally {
    api.restore();
  }
});

test('an admin acting as a customer keeps X-Switch-User on the repeated request', async () => {
  localStorage.setItem(TOKEN_KEY, 'expired');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-0');
  localStorage.setItem(SWITCH_USER_KEY, 'retail@example.com');
  const api = fakeApi({ refreshable: 'refresh-0' });
  try {
    await apiClient.post('/api/user/edit', { lastName: 'Иванов' });
    const repeated = api.sent.at(-1);
    expect(repeated).toMatchObject({
      url: '/api/user/edit',
      token: 'access-1',
      switchUser: 'retail@example.com',
      body: { lastName: 'Иванов' },
    });
  } finally {
    api.restore();
  }
});
