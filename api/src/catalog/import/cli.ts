/**
 * Imports a supplier's price list from the command line (`npm run import-prices -- …` in api/):
 *   node --conditions=shop-source --import tsx src/catalog/import/cli.ts --vendor 4 --file list.csv \
 *     --map brand=0,number=1,name=2,price=3,amount=4 [--delimiter ';'] [--encoding windows-1251] \
 *     [--no-header] [--currency EUR] [--decimal-comma] [--format xlsx] [--update]
 * Columns in --map: a 0-based index, a letter (A, B, …) or the column's title. The database is that of
 * DATABASE_URL, or the app's PGlite folder (stop the app first: PGlite serves one process at a time).
 */
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ImportError } from './errors.js';
import { importPriceList } from './importer.js';
import { checkXlsxArchive } from './xlsx-archive.js';
import { importOptionsFrom } from './options.js';

const usage =
  'Использование: import-prices --vendor ID --file ФАЙЛ --map brand=0,number=1,name=2,price=3,amount=4 ' +
  '[--delimiter ;] [--encoding windows-1251] [--no-header] [--currency EUR] [--decimal-comma] [--format xlsx] [--update]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      vendor: { type: 'string' },
      file: { type: 'string' },
      map: { type: 'string' },
      delimiter: { type: 'string' },
      encoding: { type: 'string' },
      'no-header': { type: 'boolean', default: false },
      currency: { type: 'string' },
      'decimal-comma': { type: 'boolean', default: false },
      format: { type: 'string' },
      // Only the listed parts change; without it the vendor's offers become the list (the operator's choice).
      update: { type: 'boolean', default: false },
    },
  });
  const vendorId = Number(values.vendor);
  if (!values.file || !values.map || !Number.isSafeInteger(vendorId) || vendorId <= 0) fail(usage, 2);
  if (!statSync(values.file, { throwIfNoEntry: false })?.isFile()) fail(`Файл не найден: ${values.file}`, 2);

  const options = importOptionsFrom(vendorId, basename(values.file), {
    mapping: values.map,
    ...(values.format ? { format: values.format } : {}),
    ...(values.delimiter ? { delimiter: values.delimiter } : {}),
    ...(values.encoding ? { encoding: values.encoding } : {}),
    header: values['no-header'] ? 'нет' : 'да',
    ...(values.currency ? { currency: values.currency } : {}),
    decimalComma: values['decimal-comma'] ? 'да' : 'нет',
    mode: values.update ? 'update' : 'replace',
  });
  const config = loadConfig();
  // The same caps as the admin upload: a file from elsewhere may be a zip bomb too.
  if (options.format === 'xlsx') await checkXlsxArchive(values.file, config.priceListUpload.xlsx);
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.schema);
    const report = await importPriceList(handle, createReadStream(values.file), options);
    console.log(
      `Поставщик ${report.vendorId}: предложений по прайс-листу ${report.imported} (добавлено ` +
        `${report.changes.added}, изменено ${report.changes.changed}, удалено ${report.changes.removed}), ` +
        `объединено строк ${report.merged}, отложено строк неизвестных брендов ${report.held}, ` +
        `отклонено строк ${report.rejectedTotal}, ${report.seconds} с`,
    );
    for (const row of report.rejected) console.log(`  Строка ${row.line}: ${row.reason}`);
    const unlisted = report.rejectedTotal - report.rejected.length;
    if (unlisted > 0) console.log(`  … и ещё ${unlisted}`);
  } finally {
    await handle.db.destroy();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  fail([`Импорт не выполнен: ${error.message}`, ...error.details.map((line) => `  ${line}`)].join('\n'), 1);
}
