import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers.js';

// The API's side of pages rendered on the server (src/static/render.ts), with a stand-in for the host's
// renderer (host/dist/server/render.cjs) and for a remote's server build, which the e2e tests exercise for
// real (e2e/tests/server-render.test.ts): which pages are rendered, how the document is put together, what
// the remote's build may require, and that anything failing sends the plain page.
const renderer = `
const shared = { react: { name: 'react' } };
let fetchAnswers = null;
module.exports = {
  sharedModules: shared,
  answerApiWith(fetch) { fetchAnswers = fetch; },
  acceptsKernel: (range) => range === '^3.0.0',
  notFoundTitle: (url) => (new URL(url).pathname === '/no-such-page' ? 'Нет <такой> страницы' : null),
  ownerOfPath: (remotes, path) =>
    remotes.find((remote) => remote.paths.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : path === p))),
  async renderPage(url, routes, signal, narrow) {
    const path = new URL(url).pathname;
    if (path === '/old') return { kind: 'redirect', status: 302, location: '/new?from=old' };
    if (path === '/twice') return { kind: 'redirect', status: 302, location: '/old' };
    if (path === '/moved') return { kind: 'redirect', status: 301, location: '/new' };
    if (path === '/away') return { kind: 'redirect', status: 302, location: 'https://elsewhere.example/new' };
    if (path === '/auth/broken') throw new Error('render failed');
    if (path === '/auth/slow') await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const offices = await (await fetchAnswers('http://shop.local/api/offices')).json();
    const missing = path === '/no-such-page';
    return {
      kind: 'page',
      status: missing ? 404 : 200,
      title: missing ? 'Страница <не> найдена' : null,
      html: '<p>' + path + ' ' + routes.map((route) => route.path).join(',') + '</p>',
      styles: '.page{color:red}',
      data: { answers: { _R_1_: { offices: offices.length, text: '</script><script>alert(1)</script>' } }, narrow },
      errors: [],
    };
  },
};`;

const remoteRoutes = `module.exports = { default: [{ path: '/auth/login', react: require('react').name }] };`;

function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-render-'));
  const host = join(root, 'host', 'dist');
  const cabinet = join(root, 'mf-cabinet', 'dist');
  mkdirSync(join(host, 'server'), { recursive: true });
  mkdirSync(join(cabinet, 'server'), { recursive: true });
  writeFileSync(
    join(host, 'index.html'),
    '<!doctype html><html><head><title>Магазин</title></head><body><div id=root><div>рамка</div></div></body></html>',
  );
  writeFileSync(join(host, 'a.1234567890.css'), '.host {\n  color: blue;\n}\n');
  writeFileSync(join(host, 'server', 'render.cjs'), renderer);
  writeFileSync(join(cabinet, 'mf-manifest.json'), '{}');
  // Two chunks' files with the kernel's same rule, as builds have them.
  writeFileSync(join(cabinet, 'b.1234567890.css'), '.kernel { margin: 0 }\n.cabinet { padding: 0 }');
  writeFileSync(join(cabinet, 'c.1234567890.css'), '.kernel { margin: 0 }');
  writeFileSync(join(cabinet, 'server', 'routes.cjs'), remoteRoutes);
  return root;
}

const page = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('pages rendered on the server', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = fakeBuilds();
    t = await createTestApp({ serveStatic: true, rootDir: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts a guest's page, its styles and its answers into the document", async () => {
    const response = await page(t, '/auth/login');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const html = response.body;
    // The builds' styles minified (the repeated rule once), then the render's own.
    assert.match(
      html,
      /<style>\.host\{color:(blue|#00f)\}\n\.cabinet\{padding:0\}\.kernel\{margin:0\}\n\.page\{color:red\}<\/style><\/head>/,
    );
    // The remote's routes came from its server build, which got `react` from the renderer.
    assert.match(
      html,
      /<div id=root data-rendered inert aria-disabled=true><p>\/auth\/login \/auth\/login<\/p><\/div>/,
    );
    assert.doesNotMatch(html, /рамка/);
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script><\/body><\/html>$/.exec(
      html,
    );
    assert.ok(data, html);
    // The renderer's request was answered by the API in the same process.
    const offices = (await t.app.inject({ url: '/api/offices' })).json<unknown[]>();
    assert.ok(offices.length > 0);
    assert.deepEqual(JSON.parse(data[1] ?? ''), {
      answers: { _R_1_: { offices: offices.length, text: '</script><script>alert(1)</script>' } },
      narrow: false,
    });
    assert.doesNotMatch(data[1] ?? '', /<\/script/);
  });

  it('answers 404 with the title the renderer gives for a URL no route takes', async () => {
    const response = await page(t, '/no-such-page');
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /<title>Страница &lt;не&gt; найдена<\/title>/);
    assert.match((await page(t, '/auth/login')).body, /<title>Магазин<\/title>/);
  });

  it("draws a phone's page when the request says it comes from a phone", async () => {
    const narrow = async (headers: Record<string, string>) => {
      const response = await page(t, '/auth/login', headers);
      assert.match(String(response.headers.vary), /Cookie, Sec-CH-UA-Mobile, User-Agent/);
      const data = /id="page-data">(.*?)<\/script>/.exec(response.body);
      return (JSON.parse(data?.[1] ?? '{}') as { narrow?: boolean }).narrow;
    };
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
    assert.equal(await narrow({ 'sec-ch-ua-mobile': '?1' }), true);
    assert.equal(await narrow({ 'user-agent': iphone }), true);
    // The hint outweighs the User-Agent; a desktop browser says neither.
    assert.equal(await narrow({ 'sec-ch-ua-mobile': '?0', 'user-agent': iphone }), false);
    assert.equal(await narrow({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0' }), false);
  });

  it('renders pages the host owns alone, and follows their redirects once, within the site', async () => {
    assert.match((await page(t, '/nothing-here')).body, /<p>\/nothing-here <\/p>/);
    // The page it leads to, with its address for the browser to take.
    const followed = await page(t, '/old');
    assert.equal(followed.statusCode, 200);
    assert.match(followed.body, /<p>\/new <\/p>/);
    assert.match(followed.body, /"location":"\/new\?from=old"/);
    // A second redirect, a permanent one or one leading off the site goes to the browser.
    for (const [url, location, status] of [
      ['/twice', '/old', 302],
      ['/moved', '/new', 301],
      ['/away', 'https://elsewhere.example/new', 302],
    ] as const) {
      const redirect = await page(t, url);
      assert.equal(redirect.statusCode, status, url);
      assert.equal(redirect.headers.location, location, url);
    }
    assert.doesNotMatch((await page(t, '/auth/login')).body, /"location"/);
  });

  it('sends the plain page to a signed-in visitor, and when rendering fails or takes too long', async () => {
    for (const [url, cookie] of [
      ['/auth/login', 'a=b; signedIn=1'],
      ['/auth/broken', ''],
      ['/auth/slow', ''],
    ] as const) {
      const response = await page(t, url, cookie ? { cookie } : {});
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<div id=root><div>рамка<\/div><\/div>/, url);
      assert.doesNotMatch(response.body, /data-rendered|page-data/, url);
    }
    assert.match((await page(t, '/auth/login', { cookie: 'signedIn=0' })).body, /data-rendered/);
  });

  it("answers 404 to a signed-in visitor's plain page of a URL no route takes, titled by the renderer", async () => {
    const response = await page(t, '/no-such-page', { cookie: 'signedIn=1' });
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /<title>Нет &lt;такой&gt; страницы<\/title>/);
    assert.match(response.body, /<div id=root><div>рамка<\/div><\/div>/);
    assert.doesNotMatch(response.body, /data-rendered/);
  });
});

describe('pages of a remote the server cannot render', () => {
  let root: string;
  after(() => rmSync(root, { recursive: true, force: true }));

  it('sends the plain page for a remote served elsewhere or built without a server build', async () => {
    root = fakeBuilds();
    const elsewhere = await createTestApp(
      { serveStatic: true, rootDir: root },
      { MF_CABINET_MANIFEST_URL: 'https://cdn.example/mf-cabinet/mf-manifest.json' },
    );
    try {
      assert.doesNotMatch((await page(elsewhere, '/auth/login')).body, /data-rendered/);
    } finally {
      await elsewhere.close();
    }
    rmSync(join(root, 'mf-cabinet', 'dist', 'server'), { recursive: true });
    const unbuilt = await createTestApp({ serveStatic: true, rootDir: root });
    try {
      assert.doesNotMatch((await page(unbuilt, '/auth/login')).body, /data-rendered/);
      assert.match((await page(unbuilt, '/nothing-here')).body, /data-rendered/);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('pages behind nginx (RENDER_PAGES without SERVE_STATIC)', () => {
  let root: string;
  after(() => rmSync(root, { recursive: true, force: true }));

  it('answers page navigations only, and nothing when it renders no pages', async () => {
    root = fakeBuilds();
    const pagesOnly = await createTestApp({ serveStatic: false, renderPages: true, rootDir: root });
    try {
      assert.match((await page(pagesOnly, '/auth/login')).body, /data-rendered/);
      assert.match((await page(pagesOnly, '/auth/login', { cookie: 'signedIn=1' })).body, /рамка/);
      // Files are nginx's.
      assert.equal((await pagesOnly.app.inject({ url: '/a.1234567890.css' })).statusCode, 404);
    } finally {
      await pagesOnly.close();
    }
    const apiOnly = await createTestApp({ serveStatic: false, renderPages: false, rootDir: root });
    try {
      // nginx then sends its own index.html.
      assert.equal((await page(apiOnly, '/auth/login')).statusCode, 404);
    } finally {
      await apiOnly.close();
    }
  });
});
