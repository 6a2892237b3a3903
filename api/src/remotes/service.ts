import { remoteDefaults } from '@shop/shared/federation';
import { recordAudit } from '../auth/queries.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/connection.js';
import { HttpError, notFound } from '../errors/http-error.js';
import { activeReleases, setActiveRelease } from './queries.js';
import { releaseExists, releasesOf } from './releases.js';

/** The release each switched remote serves now (folder → version); remotes not in it serve their own build. */
export function currentReleases(db: Database): Promise<Map<string, string>> {
  return activeReleases(db);
}

export interface RemoteReleaseState {
  name: string;
  folder: string;
  /** The release pages load; null = the default build at `/mf/<folder>/`. */
  active: string | null;
  available: string[];
}

export async function listRemoteReleases(ctx: AppContext): Promise<RemoteReleaseState[]> {
  const active = await activeReleases(ctx.db);
  return remoteDefaults.map((remote) => ({
    name: remote.name,
    folder: remote.folder,
    active: active.get(remote.folder) ?? null,
    available: releasesOf(ctx.config.rootDir, remote.folder),
  }));
}

/**
 * Switches the release a remote's pages load, without a restart: the registry is read per page load.
 * Rolling back is switching to the previous release (or `null`). Written to `audit_log`.
 */
export async function switchRemoteRelease(
  ctx: AppContext,
  adminId: number,
  name: string,
  version: string | null,
): Promise<RemoteReleaseState> {
  const remote = remoteDefaults.find((item) => item.name === name);
  if (!remote) throw notFound('Удалённый модуль не найден');
  if (version !== null && !releaseExists(ctx.config.rootDir, remote.folder, version)) {
    throw new HttpError(422, `Выпуск ${version} модуля ${remote.folder} не найден на сервере`);
  }
  const before = (await activeReleases(ctx.db)).get(remote.folder) ?? null;
  await ctx.db.transaction().execute(async (trx) => {
    await setActiveRelease(trx, remote.folder, version, adminId);
    await recordAudit(trx, {
      actorId: adminId,
      subjectId: adminId,
      action: 'remote.release.switch',
      details: { remote: remote.name, from: before, to: version },
    });
  });
  return {
    name: remote.name,
    folder: remote.folder,
    active: version,
    available: releasesOf(ctx.config.rootDir, remote.folder),
  };
}
