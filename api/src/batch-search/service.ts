import { randomUUID } from 'node:crypto';
import type {
  BatchCreatePayload,
  BatchGood,
  BatchLine,
  BatchLineStatus,
  BatchOffersResult,
  BatchResult,
  BatchSummary,
  Offer,
} from '@shop/shared';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import { formatNumber } from '@shop/shared/format';
import { canAddToCart, ruleMessages, type StockRuleOffer } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import type { BatchLineStatus as StoredStatus } from '../db/schema-batch.js';
import { notFound, validationError } from '../errors/http-error.js';
import { parseInteger } from '../catalog/import/values.js';
import { offerOfRow, type PriceView } from '../search/offers.js';
import { offersOfGoods } from '../search/offer-queries.js';
import { MAX_BATCH_LINES } from './file.js';
import {
  chooseGood,
  findBatch,
  findBatchId,
  findLine,
  goodsOfLines,
  insertBatch,
  listBatches,
  listLines,
  resolvePendingLines,
  type BatchSummaryRow,
  type GoodOfLine,
  type LineRow,
  type NewBatchLine,
} from './queries.js';

export const batchMessages = {
  notFound: 'Пакетный поиск не найден',
  lineNotFound: 'Строка не найдена',
  noLines: 'Список пуст: добавьте хотя бы одну строку с номером',
  tooManyLines: `В списке больше ${formatNumber(MAX_BATCH_LINES, 0)} строк: разделите его на части`,
  noNumber: 'Не указан номер',
  notAChoice: 'Выберите бренд из предложенных',
} as const;

/** Lines resolved per call: one statement each; 1,000 lines show their progress in four steps. */
export const RESOLVE_CHUNK = 250;

/** Whoever works with a batch: its owner, the office whose stock goes first, the prices they see. */
export interface BatchViewer {
  userId: number;
  officeVendorId: number | null;
  view: PriceView;
}

const statusOf: Record<StoredStatus, BatchLineStatus> = {
  pending: 'pending',
  found: 'found',
  ambiguous: 'ambiguous',
  not_found: 'notFound',
  invalid: 'invalid',
};

function toSummary(row: BatchSummaryRow): BatchSummary {
  return {
    uid: row.uid,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lineCount: row.line_count,
    resolved: row.line_count - row.pending,
    found: row.found,
    ambiguous: row.ambiguous,
    notFound: row.not_found,
    invalid: row.invalid,
  };
}

/** A line as typed, its lookup keys, and whether it can be looked up at all (a number and a quantity). */
function newLine(index: number, input: BatchCreatePayload['lines'][number]): NewBatchLine {
  const quantity = input.quantity.trim();
  const amount = quantity === '' ? 1 : parseInteger(quantity);
  const normalizedNumber = normalizePartNumber(input.number);
  const valid = normalizedNumber !== '' && amount !== null && amount >= 1;
  return {
    line: index + 1,
    brand_name: input.brandName.trim(),
    number: input.number.trim(),
    amount: amount !== null && amount >= 1 ? amount : 0,
    comment: input.comment.trim(),
    normalized_brand: normalizeBrandName(input.brandName),
    normalized_number: normalizedNumber,
    status: valid ? 'pending' : 'invalid',
  };
}

function invalidMessage(row: LineRow): string | null {
  if (row.status !== 'invalid') return null;
  return row.number === '' ? batchMessages.noNumber : ruleMessages.amount;
}

/** The user's batch; another user's uid is not found (404), as an unknown one. */
export async function ownBatch(db: Database, userId: number, uid: string): Promise<BatchSummaryRow> {
  const batch = await findBatch(db, userId, uid);
  if (batch === null) throw notFound(batchMessages.notFound);
  return batch;
}

/** `POST /api/batch-search`: the lines are stored pending; the page then resolves them chunk by chunk. */
export async function createBatch(
  db: Database,
  userId: number,
  payload: BatchCreatePayload,
): Promise<BatchSummary> {
  const lines = payload.lines
    .filter((line) => `${line.brandName}${line.number}${line.quantity}${line.comment}`.trim() !== '')
    .map((line, index) => newLine(index, line));
  if (lines.length === 0) throw validationError([{ propertyPath: 'lines', message: batchMessages.noLines }]);
  if (lines.length > MAX_BATCH_LINES) {
    throw validationError([{ propertyPath: 'lines', message: batchMessages.tooManyLines }]);
  }
  const uid = randomUUID();
  await insertBatch(db, { uid, userId, name: payload.name.trim() }, lines);
  return toSummary(await ownBatch(db, userId, uid));
}

export async function batchHistory(db: Database, userId: number): Promise<BatchSummary[]> {
  return (await listBatches(db, userId)).map(toSummary);
}

/** `POST /api/batch-search/{uid}/resolve`: the next chunk of pending lines, then how far the batch is. */
export async function resolveNextChunk(db: Database, userId: number, uid: string): Promise<BatchSummary> {
  const batchId = await findBatchId(db, userId, uid);
  if (batchId === null) throw notFound(batchMessages.notFound);
  // Nothing pending: the statement updates no row, and the counts say the batch is done.
  await resolvePendingLines(db, batchId, RESOLVE_CHUNK);
  return toSummary(await ownBatch(db, userId, uid));
}

const stockRuleOffer = (offer: Offer): StockRuleOffer => ({
  vendorId: offer.vendor.id,
  isStock: offer.isStock,
  amount: offer.amount,
  cartAmount: offer.cartAmount,
});

/** Offers the stock rule of SPEC §6 lets the viewer add now (the office's own stock first). */
function addableOffers(offers: Offer[], officeVendorId: number | null): Offer[] {
  const office = offers.find((offer) => offer.isStock && offer.vendor.id === officeVendorId);
  const officeOffer = office ? stockRuleOffer(office) : null;
  return offers.filter((offer) => canAddToCart(stockRuleOffer(offer), officeVendorId, officeOffer));
}

const byPrice = (a: Offer, b: Offer) => a.price - b.price || a.deliveryTime - b.deliveryTime;
const byTerm = (a: Offer, b: Offer) => a.deliveryTime - b.deliveryTime || a.price - b.price;

/** Goods and priced offers of the lines, read in two statements whatever the number of lines. */
async function goodsAndOffers(db: Database, viewer: BatchViewer, lines: readonly LineRow[]) {
  const ids = new Set<number>();
  for (const line of lines) {
    if (line.good_id !== null) ids.add(line.good_id);
    for (const id of line.candidates) ids.add(id);
  }
  const foundIds = [...new Set(lines.flatMap((line) => (line.good_id === null ? [] : [line.good_id])))];
  const [goods, rows] = await Promise.all([
    goodsOfLines(db, [...ids]),
    offersOfGoods(db, foundIds, { stockOnly: true }),
  ]);
  const goodById = new Map(goods.map((good) => [good.id, good]));
  const offersByGood = new Map<number, Offer[]>();
  for (const row of rows) {
    const good = goodById.get(row.good_id);
    if (good === undefined) continue;
    const list = offersByGood.get(row.good_id) ?? [];
    list.push(offerOfRow(row, good.brand_id, viewer.view));
    offersByGood.set(row.good_id, list);
  }
  return { goodById, offersByGood };
}

function toGood(good: GoodOfLine): BatchGood {
  return { id: good.id, brandName: good.brand_name, number: good.number, name: good.name };
}

function toLine(
  row: LineRow,
  goodById: ReadonlyMap<number, GoodOfLine>,
  offers: Offer[],
  officeVendorId: number | null,
): BatchLine {
  const good = row.good_id === null ? undefined : goodById.get(row.good_id);
  const addable = addableOffers(offers, officeVendorId);
  return {
    line: row.line,
    brandName: row.brand_name,
    number: row.number,
    amount: row.amount,
    comment: row.comment,
    status: statusOf[row.status],
    message: invalidMessage(row),
    good: good ? toGood(good) : null,
    choices: row.candidates.flatMap((id) => {
      const choice = goodById.get(id);
      return choice ? [toGood(choice)] : [];
    }),
    bestByPrice: [...addable].sort(byPrice)[0] ?? null,
    bestByTerm: [...addable].sort(byTerm)[0] ?? null,
    offerCount: offers.length,
  };
}

/** `GET /api/batch-search/{uid}`: every line with its status and best offers at the viewer's prices. */
export async function loadBatch(db: Database, viewer: BatchViewer, uid: string): Promise<BatchResult> {
  const batch = await ownBatch(db, viewer.userId, uid);
  const rows = await listLines(db, batch.id);
  const { goodById, offersByGood } = await goodsAndOffers(db, viewer, rows);
  const lines = rows.map((row) =>
    toLine(row, goodById, offersByGood.get(row.good_id ?? 0) ?? [], viewer.officeVendorId),
  );
  return { batch: toSummary(batch), lines };
}

/** `GET /api/batch-search/{uid}/offers`: all offers of each found line, cheapest first. */
export async function loadBatchOffers(
  db: Database,
  viewer: BatchViewer,
  uid: string,
): Promise<BatchOffersResult> {
  const batch = await ownBatch(db, viewer.userId, uid);
  const rows = (await listLines(db, batch.id)).filter((row) => row.good_id !== null);
  const { goodById, offersByGood } = await goodsAndOffers(db, viewer, rows);
  const lines = rows.flatMap((row) => {
    const good = goodById.get(row.good_id ?? 0);
    if (good === undefined) return [];
    const offers = [...(offersByGood.get(good.id) ?? [])].sort(byPrice);
    return [{ line: row.line, good: toGood(good), amount: row.amount, offers }];
  });
  return { batch: toSummary(batch), lines };
}

/** `PUT /api/batch-search/{uid}/lines/{line}`: the good of an ambiguous line, one of its choices. */
export async function chooseLineGood(
  db: Database,
  viewer: BatchViewer,
  uid: string,
  lineNumber: number,
  goodId: number,
): Promise<BatchLine> {
  const batch = await ownBatch(db, viewer.userId, uid);
  const line = await findLine(db, batch.id, lineNumber);
  if (line === null) throw notFound(batchMessages.lineNotFound);
  const choices = line.status === 'ambiguous' ? line.candidates : [];
  if (!choices.includes(goodId)) {
    throw validationError([{ propertyPath: 'good', message: batchMessages.notAChoice }]);
  }
  await chooseGood(db, batch.id, lineNumber, goodId);
  const chosen = { ...line, status: 'found' as const, good_id: goodId, candidates: [] };
  const { goodById, offersByGood } = await goodsAndOffers(db, viewer, [chosen]);
  return toLine(chosen, goodById, offersByGood.get(goodId) ?? [], viewer.officeVendorId);
}
