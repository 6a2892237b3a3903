/** Batch search (issue 13 §2): a list of parts looked up at once, its lines, offers and cart additions. */
import type { Offer } from './catalog.js';

/** Columns of an uploaded list, by 0-based index; null when the file has no such column. */
export interface BatchColumns {
  brand: number | null;
  number: number;
  quantity: number | null;
  comment: number | null;
}

/** `POST /api/batch-search/parse`: the file's rows as text, the columns guessed and whether row 1 is a header. */
export interface BatchParseResult {
  rows: string[][];
  columns: BatchColumns;
  hasHeader: boolean;
}

/** A line as the user sends it, after the columns are mapped. */
export interface BatchLineInput {
  brandName: string;
  number: string;
  quantity: string;
  comment: string;
}

export interface BatchCreatePayload {
  name: string;
  lines: BatchLineInput[];
}

/** found, brand ambiguous (choose one of `choices`), not found, invalid (no number, bad quantity), pending. */
export type BatchLineStatus = 'pending' | 'found' | 'ambiguous' | 'notFound' | 'invalid';

/** A batch in the user's history, with how far its lines are resolved. */
export interface BatchSummary {
  uid: string;
  name: string;
  createdAt: string;
  lineCount: number;
  resolved: number;
  found: number;
  ambiguous: number;
  notFound: number;
  invalid: number;
}

/** A good a line names (or may name). */
export interface BatchGood {
  id: number;
  brandName: string;
  number: string;
  name: string;
}

export interface BatchLine {
  line: number;
  brandName: string;
  number: string;
  amount: number;
  comment: string;
  status: BatchLineStatus;
  /** Why an invalid line is not looked up (Russian). */
  message: string | null;
  good: BatchGood | null;
  /** The goods to choose from when the brand is ambiguous. */
  choices: BatchGood[];
  bestByPrice: Offer | null;
  bestByTerm: Offer | null;
  offerCount: number;
}

export interface BatchResult {
  batch: BatchSummary;
  lines: BatchLine[];
}

/** `GET /api/batch-search/{uid}/offers`: every offer of each found line. */
export interface BatchLineOffers {
  line: number;
  good: BatchGood;
  amount: number;
  offers: Offer[];
}

export interface BatchOffersResult {
  batch: BatchSummary;
  lines: BatchLineOffers[];
}

/** `POST /api/batch-search/{uid}/cart`: the chosen offer and quantity of each selected line. */
export interface BatchCartPayload {
  lines: { line: number; itemKey: string; amount: number }[];
}

export interface BatchCartLineReport {
  line: number;
  added: boolean;
  message: string;
}

export interface BatchCartReport {
  added: number;
  failed: number;
  lines: BatchCartLineReport[];
  cartCount: number;
}
