import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@shop/shared';
import { buildApp, prepareDatabase } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openMediaStore } from '../src/content/media-store-open.js';
import { bearer, countRows, createTestApp, demo, json, login } from './helpers.js';

describe('sessions survive restarts', () => {
  it('generates the token secret once and shares it through the database', async () => {
    const first = await createTestApp({ appSecret: null });
    try {
      const token = await login(first.app, demo.retail.email, demo.retail.password);
      // The sandbox bank of demo mode keeps its port there too.
      const stored = await first.db
        .selectFrom('app_settings')
        .selectAll()
        .where('key', '=', 'jwt_secret')
        .execute();
      assert.equal(stored.length, 1);
      assert.ok((stored[0]?.value.length ?? 0) >= 40);

      const second = await buildApp(first.config, { database: first.handle });
      try {
        const response = await second.inject({ url: '/api/user', headers: bearer(token) });
        assert.equal(response.statusCode, 200);
        assert.equal(json<User>(response).email, demo.retail.email);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('keeps PGlite data in DATA_DIR between starts and seeds only once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
    const config: AppConfig = {
      ...loadConfig({}),
      dataDir,
      databaseUrl: null,
      demo: true,
      appSecret: null,
      logLevel: false,
      serveStatic: false,
      rootDir: dataDir,
      mediaStore: { dir: `${dataDir}-media`, s3: null, problems: [] },
      passwordHash: { memoryCost: 4096, timeCost: 2, parallelism: 1 },
    };
    try {
      const app = await buildApp(config);
      const token = await login(app, demo.admin.email, demo.admin.password);
      await app.close();

      const media = await openMediaStore(config.mediaStore);
      const again = await prepareDatabase(config, media);
      assert.equal(await countRows(again.db, 'users'), 3);
      await again.db.destroy();

      const restarted = await buildApp(config);
      const response = await restarted.inject({ url: '/api/user', headers: bearer(token) });
      assert.equal(json<User>(response).email, demo.admin.email);
      await restarted.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-media`, { recursive: true, force: true });
    }
  });
});
