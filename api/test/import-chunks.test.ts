import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { ImportReport } from '@shop/shared';
import { normalizeBrandName } from '@shop/shared/catalog';
import { chunksOf, readAhead } from '../src/catalog/import/chunks.js';
import { importPriceList, type ImportOptions } from '../src/catalog/import/importer.js';
import { PIECE_BYTES } from '../src/catalog/import/digests.js';
import { CHUNK_ROWS } from '../src/catalog/import/staging.js';
import { createTestApp, type TestApp } from './helpers.js';
import { insertCatalog, offersOf, type Catalog } from './import-fixtures.js';

async function* batches<T>(...items: T[][]): AsyncGenerator<T[]> {
  for (const item of items) yield item;
}

describe('import chunks', () => {
  it('groups batches into chunks of exactly the given size, splitting a batch where a chunk ends', async () => {
    const chunks: number[][][] = [];
    for await (const chunk of chunksOf(batches([1, 2], [3], [4, 5, 6], [7]), 3, (batch) => batch))
      chunks.push(chunk);
    assert.deepEqual(chunks, [[[1, 2], [3]], [[4, 5, 6]], [[7]]]);
    const split: number[][][] = [];
    for await (const chunk of chunksOf(batches([1, 2, 3, 4, 5], [6, 7]), 2, (batch) => batch))
      split.push(chunk);
    assert.deepEqual(split, [[[1, 2]], [[3, 4]], [[5], [6]], [[7]]]);
  });

  it('reads the next item while the caller works on the current one', async () => {
    const events: string[] = [];
    async function* source(): AsyncGenerator<number> {
      for (const item of [1, 2, 3]) {
        events.push(`read ${item}`);
        yield item;
      }
    }
    for await (const item of readAhead(source())) {
      await delay(5);
      events.push(`used ${item}`);
    }
    assert.deepEqual(events, ['read 1', 'read 2', 'used 1', 'read 3', 'used 2', 'used 3']);
  });
});

/**
 * Header-less comma-separated lines: brand, number, name, price, amount; staged `chunkRows` rows at a time and
 * compared with the vendor's last list in pieces of `pieceBytes` bytes.
 */
function importLines(
  t: TestApp,
  vendorId: number,
  lines: string[],
  chunkRows = CHUNK_ROWS,
  pieceBytes = PIECE_BYTES,
  extra: Partial<ImportOptions> = {},
): Promise<ImportReport> {
  const mapping = { brand: 0, number: 1, name: 2, price: 3, amount: 4 };
  const options = { vendorId, format: 'csv' as const, mapping, hasHeader: false, ...extra };
  return importPriceList(t.handle, Readable.from([lines.join('\n')]), options, { chunkRows, pieceBytes });
}

describe('price-list importer, chunk by chunk', () => {
  let t: TestApp;
  let catalog: Catalog;
  before(async () => {
    t = await createTestApp({ demo: false });
    catalog = await insertCatalog(t);
  });
  after(() => t.close());

  it('ends as an import in one piece: new goods met again in later chunks merged, earlier offers replaced', async () => {
    const first = [
      'Import Beta,CH 1,Фильтр,10,5',
      'Import Beta,CH 2,Фильтр,20,5',
      'Import Beta,CH 3,Фильтр,30,5',
    ];
    await importLines(t, catalog.vendor, first);
    await importLines(t, catalog.otherVendor, first, 2);
    const kept = await t.db
      .selectFrom('offers as o')
      .innerJoin('goods as g', 'g.id', 'o.good_id')
      .select(['o.id', 'g.number'])
      .where('o.vendor_id', '=', catalog.otherVendor)
      .where('g.number', '=', 'CH 2')
      .executeTakeFirstOrThrow();

    // CH 9 and CH 8 are new in their chunks and met again in a later one (CH 8 cheaper there: its offer
    // takes that row); CH 2 of Import Beta stays at its best price; CH 1 and CH 3 go.
    const next = [
      'Import Beta,CH 9,Новый,90,1',
      'ИМПОРТ-АЛЬФА,CH 2,Фильтр,21,5',
      'Import Beta,CH 2,Фильтр,20,5',
      'Import Beta,CH 8,Новый,80,1',
      'Import Beta,CH-9,Новый,91,2',
      'Import Beta,CH 2,Фильтр,22,5',
      'Import Beta,CH.8,Новый,79,3',
    ];
    const whole = await importLines(t, catalog.vendor, next);
    const chunked = await importLines(t, catalog.otherVendor, next, 2);
    assert.equal(chunked.imported, whole.imported);
    assert.equal(whole.merged, 3);
    assert.equal(chunked.merged, 3);
    assert.deepEqual(await offersOf(t, catalog.otherVendor), await offersOf(t, catalog.vendor));
    assert.deepEqual(
      (await offersOf(t, catalog.otherVendor)).map((offer) => [
        offer.number,
        offer.purchase_price,
        offer.amount,
      ]),
      [
        ['CH 2', '20.00', 5],
        ['CH 2', '21.00', 5],
        ['CH 8', '79.00', 3],
        ['CH 9', '90.00', 1],
      ],
    );
    const stillThere = await t.db
      .selectFrom('offers')
      .select('purchase_price')
      .where('id', '=', kept.id)
      .executeTakeFirst();
    assert.equal(stillThere?.purchase_price, '20.00', 'the unchanged offer keeps its id');
  });

  it('leaves the offers as they are when the file is the last one again, byte for byte', async () => {
    const list = [
      'Import Beta,SAME 1,Фильтр,10,5',
      'Import Beta,SAME 2,Фильтр,20,5',
      'Нет такого,SAME 3,Фильтр,30,5',
      'Import Beta,SAME 4,Фильтр,40,5',
      'Import Beta,,Фильтр,50,5',
    ];
    const first = await importLines(t, catalog.otherVendor, list, 2, 16);
    const imported = await offersOf(t, catalog.otherVendor);
    // A witness: an import that read the list again would put the list's 5 back.
    await sql`update offers set amount = 4 where vendor_id = ${catalog.otherVendor}`.execute(t.db);
    const again = await importLines(t, catalog.otherVendor, list, 2, 16);
    const figures = ({ imported, rejected, rejectedTotal, held }: ImportReport) => ({
      imported,
      rejected,
      rejectedTotal,
      held,
    });
    assert.deepEqual(figures(again), figures(first), "the report is the first import's, bad rows too");
    assert.deepEqual(first.rejected, [{ line: 5, reason: 'Не указан номер' }]);
    assert.equal(again.held, 1, 'the row of an unknown brand is still held');
    assert.deepEqual(again.changes, { added: 0, changed: 0, removed: 0, unchanged: 3, existing: 3 });
    const amounts = await offersOf(t, catalog.otherVendor);
    assert.deepEqual(
      amounts.map((offer) => offer.amount),
      [4, 4, 4],
      'an unchanged list writes nothing',
    );

    // Pieces of another size, or other settings that may read the same bytes otherwise: read in full.
    await importLines(t, catalog.otherVendor, list, 2, 32);
    assert.deepEqual(await offersOf(t, catalog.otherVendor), imported);
    await sql`update offers set amount = 4 where vendor_id = ${catalog.otherVendor}`.execute(t.db);
    await importLines(t, catalog.otherVendor, list, 2, 32, { decimalComma: true });
    assert.deepEqual(await offersOf(t, catalog.otherVendor), imported, 'the same file, decimal commas');
    await sql`update offers set amount = 4 where vendor_id = ${catalog.otherVendor}`.execute(t.db);
    await t.db
      .insertInto('brands')
      .values({ name: 'Нет такого', normalized_name: normalizeBrandName('Нет такого'), thumbs: '[]' })
      .execute();
    const withBrand = await importLines(t, catalog.otherVendor, list, 2, 32, { decimalComma: true });
    assert.equal(withBrand.imported, 4, 'a brand added since: the held row is good now');
    assert.equal(withBrand.held, 0);
  });

  it('reads the pieces held as unchanged once a later piece differs', async () => {
    const list = [
      'Import Beta,HELD 1,Фильтр,10,5',
      'Import Beta,HELD 2,Фильтр,20,5',
      'Import Beta,HELD 3,Фильтр,30,5',
      'Import Beta,HELD 4,Фильтр,40,5',
      'Import Beta,HELD 5,Фильтр,50,5',
    ];
    await importLines(t, catalog.otherVendor, list, 2, 16);
    const changed = [...list.slice(0, 4), 'Import Beta,HELD 5,Фильтр,55,6', 'Import Beta,HELD 6,Новый,60,1'];
    await importLines(t, catalog.otherVendor, changed, 2, 16);
    await importLines(t, catalog.vendor, changed);
    assert.deepEqual(await offersOf(t, catalog.otherVendor), await offersOf(t, catalog.vendor));
    assert.equal((await offersOf(t, catalog.otherVendor)).length, 6);

    // A list that is the last one cut short is read too.
    await importLines(t, catalog.otherVendor, changed.slice(0, 5), 2, 16);
    await importLines(t, catalog.vendor, changed.slice(0, 5));
    assert.deepEqual(await offersOf(t, catalog.otherVendor), await offersOf(t, catalog.vendor));
    assert.equal((await offersOf(t, catalog.otherVendor)).length, 5);

    // The same list after the vendor's offers were deleted otherwise: imported in full again.
    await t.db.deleteFrom('offers').where('vendor_id', '=', catalog.otherVendor).execute();
    await importLines(t, catalog.otherVendor, changed.slice(0, 5), 2, 16);
    assert.deepEqual(await offersOf(t, catalog.otherVendor), await offersOf(t, catalog.vendor));
  });

  it('stages a chunk again when another transaction creates one of its goods meanwhile', async (context) => {
    const pool = t.handle.pool;
    if (!pool) {
      context.skip('one connection in PGlite: nothing runs meanwhile');
      return;
    }
    const other = await pool.connect();
    try {
      await other.query('begin');
      const created = await other.query<{ id: number }>(
        `insert into goods (brand_id, number, normalized_number, name)
         values ($1, 'RACE 1', 'RACE1', 'Из ответа поставщика') returning id`,
        [catalog.brands.beta],
      );
      const importing = importLines(t, catalog.vendor, ['Import Beta,RACE 1,Фильтр,10,1']);
      // The import's insert of the same good waits for the other transaction (seen from a third session:
      // a transaction sees the activity of others as it was when it first looked).
      for (let waited = 0; ; waited += 1) {
        const waiting = await pool.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity
           where wait_event_type = 'Lock' and query like '%with staged as%'`,
        );
        if ((waiting.rows[0]?.count ?? 0) > 0) break;
        assert.ok(waited < 200, 'the import never waited for the other transaction');
        await delay(25);
      }
      await other.query('commit');

      const report = await importing;
      assert.equal(report.imported, 1);
      const offers = await t.db
        .selectFrom('offers')
        .select('good_id')
        .where('vendor_id', '=', catalog.vendor)
        .execute();
      assert.deepEqual(offers, [{ good_id: created.rows[0]?.id }]);
    } finally {
      other.release();
    }
  });
});
