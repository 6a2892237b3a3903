// Pages rendered on the server (issue 11; README.md, 'Pages rendered on the server'): a guest's page
// navigation gets the page's HTML from the host's renderer (host/dist/server/render.cjs) with the routes of
// the remote that owns the path, as the registry names it now. Anything that cannot be rendered (a signed-in
// visitor, a remote served elsewhere or built without a server build, a kernel the renderer does not
// satisfy, an error, a slow render) gets the plain page, which renders in the browser as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transform } from 'lightningcss';
import { remoteDefaults, type RemoteEntry, type RemoteRegistry } from '@shop/shared/federation';
import { PAGE_DATA_ELEMENT_ID, SIGNED_IN_COOKIE, type PageData } from '@shop/shared/http';
import { escapeHtml } from '../http/html.js';
import { releasesDir, RELEASES_URL } from '../remotes/releases.js';

/** What host/src/server/render.tsx exports. */
interface HostRenderer {
  renderPage(
    url: string,
    remoteRoutes: unknown[],
    signal: AbortSignal,
    narrow: boolean,
  ): Promise<RenderResult>;
  answerApiWith(fetch: typeof globalThis.fetch): void;
  sharedModules: Readonly<Record<string, unknown>>;
  ownerOfPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined;
  acceptsKernel(required: string): boolean;
  /** Missing from host builds older than the 404 of signed-in visitors' pages. */
  notFoundTitle?(url: string, remoteRoutes: unknown[]): string | null;
}

type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The document's title when the renderer knows it (the 404 page); null keeps the template's. */
      title: string | null;
      html: string;
      styles: string;
      /** Completed by the API with the address of a redirect it followed. */
      data: PageData;
      /** Errors of parts left for the browser to render. */
      errors: unknown[];
    }
  | { kind: 'redirect'; status: number; location: string };

export type RenderedPage =
  { kind: 'document'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

/** The base of the URLs the renderer gets: a page's own address is only its path and query. */
const ORIGIN = 'http://shop.local';
/** A page that takes longer is sent plain: the browser renders it as fast as before. */
const RENDER_TIMEOUT_MS = 2_000;
/** The root element of host/dist/index.html (minified or not) and its end, right before `</body>`. */
const ROOT_START = /<div id="?root"?>/;
const ROOT_END = '</div></body>';

/**
 * A build's CSS files, in name order, as one minified text: the styles of every page of that build. The files
 * of a build's chunks repeat the kernel's styles; minified together they shrink to a third or less
 * (mf-catalogs: 65 KB to 7 KB).
 */
function stylesOf(dir: string): string {
  const css = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return transform({
    code: Buffer.from(css),
    filename: join(dir, 'styles.css'),
    minify: true,
  }).code.toString();
}

/** A release's manifest URL (`releaseManifestUrl`): its folder and version. */
const RELEASE_MANIFEST = new RegExp(`^${RELEASES_URL}/([\\w-]+)/([0-9a-f]{16})/mf-manifest\\.json$`);
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`);

/** The folder on this server of a registry entry's build, when the API serves it. */
function buildFolder(rootDir: string, entry: RemoteEntry): string | null {
  const release = RELEASE_MANIFEST.exec(entry.manifest);
  if (release) return join(releasesDir(rootDir), release[1] ?? '', release[2] ?? '');
  const folder = remoteDefaults.find((remote) => remote.name === entry.name)?.folder;
  return folder && entry.manifest === `/mf/${folder}/mf-manifest.json` ? join(rootDir, folder, 'dist') : null;
}

const PERMANENT = new Set([301, 308]);

/** A redirect's target when it is a page of this site (`/catalogs/…`), to be rendered in its place. */
function pagePath(location: string): URL | null {
  const url = new URL(location, ORIGIN);
  return url.origin === ORIGIN && location.startsWith('/') ? url : null;
}

function signedIn(request: FastifyRequest): boolean {
  return SIGNED_IN.test(request.headers.cookie ?? '');
}

/**
 * Whether the visitor's screen is a phone's, as far as the request tells: Chromium's hint `Sec-CH-UA-Mobile`
 * (sent to secure origins), else 'Mobi' in the User-Agent (Safari, Firefox), as MDN advises. A wrong guess
 * costs one re-render after hydration, not a broken page.
 */
function onPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** JSON inside `<script type="application/json">`: no `<` that could close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * `fetch` for the page's API calls during a render, answered by this API in its own process (`inject`), as
 * from the address of the visitor whose page it is (rate limits count them as the visitor's), without any
 * session.
 */
function injectedFetch(app: FastifyInstance, visitors: AsyncLocalStorage<string>): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    delete headers['accept-encoding'];
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitors.getStore() ?? '127.0.0.1',
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}

export interface PageRenderer {
  /** The page's document for a guest's navigation, or null to send the plain page. */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
  /** For the plain page: the 404 page's title when no page of the host or its remote takes the path. */
  notFoundTitle(request: FastifyRequest): Promise<string | null>;
}

/** `html` with its document title replaced by `title`. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

export const noPageRenderer: PageRenderer = { render: async () => null, notFoundTitle: async () => null };

/**
 * The renderer of the host build in `hostDist` (null when it has no server build). `registry` is read per
 * page, so a remote switched to another release renders from that release at once.
 */
export function createPageRenderer(options: {
  app: FastifyInstance;
  rootDir: string;
  hostDist: string;
  registry: () => Promise<RemoteRegistry>;
}): PageRenderer {
  const { app, rootDir, hostDist, registry } = options;
  const log = app.log;
  const rendererFile = join(hostDist, 'server', 'render.cjs');
  if (!existsSync(rendererFile)) return noPageRenderer;
  const host = createRequire(import.meta.url)(rendererFile) as HostRenderer;
  const template = readFileSync(join(hostDist, 'index.html'), 'utf8');
  const rootStart = template.search(ROOT_START);
  const rootEnd = template.lastIndexOf(ROOT_END);
  if (rootStart < 0 || rootEnd < rootStart) {
    log.warn(`В ${hostDist}/index.html нет <div id=root>…${ROOT_END}: страницы не рисуются на сервере`);
    return noPageRenderer;
  }
  const hostStyles = stylesOf(hostDist);
  const visitors = new AsyncLocalStorage<string>();
  host.answerApiWith(injectedFetch(app, visitors));
  /** A remote build's routes and styles, by folder; a folder rebuilt in place is read again. */
  const builds = new Map<string, { mtimeMs: number; routes: unknown[]; styles: string }>();

  function remoteBuild(dir: string) {
    const file = join(dir, 'server', 'routes.cjs');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const known = builds.get(dir);
    if (known?.mtimeMs === mtimeMs) return known;
    // The remote's server build asks for shared modules by name: it gets the renderer's, nothing else.
    const shared = (name: string) => {
      if (name in host.sharedModules) return host.sharedModules[name];
      throw new Error(`Модуль ${name} не из общих модулей страницы`);
    };
    const module = { exports: {} as { default?: unknown[] } };
    const wrapped = runInThisContext(
      `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
      { filename: file },
    ) as (...args: unknown[]) => void;
    wrapped(module.exports, shared, module, file, dirname(file));
    const build = { mtimeMs, routes: module.exports.default ?? [], styles: stylesOf(dir) };
    builds.set(dir, build);
    return build;
  }

  /** The build of the remote owning `pathname` (none for the host's own pages); null when it cannot render. */
  async function ownerBuild(pathname: string): Promise<{ routes: unknown[]; styles: string } | null> {
    const owner = host.ownerOfPath((await registry()).remotes, pathname);
    if (!owner) return { routes: [], styles: '' };
    const dir = buildFolder(rootDir, owner);
    return dir && (!owner.kernel || host.acceptsKernel(owner.kernel)) ? remoteBuild(dir) : null;
  }

  /** The renderer's answer for `url`, with the remote build's styles; null when that page is not rendered here. */
  async function renderUrl(request: FastifyRequest, url: URL, signal: AbortSignal) {
    const remote = await ownerBuild(url.pathname);
    if (!remote) return null;
    const routes = remote.routes;
    const result = await visitors.run(request.ip, () =>
      host.renderPage(url.href, routes, signal, onPhone(request)),
    );
    return { result, remoteStyles: remote.styles };
  }

  async function render(request: FastifyRequest): Promise<RenderedPage | null> {
    if (signedIn(request)) return null;
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`Дольше ${RENDER_TIMEOUT_MS} мс`)),
      RENDER_TIMEOUT_MS,
    );
    try {
      const asked = new URL(request.url, ORIGIN);
      let rendered = await renderUrl(request, asked, deadline.signal);
      let location: string | null = null;
      // A page that sends the visitor on (a VIN with one vehicle) is followed here, once: the visitor gets
      // the page it leads to without a round trip, and the browser takes its address before hydrating. A
      // permanent redirect goes to the browser, for search engines to learn the new address.
      const redirect = rendered?.result.kind === 'redirect' ? rendered.result : null;
      const target = redirect && !PERMANENT.has(redirect.status) ? pagePath(redirect.location) : null;
      if (target) {
        const followed = await renderUrl(request, target, deadline.signal);
        if (followed?.result.kind === 'page') {
          rendered = followed;
          location = `${target.pathname}${target.search}${target.hash}`;
        }
      }
      if (!rendered) return null;
      const { result, remoteStyles } = rendered;
      if (result.kind === 'redirect') return result;
      if (result.errors.length > 0) {
        log.warn(
          { err: result.errors[0], url: request.url },
          'Часть страницы оставлена браузеру: ошибка на сервере',
        );
      }
      const data = location ? { ...result.data, location } : result.data;
      const styles = `${hostStyles}\n${remoteStyles}\n${result.styles}`.replaceAll('</style', '<\\/style');
      let head = template.slice(0, rootStart).replace('</head>', `<style>${styles}</style></head>`);
      if (result.title !== null) head = withTitle(head, result.title);
      const html =
        head +
        `<div id=root data-rendered inert aria-disabled=true>${result.html}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>` +
        template.slice(rootEnd + '</div>'.length);
      return { kind: 'document', status: result.status, html };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async render(request) {
      try {
        return await render(request);
      } catch (error) {
        log.warn({ err: error, url: request.url }, 'Страница не отрисована на сервере: отправлена обычная');
        return null;
      }
    },
    async notFoundTitle(request) {
      try {
        const url = new URL(request.url, ORIGIN);
        const remote = await ownerBuild(url.pathname);
        return remote && host.notFoundTitle ? host.notFoundTitle(url.href, remote.routes) : null;
      } catch (error) {
        log.warn(
          { err: error, url: request.url },
          'Не удалось узнать, есть ли страница: отправлена как есть',
        );
        return null;
      }
    },
  };
}
