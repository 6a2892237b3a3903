import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createTestApp, demo, login, type TestApp } from './helpers.js';

/** The payment suites talk to the app over real HTTP: the sandbox provider calls it back that way. */

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Call = <T>(path: string, options?: CallOptions) => Promise<Answer<T>>;

/** Makes the app listen on loopback and answers a client of it. */
export async function listen(t: TestApp): Promise<Call> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return async <T>(path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-authorization'] = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      body: (isJson ? JSON.parse(text) : null) as T,
      headers: response.headers,
      text,
    };
  };
}

/** A payment suite's app, listening on loopback, with the demo retail and wholesale customers' tokens. */
export async function paymentSuite() {
  const t = await createTestApp();
  const call = await listen(t);
  const retail = await login(t.app, demo.retail.email, demo.retail.password);
  const wholesale = await login(t.app, demo.wholesale.email, demo.wholesale.password);
  return { t, call, retail, wholesale };
}

/** The sandbox's payment form: its buttons post `action` and the sandbox redirects the browser. */
export async function pressButton(pageUrl: string, action: 'pay' | 'decline'): Promise<string> {
  const page = await fetch(pageUrl);
  assert.equal(page.status, 200);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)"/.exec(html);
  assert.ok(form?.[1], 'the page has a form');
  const response = await fetch(new URL(form[1], pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  assert.equal(response.status, 303);
  return response.headers.get('location') ?? '';
}
