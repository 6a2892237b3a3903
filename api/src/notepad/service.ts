import type { NotepadRecord, Offer } from '@shop/shared';
import { notepadRecordSchema, validateOrViolations } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { notFound, validationError } from '../errors/http-error.js';
import { findCar } from '../cars/queries.js';
import { carMessages } from '../cars/service.js';
import { offerOfRow, offersOfGoods, type PriceView } from '../search/offers.js';
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

/** The cheapest offer in stock per good, priced for the viewer (what 'В корзину' of the list adds). */
async function bestOffers(db: Database, rows: RecordRow[], view: PriceView): Promise<Map<number, Offer>> {
  const brandOfGood = new Map(rows.map((row) => [row.good_id, row.brand_id]));
  const offers = await offersOfGoods(db, [...brandOfGood.keys()], { stockOnly: true });
  const best = new Map<number, Offer>();
  for (const row of offers) {
    const offer = offerOfRow(row, brandOfGood.get(row.good_id) ?? 0, view);
    const current = best.get(row.good_id);
    if (
      !current ||
      offer.price < current.price ||
      (offer.price === current.price && offer.deliveryTime < current.deliveryTime)
    ) {
      best.set(row.good_id, offer);
    }
  }
  return best;
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

async function withOffers(db: Database, rows: RecordRow[], view: PriceView): Promise<NotepadRecord[]> {
  const offers = await bestOffers(db, rows, view);
  return rows.map((row) => toRecord(row, offers.get(row.good_id)));
}

export async function listNotepad(
  db: Database,
  userId: number,
  filter: RecordFilter,
  view: PriceView,
): Promise<NotepadRecord[]> {
  return withOffers(db, await listRecords(db, userId, filter), view);
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

async function recordOf(db: Database, userId: number, id: number, view: PriceView): Promise<NotepadRecord> {
  const row = await findRecord(db, userId, id);
  if (!row) throw notFound(notepadMessages.notFound);
  const [record] = await withOffers(db, [row], view);
  if (!record) throw notFound(notepadMessages.notFound);
  return record;
}

export async function addRecord(
  db: Database,
  userId: number,
  body: unknown,
  view: PriceView,
): Promise<NotepadRecord> {
  const id = await insertRecord(db, userId, await recordValues(db, userId, body));
  return recordOf(db, userId, id, view);
}

/** Another user's record is 'not found' (404) and stays as it was. */
export async function changeRecord(
  db: Database,
  userId: number,
  id: number,
  body: unknown,
  view: PriceView,
): Promise<NotepadRecord> {
  const values = await recordValues(db, userId, body);
  if (!(await updateRecord(db, userId, id, values))) throw notFound(notepadMessages.notFound);
  return recordOf(db, userId, id, view);
}

export async function removeRecord(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteRecord(db, userId, id))) throw notFound(notepadMessages.notFound);
}
