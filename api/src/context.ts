import type { AppConfig } from './config.js';
import type { Database } from './db/connection.js';
import type { PasswordHasher } from './auth/password.js';
import type { SessionResolver } from './auth/session.js';
import type { Tokens } from './auth/tokens.js';
import type { Mailer } from './mail/mailer.js';

/** What route plugins need, created once per app by `buildApp` (no per-user state in it). */
export interface AppContext {
  config: AppConfig;
  db: Database;
  hasher: PasswordHasher;
  tokens: Tokens;
  sessions: SessionResolver;
  mailer: Mailer;
}

export interface ContextOptions {
  ctx: AppContext;
}
