/** The aftermarket 'Catalogs API' service: on when its address and key are set. */
export interface PartsCatalogConfig {
  url: string | null;
  key: string | null;
  timeoutMs: number;
}

export function loadPartsCatalogConfig(env: Record<string, string | undefined>): PartsCatalogConfig {
  const timeout = Number(env.PARTS_CATALOG_TIMEOUT_MS);
  return {
    url: env.PARTS_CATALOG_URL?.trim().replace(/\/+$/, '') || null,
    key: env.PARTS_CATALOG_KEY?.trim() || null,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 8000,
  };
}
