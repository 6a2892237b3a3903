import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';

/**
 * Brings the schema to the latest migration; throws with the failing migration's name. Instances starting at
 * once are safe: Kysely's migrator holds a PostgreSQL advisory lock while it migrates, and the others wait for
 * it, then find nothing left to do. The wait and a migration may outlast the requests' `statement_timeout`,
 * so the connection that migrates has none.
 */
export async function migrateToLatest<T>(db: Kysely<T>, schema: string): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await migrate(connection, schema);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

async function migrate<T>(db: Kysely<T>, schema: string): Promise<string[]> {
  // Migrations are written on parallel branches and numbered per branch: a database that already ran a
  // later-numbered one gets the earlier ones it lacks instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    // The cause's own words too: a test runner or a log that prints only the message still says why.
    const why = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(`Не удалось применить миграции базы данных${name}${why}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
