import type { Database } from '../db/connection.js';

/** Folder → the release pages load now; a remote without a row loads its default build. */
export async function activeReleases(db: Database): Promise<Map<string, string>> {
  const rows = await db.selectFrom('remote_releases').select(['folder', 'version']).execute();
  return new Map(rows.map((row) => [row.folder, row.version]));
}

/** Points a remote at a release (`null`: back to its default build). */
export async function setActiveRelease(
  db: Database,
  folder: string,
  version: string | null,
  userId: number,
): Promise<void> {
  if (version === null) {
    await db.deleteFrom('remote_releases').where('folder', '=', folder).execute();
    return;
  }
  await db
    .insertInto('remote_releases')
    .values({ folder, version, switched_by: userId })
    .onConflict((conflict) =>
      conflict.column('folder').doUpdateSet({ version, switched_by: userId, switched_at: new Date() }),
    )
    .execute();
}
