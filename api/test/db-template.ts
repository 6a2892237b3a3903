// Seeded template databases for the suites on PGlite: `test/run.ts` migrates and seeds once per run and
// writes each stage as a dump of the data folder; a suite's database starts from the dump (about 1.5 s)
// instead of initdb, 22 migrations and the seed (about 5 s, more with the demo catalog).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/demo/seed.js';
import { seedDemoCatalog } from '../src/demo/catalog/seed.js';
import { createPasswordHasher } from '../src/auth/password.js';

/** What a suite's database holds: the schema only, the demo accounts and orders, or those and the demo catalog. */
export type TemplateKind = 'migrated' | 'demo' | 'catalog';

/** The folder of the dumps, set by `test/run.ts`; a suite run by hand without it migrates and seeds itself. */
const TEMPLATES_ENV = 'SHOP_TEST_PGLITE_TEMPLATES';

/** Fast argon2 for tests; the production defaults are in config.ts. */
export const fastHash = { memoryCost: 4096, timeCost: 2, parallelism: 1 };

/** Writes `<kind>.tar` of every kind into `dir` and returns the environment that points suites at them. */
export async function writePgliteTemplates(dir: string): Promise<Record<string, string>> {
  const handle = await openDatabase({ databaseUrl: null, databaseSchema: null, dataDir: 'memory://' });
  const pglite = handle.pglite;
  if (!pglite) throw new Error('PGlite expected');
  const dump = async (kind: TemplateKind) =>
    writeFile(join(dir, `${kind}.tar`), Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await migrateToLatest(handle.db, handle.schema);
  await dump('migrated');
  await seedDemoData(handle.db, createPasswordHasher(fastHash));
  await dump('demo');
  await seedDemoCatalog(handle.db);
  await dump('catalog');
  await handle.db.destroy();
  return { [TEMPLATES_ENV]: dir };
}

/** The dump a suite's PGlite starts from, or null when the run made none. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob | null> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return null;
  return new Blob([await readFile(join(dir, `${kind}.tar`))]);
}
