import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * Keys and sessions (security issue 24): an access token names its session by a random id instead of the
 * sequential one (with a known APP_SECRET a sequential id was guessed in a hundred requests); every
 * refresh token a session has used is remembered, so a used one coming back ends the session it was rotated
 * into; the API key records when and by whom it was issued.
 */
const up: RawBuilder<unknown>[] = [
  // Tokens of live sessions name the old integer id: they are refused, and their refresh tokens renew them.
  sql`alter table sessions add column token_id uuid not null default gen_random_uuid()`,
  sql`create unique index sessions_token_id_idx on sessions (token_id)`,

  sql`create table used_refresh_tokens (
    token_hash text primary key,
    session_id integer not null references sessions(id) on delete cascade,
    used_at timestamptz not null default now()
  )`,
  sql`create index used_refresh_tokens_session_idx on used_refresh_tokens (session_id)`,

  // Keys issued before this migration keep working; their issue is unknown (both null).
  sql`alter table users
    add column api_key_issued_at timestamptz,
    add column api_key_issued_by integer references users(id) on delete set null`,
];

const down: RawBuilder<unknown>[] = [
  sql`alter table users drop column api_key_issued_at, drop column api_key_issued_by`,
  sql`drop table used_refresh_tokens`,
  sql`drop index sessions_token_id_idx`,
  sql`alter table sessions drop column token_id`,
];

export const sessionIdsAndApiKeyIssuers: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
