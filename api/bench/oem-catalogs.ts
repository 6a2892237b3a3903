// Latency of the built-in OEM catalog on the demo data: p50/p95/p99 of a wizard step, a unit and a VIN
// lookup through the whole HTTP stack (in-process, one request at a time), beside the main SQL query of each
// called directly in the same run. PGlite in memory by default, a PostgreSQL server with DATABASE_URL
// (a fresh schema, dropped afterwards).
//   node --conditions=shop-source --import tsx bench/oem-catalogs.ts [--samples 300]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoCatalog } from '../src/demo/catalog/seed.js';
import { seedDemoOemCatalog } from '../src/demo/oem/seed.js';
import {
  catalogVehicles,
  findUnit,
  unitDetails,
  vehiclesByIdent,
} from '../src/oem-catalogs/builtin/queries.js';
import type { CatalogInfo, Vehicle, VehicleInfo } from '../src/oem-catalogs/types.js';
import { summary } from './load-tools.js';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '300' } } });
const samples = Number(values.samples);
const databaseUrl = process.env.DATABASE_URL ?? null;

async function measure(name: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call();
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < samples; i++) {
    const began = performance.now();
    await call();
    latencies.push(performance.now() - began);
  }
  return summary(name, latencies, performance.now() - start);
}

async function main() {
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : null;
  const handle = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: 'memory://' });
  const db = handle.db;
  try {
    await migrateToLatest(db, handle.schema);
    await seedDemoCatalog(db);
    await seedDemoOemCatalog(db);
    const config = {
      ...loadConfig({}),
      demo: false,
      logLevel: false as const,
      appSecret: 'bench-secret',
      serveStatic: false,
    };
    const app = await buildApp(config, { database: handle });
    const get = async <T>(url: string): Promise<T> => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };

    const start = await get<CatalogInfo>('/api/laximo2/catalog_info?catalogCode=LADA');
    const vesta = start.wizard[0]?.options.find((o) => o.value === 'Vesta')?.key ?? '';
    const stepUrl = `/api/laximo2/catalog_info?${new URLSearchParams({ catalogCode: 'LADA', ssd: vesta })}`;
    const vinUrl = '/api/laximo2/vehicles?identString=XW8ZZZ61ZCG012345';
    const [polo] = (await get<{ vehicles: Vehicle[] }>(vinUrl)).vehicles;
    if (!polo) throw new Error('Нет автомобиля демо-каталога по VIN');
    const page = await get<VehicleInfo>(
      `/api/laximo2/vehicle?${new URLSearchParams({ catalogCode: 'VW', ssd: polo.ssd, vehicleId: polo.vehicleId })}`,
    );
    const unit = page.units[0];
    if (!unit) throw new Error('Нет узлов');
    const unitUrl = `/api/laximo2/unit?${new URLSearchParams({ catalogCode: 'VW', ssd: unit.ssd, unitId: unit.unitId })}`;

    const rows = [
      await measure('HTTP wizard step (catalog_info)', () => get(stepUrl)),
      await measure('SQL  catalog vehicles', () => catalogVehicles(db, 'LADA')),
      await measure('HTTP unit', () => get(unitUrl)),
      await measure('SQL  unit + details', async () => {
        await findUnit(db, Number(unit.unitId), Number(polo.vehicleId));
        await unitDetails(db, [Number(unit.unitId)]);
      }),
      await measure('HTTP VIN lookup (vehicles?identString)', () => get(vinUrl)),
      await measure('SQL  vehicle by VIN', () => vehiclesByIdent(db, 'XW8ZZZ61ZCG012345', 'vin', null)),
    ];
    console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${samples} samples each, ms`);
    console.table(rows);
    await app.close();
  } finally {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  }
}

await main();
