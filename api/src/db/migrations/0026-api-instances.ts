import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * Work that outlives a crash is visible (issue 24 §6): every running API instance keeps a row in
 * `api_instances` and renews `seen_at` while it lives (`instances/liveness.ts`); a price-list import names the
 * instance running it, and one whose instance is gone is marked 'interrupted' instead of staying 'running'.
 * Imports left running before this migration have no instance: the first start marks them.
 */
const up: RawBuilder<unknown>[] = [
  sql`create table api_instances (
    id text primary key,
    started_at timestamptz not null default now(),
    seen_at timestamptz not null default now()
  )`,
  sql`alter table price_list_imports add column instance_id text`,
  sql`alter table price_list_imports drop constraint price_list_imports_status_check`,
  sql`alter table price_list_imports add constraint price_list_imports_status_check
    check (status in ('running', 'done', 'failed', 'interrupted'))`,
];

const down: RawBuilder<unknown>[] = [
  sql`update price_list_imports set status = 'failed' where status = 'interrupted'`,
  sql`alter table price_list_imports drop constraint price_list_imports_status_check`,
  sql`alter table price_list_imports add constraint price_list_imports_status_check
    check (status in ('running', 'done', 'failed'))`,
  sql`alter table price_list_imports drop column instance_id`,
  sql`drop table api_instances`,
];

export const apiInstances: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
