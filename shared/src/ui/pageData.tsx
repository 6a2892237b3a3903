import { createContext, use, useContext, useEffect, useId, type ReactNode } from 'react';
// Other folders of the package by its name, so that a federated page shares one copy of each.
import { useNavigate } from '@shop/shared/router';
import { PAGE_DATA_ELEMENT_ID, type PageAnswers, type PageData } from '../http/headers.js';

/** A request of a server render: started once, awaited by React before the page's HTML is complete. */
export interface ServerRequest {
  promise: Promise<void>;
  settled: boolean;
  answer?: { data: unknown };
}

export interface ServerRequests {
  entries: Map<string, ServerRequest>;
  /** Where the page sent the visitor while rendering (`useRedirect`): the server answers a redirect. */
  redirect: string | null;
  /** Drawn for a phone's screen: the server's guess from the request, as it cannot see the screen. */
  narrow: boolean;
}

/** Present only in the server renderer: `useRenderedAnswer` loads through it and suspends until answered. */
const ServerRequestsContext = createContext<ServerRequests | null>(null);

/** The server renderer's wrapper of a page: its requests go to `requests`. */
export function ServerRequestsProvider({
  requests,
  children,
}: {
  requests: ServerRequests;
  children: ReactNode;
}) {
  return <ServerRequestsContext.Provider value={requests}>{children}</ServerRequestsContext.Provider>;
}

export function createServerRequests(narrow = false): ServerRequests {
  return { entries: new Map(), redirect: null, narrow };
}

/** The answers that came in, to be sent with the page (`PageData`). */
export function answersOf(requests: ServerRequests): PageAnswers {
  const answers: PageAnswers = {};
  for (const [id, entry] of requests.entries) if (entry.answer) answers[id] = entry.answer.data;
  return answers;
}

let rendered: PageData | null = null;

function renderedData(): PageData {
  if (rendered) return rendered;
  rendered = { answers: {}, narrow: false };
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const data = JSON.parse(element.textContent) as Partial<PageData>;
      rendered = { answers: data.answers ?? {}, narrow: data.narrow === true };
      if (typeof data.location === 'string') rendered.location = data.location;
    } catch {
      // A page without usable answers loads its data again, as a page not rendered on the server does.
    }
  }
  return rendered;
}

/**
 * The address of the page the server drew instead of the one asked for (it followed that page's redirect, as
 * of a VIN with one vehicle), or null. The browser takes it before its router starts, as after a redirect.
 */
export function renderedLocation(): string | null {
  return renderedData().location ?? null;
}

/**
 * Whether the page's HTML was drawn for a narrow screen: on the server, its guess; in the browser, what the
 * page it hydrates was drawn for (false for a page not rendered on the server, whose first render is the
 * browser's own).
 */
export function useRenderedNarrow(): boolean {
  const server = useContext(ServerRequestsContext);
  return server ? server.narrow : renderedData().narrow;
}

/** The request `id` of a server render, started on first sight. A failed one settles without an answer. */
function serverRequest(requests: ServerRequests, id: string, load: () => Promise<unknown>): ServerRequest {
  const known = requests.entries.get(id);
  if (known) return known;
  const request: ServerRequest = { promise: Promise.resolve(), settled: false };
  request.promise = load()
    .then(
      (data) => {
        request.answer = { data };
      },
      () => undefined,
    )
    .finally(() => {
      request.settled = true;
    });
  requests.entries.set(id, request);
  return request;
}

/**
 * The answer a page is rendered with, for a request its component makes when it mounts. On the server: `load`
 * runs once and the render waits for it. In the browser's hydration of that page: the answer the server sent
 * (kept for the page's life, as hydration may render a part twice; components mounted later get other ids).
 * Otherwise null, as when the server's request failed: the component loads as it always does. Callers read
 * it for their first state only and skip their first load when it is there.
 */
export function useRenderedAnswer<T>(load: () => Promise<T>): { data: T } | null {
  const id = useId();
  const server = useContext(ServerRequestsContext);
  if (server) {
    const request = serverRequest(server, id, load);
    // Always, settled or not: React replays a suspended component and matches its `use` calls by their order,
    // taking the promise it saw before at the same place. Skipping the settled ones moved the next request
    // into that place, so it read as answered while it was not and the page was drawn without its answer
    // (hydration error #418 on a page with several requests, such as /catalogs/{catalogName}/{vin}).
    use(request.promise);
    return (request.answer as { data: T } | undefined) ?? null;
  }
  const { answers } = renderedData();
  return id in answers ? { data: answers[id] as T } : null;
}

/**
 * Sends the visitor on to `to` (replacing the page in the history) once it is known, e.g. the one vehicle a
 * VIN found. On the server the page's answer becomes a redirect there, so the visitor's browser goes
 * straight to the page rendered for it.
 */
export function useRedirect(to: string | null): void {
  const server = useContext(ServerRequestsContext);
  const navigate = useNavigate();
  if (server && to && server.redirect === null) server.redirect = to;
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}
