// Probes of a benchmark's database sessions, told apart by `application_name` (PGAPPNAME): how long they sat
// idle in a transaction, and the CPU their server backends used (from /proc: the server on this machine).
import { sql } from 'kysely';
import type { Database } from '../src/db/connection.js';
import { ownCpuMs } from './load-tools.js';

/** What the sampler of `pg_stat_activity` saw of the API's sessions during the run. */
export interface SessionStates {
  samples: number;
  /** Sum over samples of sessions idle in a transaction, and of sessions running a statement. */
  idleInTransaction: number;
  active: number;
  /** Longest time one session was seen idle in a transaction, ms. */
  longestIdleMs: number;
}

/**
 * Samples the states of the database sessions named `applicationName` every `everyMs` until
 * `stop` is aborted. Mean sessions idle in a transaction × run time = the idle-in-transaction time of the run
 * (Little's law); the pool has 10 sessions, so this is also the share of the pool that waited on Node.
 */
export async function sampleSessionStates(
  db: Database,
  applicationName: string,
  everyMs: number,
  stop: AbortSignal,
): Promise<SessionStates> {
  const states: SessionStates = { samples: 0, idleInTransaction: 0, active: 0, longestIdleMs: 0 };
  while (!stop.aborted) {
    const { rows } = await sql<{ idle: number; active: number; longest: number }>`
      select count(*) filter (where state = 'idle in transaction')::int as idle,
        count(*) filter (where state = 'active')::int as active,
        coalesce(max(extract(epoch from clock_timestamp() - state_change) * 1000)
          filter (where state = 'idle in transaction'), 0)::float8 as longest
      from pg_stat_activity
      where datname = current_database() and application_name = ${applicationName}`.execute(db);
    const row = rows[0];
    if (row) {
      states.samples += 1;
      states.idleInTransaction += row.idle;
      states.active += row.active;
      states.longestIdleMs = Math.max(states.longestIdleMs, row.longest);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return states;
}

/** CPU ms of the sessions named `applicationName` so far, by backend pid (those this machine can see). */
export async function backendsCpuMs(db: Database, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and application_name = ${applicationName}`.execute(db);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = ownCpuMs(pid, 'postgres');
    if (!Number.isNaN(ms)) cpu.set(pid, ms);
  }
  return cpu;
}
