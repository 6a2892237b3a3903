import type { AppConfig } from '../config.js';
import type { Database } from '../db/connection.js';
import { createBuiltinProvider } from './builtin/provider.js';
import { createLaximoCall } from './laximo/client.js';
import { createLaximoProvider } from './laximo/provider.js';
import { createSsdCodec } from './ssd.js';
import type { OemProvider } from './types.js';

/** Laximo's service when its login and key are set; otherwise the built-in catalog (the default). */
export function createOemProvider(config: AppConfig, db: Database, secret: string): OemProvider {
  const { laximo } = config;
  if (laximo.login && laximo.key) return createLaximoProvider(createLaximoCall(laximo));
  return createBuiltinProvider(db, createSsdCodec(secret));
}
