import { number, object, string, type ObjectSchema } from 'yup';
import type { CatalogVehicle } from '../types/notepad.js';
import { applyRuLocale } from './locale.js';
import { vinRule } from './rules.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

export const NOTEPAD_COMMENT_MAX_LENGTH = 1000;
/** A note is about a purchase, not a warehouse: a larger amount is a typing slip. */
export const NOTEPAD_AMOUNT_MAX = 100_000;
export const CAR_TEXT_MAX_LENGTH = 100;
export const CAR_MODIFICATION_MAX_LENGTH = 255;
export const CAR_YEAR_MIN = 1900;
/** Sizes of a catalog vehicle reference, as the catalog calls take them (`/api/laximo2/vehicle`). */
const CATALOG_CODE_MAX_LENGTH = 64;
const CATALOG_VEHICLE_ID_MAX_LENGTH = 64;
const CATALOG_SSD_MAX_LENGTH = 4096;

/** `POST /api/notepad/record/new` and `PUT /api/notepad/record/{id}` body (SPEC §3, §5 Notepad record). */
export interface NotepadRecordInput {
  /** Good id, from the article number's suggestions. */
  good: number;
  amount: number;
  comment: string;
  /** One of the user's cars, or none. */
  car: number | null;
}

/** One rule for the notepad modal and the API: good required, amount a whole number ≥ 0 (default 0). */
export const notepadRecordSchema: ObjectSchema<NotepadRecordInput> = object({
  good: number().label('Номер запчасти').integer().positive().required(),
  amount: number().label('Количество').integer().min(0).max(NOTEPAD_AMOUNT_MAX).default(0),
  comment: string().label('Комментарий').trim().max(NOTEPAD_COMMENT_MAX_LENGTH).default(''),
  car: number().label('Автомобиль').integer().positive().nullable().default(null),
});

/** `POST /api/v2/cars` and `PUT /api/v2/cars/{id}` body (SPEC §3 Vehicle). */
export interface VehicleInput {
  mark: string;
  model: string;
  modification: string;
  /** Upper-cased; null when not given. */
  vin: string | null;
  year: number | null;
  /**
   * The OEM catalog vehicle it was found in, null for none; when changing a car, leaving it out keeps the
   * stored one (clients that do not know it do not erase it).
   */
  catalogVehicle?: CatalogVehicle | null;
}

/** The garage form's and the API's rule: mark and model required, VIN checked when given (SPEC §5). */
export const vehicleSchema = (now = new Date()): ObjectSchema<VehicleInput> =>
  object({
    mark: string().label('Марка').trim().required().max(CAR_TEXT_MAX_LENGTH),
    model: string().label('Модель').trim().required().max(CAR_TEXT_MAX_LENGTH),
    modification: string().label('Модификация').trim().max(CAR_MODIFICATION_MAX_LENGTH).default(''),
    vin: string()
      .label('VIN')
      .trim()
      .uppercase()
      .nullable()
      .default(null)
      .transform((value: string | null) => (value === '' ? null : value))
      .test(vinRule()),
    year: number()
      .label('Год выпуска')
      // An empty field of the form is no year, not a wrong one.
      .transform((value: number, original: unknown) => (original === '' ? null : value))
      .integer()
      .min(CAR_YEAR_MIN)
      .max(now.getFullYear() + 1)
      .nullable()
      .default(null),
    catalogVehicle: object({
      catalogCode: string().label('Код каталога').trim().required().max(CATALOG_CODE_MAX_LENGTH),
      vehicleId: string().label('Автомобиль каталога').trim().required().max(CATALOG_VEHICLE_ID_MAX_LENGTH),
      ssd: string().label('ssd').required().max(CATALOG_SSD_MAX_LENGTH),
    })
      .label('Автомобиль каталога')
      .nullable()
      .optional()
      .default(undefined),
  });
