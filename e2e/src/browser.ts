// Debian's chromium driven by playwright-core (no downloaded browsers): one browser per test file, a fresh
// isolated context per test, page errors and console errors collected for assertions, a screenshot into
// e2e/artifacts/ when a test fails.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** `--headless` itself comes from `headless: true`. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
/** A phone's browser as the server sees it (chromium then also sends `Sec-CH-UA-Mobile: ?1`). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

export interface Problems {
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
  /** `console.error` messages (a failed resource load is reported here too). */
  consoleErrors: string[];
  /** Requests that got no answer at all (DNS, refused connection, aborted). */
  failedRequests: string[];
  /** Answers with HTTP status 400 and above. */
  httpErrors: string[];
  /** Content-Security-Policy violations in any page of the context (the shop's and the bank's). */
  cspViolations: string[];
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  problems: Problems;
  close(): Promise<void>;
}

export interface PageOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  /** Instead of chromium's own (headless, desktop). */
  userAgent?: string;
  /** Default timeout of every wait and action, 15 s unless told. */
  timeoutMs?: number;
  /**
   * Let the popups and promotions of demo mode appear on their own clock. Off by default: the page starts
   * as if they had just been closed, so they do not cover what other journeys click.
   */
  overlays?: boolean;
}

export interface ShopBrowser {
  browser: Browser;
  newPage(options: PageOptions): Promise<TrackedPage>;
  close(): Promise<void>;
}

export function trackProblems(page: Page): Problems {
  const problems: Problems = {
    pageErrors: [],
    consoleErrors: [],
    failedRequests: [],
    httpErrors: [],
    cspViolations: [],
  };
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('requestfailed', (request) => {
    problems.failedRequests.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? '?'}`,
    );
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.httpErrors.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`);
    }
  });
  return problems;
}

/** Reports each `securitypolicyviolation` of a document to the test (runs before the page's own scripts). */
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__shopCspViolation(
    event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + event.documentURI +
      (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : ''),
  );
});`;

/**
 * Collects CSP violations of every page of the context: the events through a binding, and chromium's
 * 'Refused to …' console messages, which also cover what no document sees (a blocked frame).
 */
async function collectCspViolations(context: BrowserContext, problems: Problems): Promise<void> {
  await context.exposeBinding('__shopCspViolation', (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await context.addInitScript(reportViolations);
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.text().startsWith('Refused to ')) problems.cspViolations.push(message.text());
    });
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
}

/** The host's local-storage times (host/src/promotions/timestamps.ts): everything was just closed. */
function quietOverlays(): void {
  const now = String(Date.now());
  for (const key of ['popup.lastShownAt', 'promotion.toast.closedAt', 'promotion.modal.closedAt']) {
    window.localStorage.setItem(key, now);
  }
}

/** Launches chromium with a temporary profile folder, deleted by `close()`. */
export async function launchBrowser(): Promise<ShopBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-chromium-'));
  let persistent: BrowserContext;
  try {
    persistent = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: chromiumArgs,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Не удалось запустить ${CHROMIUM_PATH} (apt-get install chromium): ${reason}`);
  }
  const browser = persistent.browser();
  if (!browser) throw new Error('playwright-core не вернул объект браузера');

  return {
    browser,
    async newPage({
      baseURL,
      viewport = DESKTOP,
      isMobile = false,
      userAgent,
      timeoutMs = 15_000,
      overlays = false,
    }) {
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        hasTouch: isMobile,
        ...(userAgent ? { userAgent } : {}),
        locale: 'ru-RU',
      });
      context.setDefaultTimeout(timeoutMs);
      context.setDefaultNavigationTimeout(timeoutMs * 2);
      if (!overlays) await context.addInitScript(quietOverlays);
      const page = await context.newPage();
      const problems = trackProblems(page);
      await collectCspViolations(context, problems);
      return { page, context, problems, close: () => context.close() };
    },
    async close() {
      await persistent.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

function fileSafe(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Saves a full-page screenshot under e2e/artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${fileSafe(name)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Runs a step on a page that lives longer than the step (a journey over several tests); on failure saves
 * `failure-<step>.png` and adds the page's address and errors to the message.
 */
export async function onPage(
  tracked: TrackedPage,
  stepName: string,
  body: (tracked: TrackedPage) => Promise<void>,
): Promise<void> {
  try {
    await body(tracked);
    // The shop runs under its CSP: any violation fails the test, whatever the step checked.
    if (tracked.problems.cspViolations.length > 0) {
      throw new Error(`Нарушения CSP:\n  ${tracked.problems.cspViolations.join('\n  ')}`);
    }
  } catch (error) {
    let saved = '';
    try {
      saved = await screenshot(tracked.page, `failure-${stepName}`);
    } catch (shotError) {
      saved = `скриншот не сохранён: ${shotError instanceof Error ? shotError.message : String(shotError)}`;
    }
    const { pageErrors, consoleErrors, failedRequests, httpErrors } = tracked.problems;
    const details = [
      `URL: ${tracked.page.url()}`,
      `Скриншот: ${saved}`,
      pageErrors.length ? `Ошибки страницы:\n  ${pageErrors.join('\n  ')}` : '',
      consoleErrors.length ? `console.error:\n  ${consoleErrors.join('\n  ')}` : '',
      failedRequests.length ? `Неудачные запросы:\n  ${failedRequests.join('\n  ')}` : '',
      httpErrors.length ? `Ответы с ошибкой:\n  ${httpErrors.join('\n  ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (error instanceof Error) {
      error.message = `${error.message}\n${details}`;
      throw error;
    }
    throw new Error(`${String(error)}\n${details}`);
  }
}

/** Runs a test body with a fresh page (closed afterwards); on failure as {@link onPage}. */
export async function withPage(
  shop: ShopBrowser,
  testName: string,
  options: PageOptions,
  body: (tracked: TrackedPage) => Promise<void>,
): Promise<void> {
  const tracked = await shop.newPage(options);
  try {
    await onPage(tracked, testName, body);
  } finally {
    await tracked.close();
  }
}
