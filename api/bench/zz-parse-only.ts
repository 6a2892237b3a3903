import { createReadStream } from 'node:fs';
import { csvRecords } from '../src/catalog/import/sources.js';
import { resolveColumns } from '../src/catalog/import/mapping.js';
import { createRowReader } from '../src/catalog/import/rows.js';
import { normalizeBrandName } from '@shop/shared/catalog';
import { brandNames } from './shape.js';
const brands = new Map(brandNames.map((n, i) => [normalizeBrandName(n), i + 1]));
const t = performance.now();
let read: ((c: string[]) => unknown) | null = null; let good = 0, n = 0;
for await (const { cells } of csvRecords(createReadStream(process.argv[2] ?? '/tmp/pl.csv'), { delimiter: ';', encoding: 'utf-8' })) {
  n++;
  if (!read) { read = createRowReader(resolveColumns({ brand: 'Бренд', number: 'Номер', name: 'Наименование', price: 'Цена', amount: 'Количество', deliveryHours: 5 }, cells), { brands, currencies: new Set(['RUB']), defaultCurrency: 'RUB', decimalComma: true }); continue; }
  const v = read(cells); if (typeof v === 'object' && v) good++;
}
console.log(n, good, ((performance.now() - t) / 1000).toFixed(2), 's');
