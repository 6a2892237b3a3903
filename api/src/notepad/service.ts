import type { NotepadRecord, Offer } from '@shop/shared';
import { notepadRecordSchema, validateOrViolations } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { notFound, validationError } from '../errors/http-error.js';
import { findCar } from '../cars/queries.js';
import { carMessages } from '../cars/service.js';
import { bestOffersOfGoods } from '../search/best-offer.js';
import type { PriceView } from '../search/offers.js';
import {
  deleteRecord,
  findRecord,
  goodExists,
  insertRecord,
  listRecords,
  updateRecord,
  type RecordFilter,
  type RecordRow,
  type RecordValues,
} from './queries.js';

export const notepadMessages = {
  notFound: 'Запись не найдена',
  goodNotFound: 'Запчасть не найдена',
} as const;

/** Who reads the notepad: the records' owner, the office whose stock goes first, the prices they see. */
export interface NotepadViewer {
  userId: number;
  officeVendorId: number | null;
  view: PriceView;
}

function toRecord(row: RecordRow, offer: Offer | undefined): NotepadRecord {
  return {
    id: row.id,
    good: {
      id: row.good_id,
      name: row.good_name,
      number: row.number,
      brand: { name: row.brand_name },
      isInFavorite: true,
    },
    amount: row.amount,
    comment: row.comment,
    car:
      row.car_id === null
        ? null
        : {
            id: row.car_id,
            mark: row.mark ?? '',
            model: row.model ?? '',
            modification: row.modification ?? '',
          },
    offer: offer ?? null,
  };
}

async function withOffers(db: Database, rows: RecordRow[], viewer: NotepadViewer): Promise<NotepadRecord[]> {
  const brandOfGood = new Map(rows.map((row) => [row.good_id, row.brand_id]));
  const offers = await bestOffersOfGoods(db, brandOfGood, viewer.view, viewer.officeVendorId);
  return rows.map((row) => toRecord(row, offers.get(row.good_id)));
}

export async function listNotepad(
  db: Database,
  viewer: NotepadViewer,
  filter: RecordFilter,
): Promise<NotepadRecord[]> {
  return withOffers(db, await listRecords(db, viewer.userId, filter), viewer);
}

/** The body by the modal's rules, with the good existing and the car one of the user's own. */
async function recordValues(db: Database, userId: number, body: unknown): Promise<RecordValues> {
  const result = await validateOrViolations(notepadRecordSchema, body);
  if (result.violations) throw validationError(result.violations);
  const { good, amount, comment, car } = result.value;
  const [goodFound, carFound] = await Promise.all([
    goodExists(db, good),
    car === null ? Promise.resolve(true) : findCar(db, userId, car).then(Boolean),
  ]);
  const violations = [
    ...(goodFound ? [] : [{ propertyPath: 'good', message: notepadMessages.goodNotFound }]),
    ...(carFound ? [] : [{ propertyPath: 'car', message: carMessages.notFound }]),
  ];
  if (violations.length > 0) throw validationError(violations);
  return { good_id: good, amount, comment, car_id: car };
}

async function recordOf(db: Database, viewer: NotepadViewer, id: number): Promise<NotepadRecord> {
  const row = await findRecord(db, viewer.userId, id);
  if (!row) throw notFound(notepadMessages.notFound);
  const [record] = await withOffers(db, [row], viewer);
  if (!record) throw notFound(notepadMessages.notFound);
  return record;
}

export async function addRecord(db: Database, viewer: NotepadViewer, body: unknown): Promise<NotepadRecord> {
  const { userId } = viewer;
  const id = await insertRecord(db, userId, await recordValues(db, userId, body));
  return recordOf(db, viewer, id);
}

/** Another user's record is 'not found' (404) and stays as it was. */
export async function changeRecord(
  db: Database,
  viewer: NotepadViewer,
  id: number,
  body: unknown,
): Promise<NotepadRecord> {
  const values = await recordValues(db, viewer.userId, body);
  if (!(await updateRecord(db, viewer.userId, id, values))) throw notFound(notepadMessages.notFound);
  return recordOf(db, viewer, id);
}

export async function removeRecord(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteRecord(db, userId, id))) throw notFound(notepadMessages.notFound);
}
