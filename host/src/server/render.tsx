// The host's server renderer (issue 11; README.md, 'Pages rendered on the server'): a guest's view of a
// page as HTML, with the answers its requests got, which the browser shows at once and hydrates when its
// scripts arrive. Built for Node by build-tools/server.cjs into dist/server/render.cjs, called by the API
// (api/src/static/render.ts).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { apiClient } from '@shop/shared/api';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from '@shop/shared/router/server';
import type { RouteObject } from '@shop/shared/router';
import type { PageData } from '@shop/shared/http';
import { answersOf, createServerRequests, ServerRequestsProvider } from '@shop/shared/ui';
import { SITE_NAME } from '@shop/shared/ui/page-states';
import { shopRoutes } from '../routes';
import { NOT_FOUND_ROUTE_ID, NOT_FOUND_TITLE } from '../pages/notFound';
import { kernelRefusal } from '../federation/kernelMismatch';

export { sharedModules } from './shared';
export { ownerOfPath } from '../federation/owner';

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The document's title when the server knows it (the 404 page); null keeps the template's. */
      title: string | null;
      html: string;
      styles: string;
      data: PageData;
      errors: unknown[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** Whether a remote built against the kernel range `required` (`^3.1.0`) may render with this build's kernel. */
export function acceptsKernel(required: string): boolean {
  return kernelRefusal('', required, __KERNEL_VERSION__) === null;
}

/**
 * The page's API calls go to `fetch` (the API answers them in its own process); they carry no session, so
 * every answer is a guest's.
 */
export function answerApiWith(fetch: typeof globalThis.fetch): void {
  apiClient.defaults.adapter = 'fetch';
  apiClient.defaults.env = { ...apiClient.defaults.env, fetch };
  apiClient.defaults.baseURL = 'http://shop.local';
}

/**
 * The 404 page's title when no route of the host or of `remoteRoutes` takes `url`, else null: for a page sent
 * without rendering (a signed-in visitor's), so an unknown address still answers 404.
 */
export function notFoundTitle(url: string, remoteRoutes: RouteObject[]): string | null {
  const matches = matchRoutes(shopRoutes(remoteRoutes), new URL(url).pathname);
  return matches?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID ? NOT_FOUND_DOCUMENT_TITLE : null;
}

const NOT_FOUND_DOCUMENT_TITLE = `${NOT_FOUND_TITLE} — ${SITE_NAME}`;

async function html(node: ReactNode, signal: AbortSignal, errors: unknown[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    signal,
    onError: (error) => void errors.push(error),
    // Every part inline, where it belongs: React would move big ones to the end and put them in place with
    // an inline script, which the shop's Content-Security-Policy does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Renders `url` (absolute) under the layout with the routes of the remote that owns it, for a phone's screen
 * when `narrow`. Waits for every lazy part (routes, pages, the theme) and every request; throws when a route
 * failed or `signal` aborted.
 */
export async function renderPage(
  url: string,
  remoteRoutes: RouteObject[],
  signal: AbortSignal,
  narrow: boolean,
): Promise<RenderResult> {
  const handler = createStaticHandler(shopRoutes(remoteRoutes));
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.errors) throw new Error(`Страница ${url} не отрисована: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const requests = createServerRequests(narrow);
  const errors: unknown[] = [];
  const body = await html(
    <StyleProvider cache={cache}>
      <ServerRequestsProvider requests={requests}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerRequestsProvider>
    </StyleProvider>,
    signal,
    errors,
  );
  if (requests.redirect) return { kind: 'redirect', status: 302, location: requests.redirect };
  // No route of the host or of the remote owning the path took it: the catch-all's page, answered 404.
  const notFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    title: notFound ? NOT_FOUND_DOCUMENT_TITLE : null,
    html: body,
    styles: extractStyle(cache, { plain: true }),
    data: { answers: answersOf(requests), narrow },
    // A part that failed is left for the browser to render; the caller logs why.
    errors,
  };
}
