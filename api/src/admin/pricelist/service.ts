import type { Database } from '../../db/connection.js';
import { normalizeBrandName } from '@shop/shared/catalog';
import { HttpError, notFound } from '../../errors/http-error.js';
import { hasForbiddenCharacters } from '../../http/input.js';
import { ImportError } from '../../catalog/import/errors.js';
import {
  DEFAULT_IMPORT_SETTINGS,
  parseImportSettings,
  type VendorImportSettings,
} from '../../catalog/import/settings.js';
import { spreadsheetText } from '../../price-list/formula-text.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';
import {
  brandFor,
  importableVendors,
  importRejections,
  importSettingsOf,
  listImports,
  releaseHeldRows,
  saveImportSettings,
  saveSynonym,
  unknownBrands,
  vendorExists,
} from './queries.js';

/** The vendors a manager may load a price list for. */
export function importVendors(db: Database) {
  return importableVendors(db);
}

/** The newest imports, of one vendor or of all (null). */
export function importHistory(db: Database, vendorId: number | null) {
  return listImports(db, vendorId);
}

function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : spreadsheetText(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A finished import's bad rows as CSV (semicolons, as Excel in Russian expects); 404 for an unknown import. */
export async function rejectionReport(db: Database, id: number): Promise<{ id: number; csv: string }> {
  const entry = await importRejections(db, id);
  if (entry === null) throw notFound('Загрузка не найдена');
  const lines = [
    'Строка;Причина',
    ...entry.rejected.map((row) => `${csvCell(row.line)};${csvCell(row.reason)}`),
  ];
  if (entry.rejected_total > entry.rejected.length) {
    lines.push(
      `;${csvCell(`Всего отклонено строк: ${entry.rejected_total}, перечислены первые ${entry.rejected.length}`)}`,
    );
  }
  return { id: entry.id, csv: `${lines.join('\r\n')}\r\n` };
}

/** Brand spellings of rows held for the manager, with their row counts. */
export function heldBrands(db: Database, vendorId: number | null) {
  return unknownBrands(db, vendorId);
}

/**
 * Maps a held spelling to an existing brand (`brandId`) or a new one (`newBrand`, its name): the spelling is
 * saved as the brand's synonym (unless it is the brand's own), and the held rows become offers at once; the
 * admin's decision is audited with it.
 */
export async function mapHeldBrand(
  db: Database,
  admin: UserRecord,
  request: { spelling: string; brandId?: number; newBrand?: string },
): Promise<{ brandId: number; offers: number }> {
  const spelling = request.spelling.trim();
  const newBrand = request.newBrand?.trim() ?? '';
  if ((request.brandId === undefined) === (newBrand === '')) {
    throw new HttpError(
      400,
      'Укажите либо существующий бренд (brandId), либо название нового бренда (newBrand)',
    );
  }
  if (newBrand !== '' && (hasForbiddenCharacters(newBrand) || normalizeBrandName(newBrand) === '')) {
    throw new HttpError(400, 'Название бренда должно содержать буквы или цифры');
  }
  return db.transaction().execute(async (trx) => {
    const held = await unknownBrands(trx, null);
    const entry = held.find((row) => row.spelling === spelling);
    if (entry === undefined) throw notFound('Отложенных строк с таким написанием бренда нет');
    const brandId = await brandFor(
      trx,
      request.brandId !== undefined
        ? { brandId: request.brandId }
        : { name: newBrand, normalizedName: normalizeBrandName(newBrand) },
    );
    if (brandId === null) throw notFound('Бренд не найден');
    await saveSynonym(trx, { normalizedName: spelling, name: entry.brand, brandId });
    const offers = await releaseHeldRows(trx, spelling, brandId);
    await auditChange(trx, admin, {
      subjectId: null,
      action: 'pricelist.brandMap',
      target: { spelling, brand: entry.brand },
      before: { heldRows: entry.rows },
      after: { brandId, newBrand: newBrand === '' ? null : newBrand, offers },
    });
    return { brandId, offers };
  });
}

/** A vendor's import settings, the defaults when it has none. */
export async function vendorImportSettings(db: Database, vendorId: number): Promise<VendorImportSettings> {
  if (!(await vendorExists(db, vendorId))) throw notFound('Поставщик не найден');
  const row = await importSettingsOf(db, vendorId);
  if (row === null) return DEFAULT_IMPORT_SETTINGS;
  return { stockWords: row.stock_words, lessThan: row.less_than, duplicates: row.duplicates };
}

/** Saves a vendor's import settings after the importer's own checks (400 with the reason). */
export async function saveVendorImportSettings(
  db: Database,
  vendorId: number,
  value: unknown,
): Promise<VendorImportSettings> {
  if (!(await vendorExists(db, vendorId))) throw notFound('Поставщик не найден');
  let settings: VendorImportSettings;
  try {
    settings = parseImportSettings(value);
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(400, error.message);
    throw error;
  }
  await saveImportSettings(db, vendorId, {
    stock_words: settings.stockWords,
    less_than: settings.lessThan,
    duplicates: settings.duplicates,
  });
  return settings;
}
