/** Laximo's REST service (Laximo.CAT): on when a login and a key are set. */
export interface LaximoConfig {
  login: string | null;
  key: string | null;
  /** Base address; operations are POSTed to `<url>/restApi/v1/<operation>`. */
  url: string;
  timeoutMs: number;
}

export function loadLaximoConfig(env: Record<string, string | undefined>): LaximoConfig {
  const timeout = Number(env.LAXIMO_TIMEOUT_MS);
  return {
    login: env.LAXIMO_LOGIN?.trim() || null,
    key: env.LAXIMO_KEY?.trim() || null,
    url: (env.LAXIMO_URL?.trim() || 'https://ws.laximo.ru').replace(/\/+$/, ''),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 8000,
  };
}
