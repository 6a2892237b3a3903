import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildRegistry, REGISTRY_PATH, type RemoteRegistry } from '@shop/shared/federation';
import { errorResponses, type Assert, type Equal } from '../http/schemas.js';
import type { Database } from '../db/connection.js';
import { currentReleases } from '../remotes/service.js';
import { releaseManifestUrl } from '../remotes/releases.js';
import { NO_CACHE } from './cache.js';

const RegistrySchema = Type.Object({
  remotes: Type.Array(
    Type.Object({ name: Type.String(), manifest: Type.String(), paths: Type.Array(Type.String()) }),
  ),
});

type _RegistryMatches = Assert<Equal<Static<typeof RegistrySchema>, RemoteRegistry>>;

/** The registry this site serves; the CSP allows the origins it names (`http/security-headers.ts`). */
export function siteRegistry(
  env: Record<string, string | undefined>,
  releases: ReadonlyMap<string, string> = new Map(),
): RemoteRegistry {
  return buildRegistry(env, (folder) => {
    const version = releases.get(folder);
    return version ? releaseManifestUrl(folder, version) : `/mf/${folder}/mf-manifest.json`;
  });
}

/**
 * `/mf/registry.json`: remote name → manifest URL, read by the host at start. Manifest URLs can be moved
 * per remote by environment (`MF_CABINET_MANIFEST_URL` …) without rebuilding anything.
 */
export const registryRoutes: FastifyPluginAsyncTypebox<{
  env: Record<string, string | undefined>;
  db: Database;
}> = async (app, { env, db }) => {
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
      return siteRegistry(env, await currentReleases(db));
    },
  );
};
