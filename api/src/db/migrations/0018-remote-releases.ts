import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The runtime registry's switch (issue 11 §2): the release of a remote that pages load, by its folder.
 * No row = the remote's default build (`/mf/<folder>/`). Each switch is also written to `audit_log`.
 */
export const remoteReleases: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table remote_releases (
      folder text primary key,
      version text not null,
      switched_at timestamptz not null default now(),
      switched_by integer references users(id) on delete set null
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table remote_releases`.execute(db);
  },
};
