// Benchmark of the oils catalog on the demo data: p50/p95 of `GET /api/oils` with two filters (through the
// app in process, as the retail demo user: viewer, facet counts, page, best offers priced, JSON), beside the
// same statements written by hand and run directly in the same run (facet counts, the page and the offers
// of its goods): the floor that the app's layers add to.
//   node --conditions=shop-source --import tsx bench/oils.ts [--runs 200]         (PGlite in memory)
//   DATABASE_URL=postgres://… node --conditions=shop-source --import tsx bench/oils.ts   (a schema of its own, dropped)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createPasswordHasher } from '../src/auth/password.js';
import { seedDemoData } from '../src/demo/seed.js';
import { seedDemoCatalog } from '../src/demo/catalog/seed.js';
import { demoAccounts } from '../src/demo/accounts.js';
import { benchConfig, summary } from './load-tools.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL ?? null;
const URL = `/api/oils?viscosity=5W-30&approval=${encodeURIComponent('VW 504 00')}`;

async function main() {
  const schema = databaseUrl ? `bench_oils_${randomBytes(4).toString('hex')}` : null;
  const handle = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: 'memory://' });
  const db = handle.db;
  try {
    await migrateToLatest(db, handle.schema);
    const hash = { memoryCost: 4096, timeCost: 2, parallelism: 1 };
    await seedDemoData(db, createPasswordHasher(hash));
    await seedDemoCatalog(db);
    const config = benchConfig({
      demo: true,
      passwordHash: hash,
    });
    const app = await buildApp(config, { database: handle, env: {} });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: demoAccounts.retail.email, password: demoAccounts.retail.password },
    });
    const { token } = JSON.parse(login.body) as { token: string };
    const headers = { 'x-authorization': `Bearer ${token}` };

    const viscosity = ['5W-30'];
    const approval = ['VW 504 00'];
    const raw = async () => {
      await sql`
        with base as materialized (
          select s.kind, s.viscosity, s.specs, s.approvals, s.volume::text as volume, b.name as brand,
            s.viscosity = any(${viscosity}::text[]) as m_viscosity, s.approvals && ${approval}::text[] as m_approval
          from oil_specs s join goods g on g.id = s.good_id join brands b on b.id = g.brand_id
        )
        select 'kind' as facet, kind as value, count(*)::integer from base where m_viscosity and m_approval group by kind
        union all select 'viscosity', viscosity, count(*)::integer from base
          where viscosity is not null and m_approval group by viscosity
        union all select 'spec', v, count(*)::integer from base, unnest(specs) v where m_viscosity and m_approval group by v
        union all select 'approval', v, count(*)::integer from base, unnest(approvals) v where m_viscosity group by v
        union all select 'volume', volume, count(*)::integer from base
          where volume is not null and m_viscosity and m_approval group by volume
        union all select 'brand', brand, count(*)::integer from base where m_viscosity and m_approval group by brand
        union all select 'total', '', count(*)::integer from base where m_viscosity and m_approval`.execute(
        db,
      );
      const page = await sql<{ good_id: number }>`
        select s.good_id, g.number, g.name, b.name as brand_name, s.kind, s.viscosity, s.specs, s.approvals, s.volume
        from oil_specs s join goods g on g.id = s.good_id join brands b on b.id = g.brand_id
        where s.viscosity = any(${viscosity}::text[]) and s.approvals && ${approval}::text[]
        order by s.kind, exists (select 1 from offers o where o.good_id = s.good_id and o.amount > 0) desc,
          b.name, g.name, s.good_id
        limit 24`.execute(db);
      await sql`
        select o.* from offers o join vendors v on v.id = o.vendor_id
        where o.good_id = any(${page.rows.map((row) => row.good_id)}::bigint[]) and v.is_active and o.amount > 0`.execute(
        db,
      );
    };
    const viaApp = async () => {
      const response = await app.inject({ url: URL, headers });
      if (response.statusCode !== 200) throw new Error(`${URL}: ${response.statusCode} ${response.body}`);
    };

    const api: number[] = [];
    const direct: number[] = [];
    for (let run = -20; run < runs; run++) {
      // The first 20 warm the plans and the caches and are not counted; the two alternate.
      let began = performance.now();
      await viaApp();
      if (run >= 0) api.push(performance.now() - began);
      began = performance.now();
      await raw();
      if (run >= 0) direct.push(performance.now() - began);
    }
    const total = (list: number[]) => list.reduce((sum, value) => sum + value, 0);
    console.log(databaseUrl ? 'PostgreSQL' : 'PGlite', URL);
    console.table([summary('GET /api/oils', api, total(api)), summary('raw SQL', direct, total(direct))]);
    await app.close();
  } finally {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

await main();
