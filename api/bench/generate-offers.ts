/**
 * Fills the PostgreSQL server of DATABASE_URL with N offers for the benchmarks:
 *   node --conditions=shop-source --import tsx bench/generate-offers.ts --offers 1000000 [--reset]
 * A few hundred brands, N/5 goods, analogue groups over 30% of the goods, 3 own warehouses and 4 remote
 * suppliers, price levels with rules, RUB/EUR/USD. Rows are made by the server (generate_series), and the
 * secondary indexes of goods and offers are rebuilt once at the end rather than row by row.
 */
import type pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { countArgument, ensureBrands, ensureCurrencies, partNames } from './shape.js';
import { withIndexesRebuilt } from './indexes.js';

const offers = countArgument('offers', 1_000_000);
const reset = process.argv.includes('--reset');
const goodsCount = Math.ceil(offers / 5);
/** Goods in analogue groups: a multiple of 20, the length of one cycle of group sizes 2, 3, 4, 5, 6. */
const crossedGoods = Math.floor((goodsCount * 0.3) / 20) * 20;

const started = performance.now();
function step(name: string, since: number): void {
  const seconds = ((performance.now() - since) / 1000).toFixed(1);
  console.log(`  ${name}: ${seconds} с`);
}

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const since = performance.now();
  const result = await work();
  step(name, since);
  return result;
}

async function resetCatalog(client: pg.ClientBase): Promise<void> {
  const existing = await client.query('select 1 from goods limit 1');
  if (existing.rowCount === 0) return;
  if (!reset) {
    throw new Error(
      'В базе уже есть товары: запустите с --reset, чтобы очистить каталог (товары, аналоги, предложения) ' +
        'и всё, что на него ссылается (корзины, заказы с их платежами и возвратами, избранное)',
    );
  }
  // Orders point at goods, and contract transactions at orders: they go with the catalog (cascade), and the
  // balances their transactions made return to zero, so the contracts stay consistent with their history.
  // The stock the orders held goes too: reservations name a vendor and a part id without a foreign key, and
  // the new goods take the old ids again (restart identity), so a kept reservation would hold their stock.
  // The digests of the vendors' last price lists describe offers that are gone.
  await client.query(
    'truncate cart_items, offers, cross_group_goods, cross_groups, goods, orders, stock_reservations, ' +
      'price_list_digests restart identity cascade',
  );
  await client.query('update contracts set balance = 0');
}

/**
 * Brand k (its position) prints its numbers in its own way: 0–3 letters, 5–9 digits, and a separator style.
 * Good i belongs to brand i mod B and is the j = (i div B)-th number of that brand; its digits are
 * (j + 1) × 829348951 + a brand constant, modulo 10^width: the factor is prime to 10, so j ↦ digits is a
 * bijection and (brand, number) never repeats while j < 10^5 (up to 100 million offers).
 */
async function insertGoods(client: pg.ClientBase, brandIds: number[]): Promise<void> {
  await client.query(
    `create temp table gen_brands on commit drop as
     select (k - 1)::int as k, id,
       substr('ABCDEFGHKLMNPRSTVWXZ', (1 + (k * 7) % 18)::int, (k % 4)::int) as prefix,
       (5 + (k * 3) % 5)::int as width,
       (k % 4)::int as style
     from unnest($1::int[]) with ordinality as t(id, k)`,
    [brandIds],
  );
  await client.query(
    `insert into goods (id, brand_id, number, normalized_number, name, rating)
     select i, b.id,
       case b.style
         when 0 then b.prefix || d.digits
         when 1 then ltrim(b.prefix || ' ' || d.digits)
         when 2 then b.prefix || left(d.digits, b.width - 2) || '/' || right(d.digits, 2)
         else ltrim(b.prefix || '-' || left(d.digits, 3) || '-' || substr(d.digits, 4), '-')
       end,
       b.prefix || d.digits,
       ($1::text[])[1 + (case when i <= $3 then ${groupOf('i - 1')} else i end * 7) % array_length($1::text[], 1)],
       -- Ratings come from customers picking suggestions: about one part in twenty has ever been picked.
       case when (i * 37) % 20 = 0 then 1 + (i * 7919) % 200 else 0 end
     from generate_series(1, $2::bigint) as i
     join gen_brands b on b.k = i % $4
     cross join lateral (
       select lpad((((i / $4 + 1) * 829348951 + b.k * 1299709) % (10 ^ b.width)::bigint)::text, b.width, '0') as digits
     ) d`,
    [partNames, goodsCount, crossedGoods, brandIds.length],
  );
  await client.query(`select setval(pg_get_serial_sequence('goods', 'id'), $1)`, [goodsCount]);
}

/** SQL of the analogue group (from 1) of the good at 0-based position `p`: sizes 2, 3, 4, 5, 6, repeating. */
function groupOf(p: string): string {
  const offset = `(${p}) % 20`;
  return `((${p}) / 20 * 5 + case when ${offset} < 2 then 1 when ${offset} < 5 then 2 when ${offset} < 9 then 3
    when ${offset} < 14 then 4 else 5 end)`;
}

/** Goods 1..crossedGoods in groups of 2, 3, 4, 5, 6 (repeating): neighbours have different brands. */
async function insertCrosses(client: pg.ClientBase): Promise<number> {
  const groups = (crossedGoods / 20) * 5;
  if (groups === 0) return 0;
  await client.query(
    `insert into cross_groups (id, source)
     select g, (array['TecDoc', 'Поставщик', 'Менеджер'])[1 + g % 3] from generate_series(1, $1::bigint) as g`,
    [groups],
  );
  await client.query(
    `insert into cross_group_goods (group_id, good_id)
     select ${groupOf('p')}, p + 1
     from generate_series(0, $1::bigint - 1) as p`,
    [crossedGoods],
  );
  await client.query(`select setval(pg_get_serial_sequence('cross_groups', 'id'), $1)`, [groups]);
  return groups;
}

const vendors = [
  { name: 'Склад Москва', remote: false, currency: 'RUB', extraHours: 0 },
  { name: 'Склад Санкт-Петербург', remote: false, currency: 'RUB', extraHours: 0 },
  { name: 'Склад Екатеринбург', remote: false, currency: 'RUB', extraHours: 0 },
  { name: 'Поставщик Европа', remote: true, currency: 'EUR', extraHours: 48 },
  { name: 'Поставщик Япония', remote: true, currency: 'USD', extraHours: 72 },
  { name: 'Поставщик Москва-Опт', remote: true, currency: 'RUB', extraHours: 12 },
  { name: 'Поставщик Регион', remote: true, currency: 'RUB', extraHours: 24 },
];

/** The 3 own warehouses and 4 suppliers, created on the first run and reused by name afterwards. */
async function ensureVendors(client: pg.ClientBase): Promise<number[]> {
  const ids: number[] = [];
  for (const vendor of vendors) {
    const found = await client.query<{ id: number }>(
      'select id from vendors where name = $1 order by id limit 1',
      [vendor.name],
    );
    const id =
      found.rows[0]?.id ??
      (
        await client.query<{ id: number }>(
          `insert into vendors (name, is_remote, currency, extra_delivery_hours) values ($1, $2, $3, $4) returning id`,
          [vendor.name, vendor.remote, vendor.currency, vendor.extraHours],
        )
      ).rows[0]?.id;
    if (id === undefined) throw new Error(`Не удалось создать поставщика ${vendor.name}`);
    ids.push(id);
  }
  return ids;
}

/**
 * Offer s: the first goodsCount offers cover every good once, the rest pick goods at random. 30% are in own
 * warehouses (delivery 0 h), 70% at suppliers (1–14 days). Prices are log-uniform 50–50,000 roubles.
 */
async function insertOffers(client: pg.ClientBase, vendorIds: number[]): Promise<void> {
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into offers (vendor_id, good_id, purchase_price, currency, amount, min_amount, multiplicity,
       delivery_hours, refund_allowed, refund_percent)
     select v.id, x.good,
       round((exp(ln(50) + x.r1 * ln(1000)) / case x.cur when 'RUB' then 1 when 'EUR' then 98.45 else 91.2 end)::numeric, 2),
       x.cur,
       floor(power(random(), 3) * 200)::int,
       case when random() < 0.9 then 1 else 2 + floor(random() * 3)::int end,
       case when random() < 0.95 then 1 else (array[2, 4, 10])[1 + floor(random() * 3)::int] end,
       case when x.vk < 3 then 0 else 24 + floor(random() * 313)::int end,
       random() < 0.9,
       (array[0, 10, 20])[1 + floor(random() * 3)::int]
     from (
       select case when s <= $2 then s else 1 + floor(random() * $2)::bigint end as good,
         random() as r1,
         case when random() < 0.3 then floor(random() * 3)::int else 3 + floor(random() * 4)::int end as vk,
         case when random() < 0.85 then 'RUB' when random() < 0.67 then 'EUR' else 'USD' end as cur
       from generate_series(1, $1::bigint) as s
     ) x
     join (select (k - 1)::int as k, id from unnest($3::int[]) with ordinality as t(id, k)) v on v.k = x.vk`,
    [offers, goodsCount, vendorIds],
  );
}

async function insertPriceLevels(
  client: pg.ClientBase,
  brandIds: number[],
  vendorIds: number[],
): Promise<void> {
  const hasDefault = await client.query('select 1 from price_levels where is_default');
  const levels = [
    { name: 'Розница (бенчмарк)', isDefault: hasDefault.rowCount === 0, retail: 1, wholesale: 0.6 },
    { name: 'Опт (бенчмарк)', isDefault: false, retail: 0.8, wholesale: 0.5 },
    { name: 'Крупный опт (бенчмарк)', isDefault: false, retail: 0.7, wholesale: 0.4 },
  ];
  for (const level of levels) {
    const inserted = await client.query<{ id: number }>(
      `insert into price_levels (name, is_default) values ($1, $2) on conflict (name) do nothing returning id`,
      [level.name, level.isDefault],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) continue;
    await client.query(
      `insert into price_level_rules (price_level_id, vendor_id, brand_id, price_from, price_to, retail_markup,
         wholesale_markup, priority)
       values ($1, null, null, null, 500, round(60 * $2::numeric, 2), round(60 * $3::numeric, 2), 0),
              ($1, null, null, 500, 5000, round(40 * $2::numeric, 2), round(40 * $3::numeric, 2), 0),
              ($1, null, null, 5000, null, round(25 * $2::numeric, 2), round(25 * $3::numeric, 2), 0),
              ($1, null, $4, null, null, round(30 * $2::numeric, 2), round(30 * $3::numeric, 2), 10),
              ($1, $5, null, null, null, round(45 * $2::numeric, 2), round(45 * $3::numeric, 2), 10)`,
      [id, level.retail, level.wholesale, brandIds[0], vendorIds[3]],
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Укажите DATABASE_URL: генератор заполняет сервер PostgreSQL');
  const handle = await openDatabase(config);
  const pool = handle.pool;
  if (!pool) throw new Error('Нет пула соединений PostgreSQL');
  try {
    await migrateToLatest(handle.db, handle.schema);
    console.log(
      `Генерация: ${offers} предложений, ${goodsCount} товаров, ${crossedGoods} товаров в группах аналогов`,
    );
    const client = await pool.connect();
    try {
      // Millions of rows per statement, and the vacuum after the commit: the requests' statement_timeout
      // (30 s by default) would cancel them. The session is the tool's own; the pool ends with it.
      await client.query('set statement_timeout = 0');
      await client.query('begin');
      await resetCatalog(client);
      await ensureCurrencies(client);
      const brandIds = await timed('бренды', () => ensureBrands(client));
      const vendorIds = await timed('поставщики', () => ensureVendors(client));
      await timed('товары', () => withIndexesRebuilt(client, 'goods', () => insertGoods(client, brandIds)));
      const groups = await timed('аналоги', () => insertCrosses(client));
      await timed('предложения', () =>
        withIndexesRebuilt(client, 'offers', () => insertOffers(client, vendorIds)),
      );
      await timed('уровни цен', () => insertPriceLevels(client, brandIds, vendorIds));
      await timed('фиксация', () => client.query('commit'));
      await timed('vacuum analyze', () =>
        client.query('vacuum analyze brands, goods, cross_groups, cross_group_goods, vendors, offers'),
      );
      console.log(`Брендов: ${brandIds.length}, групп аналогов: ${groups}, поставщиков: ${vendorIds.length}`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    console.log(`Готово за ${((performance.now() - started) / 1000).toFixed(1)} с`);
  } finally {
    await handle.db.destroy();
  }
}

await main();
