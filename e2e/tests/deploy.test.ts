// Deploying one remote for real (issue 11 §2), from the production build at version A: mf-search is changed
// (a visible text and a kernel call A never makes) and only it is built, as release B, by
// scripts/deploy-remote.mjs. An admin switches the runtime registry to B: the host's files are byte-identical,
// the API is not restarted, a new page load shows B and B's call works; switching back rolls back to A.
// A release built against a newer kernel than the host's shows the fallback in its area only.
// The test builds mf-search twice (minutes) and restores its sources and its dist/ afterwards.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { withPage, type ShopBrowser } from '../src/browser.js';
import { startServerAndBrowser } from '../src/harness.js';
import { repoRoot, type ShopServer } from '../src/server.js';
import { demo, searchBox } from '../src/shop.js';

const searchPage = join(repoRoot, 'mf-search/src/features/search/SearchPage.tsx');
const kernelPackage = join(repoRoot, 'shared/package.json');
const searchDist = join(repoRoot, 'mf-search/dist');
const B_TEXT = 'Выпуск B поиска';

/** A hash of every file of a folder, to show that a deploy leaves it as it was. */
function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Builds mf-search with its sources (and the kernel's version) changed, stores it as a release, restores them. */
function deployChangedSearch(kernelVersion?: string): string {
  const source = readFileSync(searchPage, 'utf8');
  const kernel = readFileSync(kernelPackage, 'utf8');
  try {
    const changed = source
      .replace(
        "import { ShopPage } from '@shop/shared/ui/page';",
        "import { ShopPage } from '@shop/shared/ui/page';\n" +
          "import { useEffect, useState } from 'react';\n" +
          "import { apiClient } from '@shop/shared/api';\n\n" +
          'function ReleaseMark() {\n' +
          '  const [offices, setOffices] = useState<number | null>(null);\n' +
          '  useEffect(() => {\n' +
          "    void apiClient.get<unknown[]>('/api/offices').then((r) => setOffices(r.data.length));\n" +
          '  }, []);\n' +
          `  return <p data-testid="release-mark">${B_TEXT}: офисов {offices ?? '…'}</p>;\n` +
          '}',
      )
      .replace('<ShopPage>\n', '<ShopPage>\n      <ReleaseMark />\n');
    assert.notEqual(changed, source, 'SearchPage.tsx changed for B');
    writeFileSync(searchPage, changed);
    if (kernelVersion) {
      writeFileSync(kernelPackage, kernel.replace(/"version": "[^"]+"/, `"version": "${kernelVersion}"`));
    }
    const output = execFileSync(
      process.execPath,
      [join(repoRoot, 'scripts/deploy-remote.mjs'), 'mf-search'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const version = output.trim().split('\n').at(-1) ?? '';
    assert.match(version, /^[0-9a-f]{16}$/);
    return version;
  } finally {
    writeFileSync(searchPage, source);
    writeFileSync(kernelPackage, kernel);
  }
}

let server: ShopServer;
let shop: ShopBrowser;
let adminToken = '';
let releaseB = '';
let releaseNewKernel = '';
let hostBefore = '';

async function switchSearch(version: string | null): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/remotes/mf_search`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ version }),
  });
  assert.equal(response.status, 200, await response.text());
}

// Builds mf-search twice (a minute or two) and rewrites its sources meanwhile, restoring them before the
// server starts: safe because the e2e files run one at a time (`--test-concurrency=1`).
describe('deploying mf-search alone', () => {
  before(
    async () => {
      hostBefore = folderHash(join(repoRoot, 'host/dist'));
      const savedDist = mkdtempSync(join(tmpdir(), 'shop-e2e-search-dist-'));
      cpSync(searchDist, savedDist, { recursive: true });
      try {
        releaseB = deployChangedSearch();
        releaseNewKernel = deployChangedSearch('99.0.0');
      } finally {
        // The default build of mf-search stays A for the other tests.
        rmSync(searchDist, { recursive: true, force: true });
        cpSync(savedDist, searchDist, { recursive: true });
        rmSync(savedDist, { recursive: true, force: true });
      }
      [server, shop] = await startServerAndBrowser();
      const login = await fetch(`${server.url}/api/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: demo.admin.email, password: demo.admin.password }),
      });
      adminToken = ((await login.json()) as { token: string }).token;
    },
    { timeout: 20 * 60_000 },
  );

  after(async () => {
    await shop?.close();
    await server?.stop();
    for (const version of [releaseB, releaseNewKernel]) {
      if (version) rmSync(join(repoRoot, 'releases/mf-search', version), { recursive: true, force: true });
    }
  });

  test('the host is byte-identical and the releases are immutable folders named by content', () => {
    assert.equal(folderHash(join(repoRoot, 'host/dist')), hostBefore);
    assert.notEqual(releaseB, releaseNewKernel);
    const manifest = join(repoRoot, 'releases/mf-search', releaseB, 'mf-manifest.json');
    assert.ok(statSync(manifest).isFile());
  });

  test('switching the registry shows B on a new page load, its call works; switching back shows A', async (t) => {
    await withPage(shop, t.name, { baseURL: server.url }, async ({ page, problems }) => {
      await page.goto('/search');
      await page.getByText('Что ищем? Не указана строка для поиска.').waitFor();
      assert.equal(await page.getByTestId('release-mark').count(), 0, 'A has no mark');

      await switchSearch(releaseB);
      await page.goto('/search');
      await page.getByText(`${B_TEXT}: офисов`).waitFor();
      await page.getByText(new RegExp(`${B_TEXT}: офисов [1-9]`)).waitFor();

      await switchSearch(null);
      await page.goto('/search');
      await page.getByText('Что ищем? Не указана строка для поиска.').waitFor();
      assert.equal(await page.getByTestId('release-mark').count(), 0, 'rolled back to A');
      assert.deepEqual(problems.pageErrors, []);
    });
  });

  test('a release that needs a newer kernel than the host shows the fallback in its area only', async (t) => {
    await switchSearch(releaseNewKernel);
    try {
      await withPage(shop, t.name, { baseURL: server.url }, async ({ page }) => {
        const refusal = page.waitForEvent('console', (message) =>
          message.text().includes('собран с ядром @shop/shared ^99.0.0'),
        );
        await page.goto('/search');
        await page.getByTestId('remote-fallback').waitFor();
        await refusal;
        assert.equal(await page.getByTestId('release-mark').count(), 0);
        // The rest of the site: the header's search box and another remote's page.
        await searchBox(page).waitFor();
        await page.goto('/');
        await page.getByRole('link', { name: /^Каталоги запчастей/ }).waitFor();
      });
    } finally {
      await switchSearch(null);
    }
  });
});
