import type { AppConfig } from './config.js';
import type { Database } from './db/connection.js';
import type { PasswordHasher } from './auth/password.js';
import type { SessionResolver } from './auth/session.js';
import type { Tokens } from './auth/tokens.js';
import type { Mailer } from './mail/mailer.js';
import type { Suppliers } from './vendors/suppliers.js';
import type { PricingSource } from './pricing/source.js';
import type { ItemKeys } from './search/item-key.js';
import type { Suggestions } from './search/suggestions.js';
import type { MediaStore } from './content/media-store.js';

/** What route plugins need, created once per app by `buildApp` (no per-user state in it). */
export interface AppContext {
  config: AppConfig;
  db: Database;
  hasher: PasswordHasher;
  tokens: Tokens;
  sessions: SessionResolver;
  mailer: Mailer;
  /** Remote suppliers: the list and a search through their adapters (simulated ones in demo mode). */
  suppliers: Suppliers;
  /** Price levels, rules and currency rates, cached briefly. */
  pricing: PricingSource;
  /** Signs and reads offer keys. */
  itemKeys: ItemKeys;
  /** Suggestions of the header search, kept briefly. */
  suggestions: Suggestions;
  /** Bytes of media files: a folder or an S3-compatible bucket (`content/media-store.ts`). */
  media: MediaStore;
}

export interface ContextOptions {
  ctx: AppContext;
}
