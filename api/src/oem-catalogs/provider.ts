import type { AppConfig } from '../config.js';
import type { Database } from '../db/connection.js';
import { createBuiltinProvider } from './builtin/provider.js';
import { createSsdCodec } from './ssd.js';
import type { OemProvider } from './types.js';

/** The built-in catalog (the default). */
export function createOemProvider(_config: AppConfig, db: Database, secret: string): OemProvider {
  return createBuiltinProvider(db, createSsdCodec(secret));
}
