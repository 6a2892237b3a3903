import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildRegistry, REGISTRY_PATH, remoteDefaults, type RemoteRegistry } from '@shop/shared/federation';
import { errorResponses, type Assert, type Equal } from '../http/schemas.js';
import type { Database } from '../db/connection.js';
import { currentReleases } from '../remotes/service.js';
import { releaseKernel, releaseManifestUrl } from '../remotes/releases.js';
import { NO_CACHE } from './cache.js';

const RegistrySchema = Type.Object({
  remotes: Type.Array(
    Type.Object({
      name: Type.String(),
      manifest: Type.String(),
      paths: Type.Array(Type.String()),
      kernel: Type.Optional(Type.String()),
    }),
  ),
});

type _RegistryMatches = Assert<Equal<Static<typeof RegistrySchema>, RemoteRegistry>>;

/**
 * The registry this site serves; the CSP allows the origins it names (`http/security-headers.ts`). A remote
 * switched to a release on this server's disk (`rootDir`) carries the kernel range that release needs.
 */
export function siteRegistry(
  env: Record<string, string | undefined>,
  releases: ReadonlyMap<string, string> = new Map(),
  rootDir?: string,
): RemoteRegistry {
  const registry = buildRegistry(env, (folder) => {
    const version = releases.get(folder);
    return version ? releaseManifestUrl(folder, version) : `/mf/${folder}/mf-manifest.json`;
  });
  if (!rootDir) return registry;
  return {
    remotes: registry.remotes.map((entry) => {
      const folder = remoteDefaults.find((remote) => remote.name === entry.name)?.folder ?? '';
      const version = releases.get(folder);
      if (!version || entry.manifest !== releaseManifestUrl(folder, version)) return entry;
      const kernel = releaseKernel(rootDir, folder, version);
      return kernel ? { ...entry, kernel } : entry;
    }),
  };
}

/**
 * `/mf/registry.json`: remote name → manifest URL, read by the host at start. Manifest URLs can be moved
 * per remote by environment (`MF_CABINET_MANIFEST_URL` …) without rebuilding anything.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<{
  env: Record<string, string | undefined>;
  db: Database;
  rootDir: string;
}> = async (app, { env, db, rootDir }) => {
  app.get(
    REGISTRY_PATH,
    {
      schema: {
        tags: ['federation'],
        summary: 'Реестр удалённых модулей (Module Federation)',
        response: { 200: RegistrySchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      // Read per page load: switching a remote's release (`PUT /api/admin/remotes/:name`) needs no restart.
      return siteRegistry(env, await currentReleases(db), rootDir);
    },
  );
};
