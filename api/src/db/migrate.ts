import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>, schema: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Не удалось применить миграции базы данных${name}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
