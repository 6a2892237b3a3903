import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  companySchema,
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
  isValidPhone,
  isValidSettlementAccount,
  validateOrViolations,
} from '@shop/shared/validation';
import { demoCompany } from '../src/demo/accounts.js';
import { seedDemoData } from '../src/demo/seed.js';
import { refuseOpenDemoAccounts } from '../src/demo/leftovers.js';
import { createPasswordHasher } from '../src/auth/password.js';
import { configProblems, configProblemsMessage, loadConfig } from '../src/config.js';
import { countRows, createTestApp, demo, login, type TestApp } from './helpers.js';

describe('demo data', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('has the three demo accounts with their roles', async () => {
    const users = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
    assert.deepEqual(
      users.map((user) => user.email),
      [demo.retail.email, demo.wholesale.email, demo.admin.email],
    );
    const wholesale = users.find((user) => user.email === demo.wholesale.email);
    assert.equal(wholesale?.type, 'business');
    assert.equal(wholesale?.is_wholesale, true);
    assert.equal(Number(wholesale?.markup), 7);
    assert.equal(wholesale?.is_allow_download_pricelist, true);
    assert.equal(wholesale?.is_allow_batch_search, true);
    assert.equal(wholesale?.is_allow_use_api, true);
    assert.equal(users.find((user) => user.email === demo.admin.email)?.is_admin, true);
    for (const user of users) {
      assert.match(user.password_hash, /^\$argon2id\$/);
      assert.ok(isValidPhone(user.phone), user.phone);
    }
    for (const account of Object.values(demo)) await login(t.app, account.email, account.password);
  });

  it('gives the wholesale buyer requisites that pass the shared rules', async () => {
    assert.ok(isValidInn(demoCompany.inn));
    assert.ok(isValidKpp(demoCompany.kpp));
    assert.ok(isValidBik(demoCompany.bik));
    assert.ok(isValidCorrAccount(demoCompany.correspondentAccount, demoCompany.bik));
    assert.ok(isValidSettlementAccount(demoCompany.settlementAccount, demoCompany.bik));
    const result = await validateOrViolations(companySchema, demoCompany);
    assert.equal(result.violations, undefined);
  });

  it('has a curator, offices and all pages', async () => {
    assert.equal(await countRows(t.db, 'curators'), 1);
    assert.ok((await countRows(t.db, 'offices')) >= 3);
    const slugs = (await t.db.selectFrom('pages').select('slug').execute()).map((page) => page.slug).sort();
    assert.deepEqual(slugs, ['about', 'contacts', 'customers', 'delivery', 'home', 'oferta', 'refund']);
  });

  it('is loaded on the first start only', async () => {
    const seeded = await seedDemoData(
      t.db,
      createPasswordHasher({ memoryCost: 4096, timeCost: 2, parallelism: 1 }),
    );
    assert.equal(seeded, false);
    assert.equal(await countRows(t.db, 'users'), 3);
    assert.equal(await countRows(t.db, 'pages'), 7);
  });

  it('a production start without demo mode refuses demo accounts that still open with their passwords', async () => {
    const hasher = createPasswordHasher({ memoryCost: 4096, timeCost: 2, parallelism: 1 });
    await assert.rejects(
      refuseOpenDemoAccounts(t.db, hasher),
      /^Error: В базе остались демо-учётные записи с опубликованными паролями \(retail@example\.com, wholesale@example\.com, admin@example\.com\)/,
    );
    await t.db
      .updateTable('users')
      .set({ password_hash: await hasher.hash('a-real-password-2026') })
      .execute();
    await refuseOpenDemoAccounts(t.db, hasher);
  });
});

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, null);
    assert.match(config.dataDir, /\.data[\\/]pglite$/);
    assert.equal(config.demo, true);
    assert.equal(config.appSecret, null);
    assert.equal(config.smtpUrl, null);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.bodyLimit, 1024 * 1024);
    assert.equal(config.tokenTtl, '15m');
    assert.equal(config.refreshTtlDays, 30);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://shop@db/shop',
      DATA_DIR: '/var/lib/shop',
      DEMO: '0',
      APP_SECRET: 's3cret',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Магазин <shop@example.com>',
      PUBLIC_URL: 'https://shop.example/',
      SERVE_STATIC: '1',
    });
    assert.equal(config.port, 9000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, 'postgres://shop@db/shop');
    assert.equal(config.dataDir, '/var/lib/shop');
    assert.equal(config.demo, false);
    assert.equal(config.appSecret, 's3cret');
    assert.equal(config.smtpUrl, 'smtp://mail:25');
    assert.equal(config.mailFrom, 'Магазин <shop@example.com>');
    assert.equal(config.publicUrl, 'https://shop.example');
    assert.equal(config.serveStatic, true);
  });

  it('turns demo mode off and static serving on in production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    assert.equal(config.demo, false);
    assert.equal(config.serveStatic, true);
    assert.equal(config.renderPages, true);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).demo, true);
    // Behind nginx (docker-compose.yml): files from nginx, pages from the API; or neither.
    const behindNginx = loadConfig({ NODE_ENV: 'production', SERVE_STATIC: '0', RENDER_PAGES: '1' });
    assert.deepEqual([behindNginx.serveStatic, behindNginx.renderPages], [false, true]);
    const apiOnly = loadConfig({ NODE_ENV: 'production', SERVE_STATIC: '0' });
    assert.deepEqual([apiOnly.serveStatic, apiOnly.renderPages], [false, false]);
  });
});

describe('production refuses published secrets, demo mode or not', () => {
  const strong = 'a'.repeat(16) + 'b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7';
  const production = { NODE_ENV: 'production', APP_SECRET: strong };

  it('has no demo terminal and no demo mode unless DEMO is on', () => {
    const config = loadConfig(production);
    assert.equal(config.demo, false);
    assert.equal(config.payments.tbankTerminalKey, '');
    assert.equal(config.payments.tbankPassword, '');
    assert.deepEqual(configProblems(config), []);
    const demoMode = loadConfig({ ...production, DEMO: '1' }).payments;
    assert.equal(demoMode.tbankTerminalKey, 'DemoShopTerminal');
    // The install's own password is generated at start (test/payment-sandbox.test.ts).
    assert.equal(demoMode.tbankPassword, '');
  });

  it('refuses the sandbox terminal configured by hand', () => {
    for (const env of [
      { TBANK_TERMINAL_KEY: 'DemoShopTerminal' },
      { TBANK_PASSWORD: 'demo-terminal-password' },
    ]) {
      const problems = configProblems(loadConfig({ ...production, ...env }));
      assert.equal(problems.length, 1, JSON.stringify(env));
      assert.match(problems[0] ?? '', /демо-терминал/);
    }
  });

  it('refuses a short or well-known APP_SECRET', () => {
    for (const secret of ['s3cret', 'changeme', 'x'.repeat(31)]) {
      const problems = configProblems(loadConfig({ ...production, APP_SECRET: secret }));
      assert.equal(problems.length, 1, secret);
      assert.match(problems[0] ?? '', /APP_SECRET: слабый секрет/);
    }
    assert.deepEqual(configProblems(loadConfig({ ...production, APP_SECRET: 'x'.repeat(32) })), []);
    const message = configProblemsMessage(configProblems(loadConfig({ ...production, APP_SECRET: 'short' })));
    assert.match(message, /^Сервер не запущен: небезопасная конфигурация/);
  });

  it('the server exits with the Russian message instead of starting', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--conditions=shop-source',
        '--import',
        'tsx',
        fileURLToPath(new URL('../src/server.ts', import.meta.url)),
      ],
      {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DEMO: '0', APP_SECRET: 'short', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /Сервер не запущен: небезопасная конфигурация/);
    assert.match(result.stderr, /APP_SECRET: слабый секрет/);
  });

  it('refuses them in demo mode too; `npm start` (production, demo mode, nothing set) starts', () => {
    const demoMode = { NODE_ENV: 'production', DEMO: '1' };
    assert.deepEqual(configProblems(loadConfig(demoMode)), []);
    assert.deepEqual(configProblems(loadConfig({ ...demoMode, APP_SECRET: strong })), []);
    const weak = configProblems(loadConfig({ ...demoMode, APP_SECRET: 'short' }));
    assert.equal(weak.length, 1);
    assert.match(weak[0] ?? '', /APP_SECRET: слабый секрет/);
    const published = configProblems(loadConfig({ ...demoMode, TBANK_PASSWORD: 'demo-terminal-password' }));
    assert.equal(published.length, 1);
    assert.match(published[0] ?? '', /демо-терминал/);
  });

  it('lets development run with the demo secrets', () => {
    assert.deepEqual(
      configProblems(loadConfig({ APP_SECRET: 'short', TBANK_TERMINAL_KEY: 'DemoShopTerminal' })),
      [],
    );
    assert.equal(loadConfig({}).payments.tbankPassword, 'demo-terminal-password');
  });
});
