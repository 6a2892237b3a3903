import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteDefaults, type RemoteRegistry } from '@shop/shared/federation';
import { acceptsHtml } from '../http/request.js';
import { releasesDir, RELEASES_URL } from '../remotes/releases.js';
import { cacheControlFor, NO_CACHE } from './cache.js';
import { createPageRenderer, noPageRenderer, withTitle } from './render.js';

export interface StaticSite {
  /** Sends a page: rendered on the server for a guest, else `host/dist/index.html` (no-cache); false when there is no host build. */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** SPA fallback for a not-found page navigation outside `/api` and `/mf`. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export const noStaticSite: StaticSite = {
  sendIndex: async () => false,
  fallback: async () => false,
};

function isReservedPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /^\/(api|mf)(\/|$)/.test(path) || path === '/logout';
}

function staticOptions(root: string, prefix: string, decorateReply: boolean) {
  return {
    root,
    prefix,
    decorateReply,
    wildcard: true,
    index: false as const,
    dotfiles: 'ignore' as const,
    // The builds carry `.br` and `.gz` beside each text file, compressed at the highest levels.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  };
}

/** The builds' files: each remote at `/mf/<folder>/`, releases at `/mf/releases/`, the host at `/`. */
async function registerFiles(app: FastifyInstance, rootDir: string, hostDist: string): Promise<void> {
  for (const remote of remoteDefaults) {
    const dist = join(rootDir, remote.folder, 'dist');
    if (existsSync(dist)) {
      await app.register(fastifyStatic, staticOptions(dist, `/mf/${remote.folder}/`, false));
    } else {
      app.log.warn(`Сборка ${remote.folder} не найдена (${dist}): /mf/${remote.folder}/ не обслуживается`);
    }
  }
  // Releases of single remotes (scripts/deploy-remote.mjs), immutable folders switched at run time.
  const releases = releasesDir(rootDir);
  try {
    mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, staticOptions(releases, `${RELEASES_URL}/`, false));
  } catch (error) {
    app.log.warn(`Папка выпусков ${releases} недоступна: ${String(error)}`);
  }
  if (existsSync(hostDist)) {
    await app.register(fastifyStatic, staticOptions(hostDist, '/', false));
  } else {
    app.log.warn(`Сборка host не найдена (${hostDist}): SPA не обслуживается`);
  }
}

/**
 * Serves the production builds from one process (`files`): the host at `/` with an SPA fallback, each remote
 * at `/mf/<folder>/`; builds missing at start are skipped (their URLs answer 404). With `renderPages` a
 * guest's page navigation gets the page rendered on the server (./render.ts) from the remotes `registry`
 * names at that moment; without `files`, only page navigations are answered (nginx serves the files).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: {
    rootDir: string;
    files: boolean;
    renderPages: boolean;
    registry: () => Promise<RemoteRegistry>;
  },
): Promise<StaticSite> {
  const { rootDir, files, renderPages, registry } = options;
  const hostDist = join(rootDir, 'host', 'dist');
  const indexFile = join(hostDist, 'index.html');
  if (files) await registerFiles(app, rootDir, hostDist);
  const pages =
    renderPages && existsSync(hostDist)
      ? createPageRenderer({ app, rootDir, hostDist, registry })
      : noPageRenderer;

  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = await pages.render(request);
    if (page?.kind === 'redirect') {
      await reply.code(page.status).header('cache-control', NO_CACHE).redirect(page.location, page.status);
      return true;
    }
    if (page) {
      await reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        // Drawn for a guest (the cookie) and for the screen the request suggests (render.ts, onPhone).
        .header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
        .send(page.html);
      return true;
    }
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return false;
    }
    // The plain page (a signed-in visitor's) of an address no page takes still answers 404, titled so.
    const notFound = await pages.notFoundTitle(request);
    if (notFound !== null) html = withTitle(html, notFound);
    await reply
      .code(notFound === null ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(html);
    return true;
  }

  return {
    sendIndex,
    async fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (isReservedPath(request.url) || !acceptsHtml(request)) return false;
      return sendIndex(request, reply);
    },
  };
}
