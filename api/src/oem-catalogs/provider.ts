import type { AppConfig } from '../config.js';
import type { Database } from '../db/connection.js';
import { createBuiltinProvider } from './builtin/provider.js';
import { createLaximoCall } from './laximo/client.js';
import { createLaximoProvider } from './laximo/provider.js';
import { createPartsCatalog, type PartsCatalog } from './parts-catalog.js';
import { createRemotePartsCatalog } from './parts-catalog-remote.js';
import { createSsdCodec } from './ssd.js';
import type { OemProvider } from './types.js';

/** Laximo's service when its login and key are set; otherwise the built-in catalog (the default). */
export function createOemProvider(config: AppConfig, db: Database, secret: string): OemProvider {
  const { laximo } = config;
  if (laximo.login && laximo.key) return createLaximoProvider(createLaximoCall(laximo));
  return createBuiltinProvider(db, createSsdCodec(secret));
}

/** The remote 'Catalogs API' when its address and key are set; otherwise the OEM provider's data. */
export function createPartsCatalogSource(config: AppConfig, provider: OemProvider): PartsCatalog {
  const { partsCatalog } = config;
  if (partsCatalog.url && partsCatalog.key) return createRemotePartsCatalog(partsCatalog);
  return createPartsCatalog(provider);
}
