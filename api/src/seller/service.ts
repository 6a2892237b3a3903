import type { Seller, SellerData } from '@shop/shared';
import { normalizePhone, sellerSchema, validateOrViolations } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import { findSeller, sellerData, writeSellerSeed, type SellerRow } from './queries.js';
import { escapeHtml } from '../http/html.js';

export function toSeller(row: SellerRow): Seller {
  return { ...sellerData(row), updatedAt: row.updated_at.toISOString() };
}

/** The seller's record: invoices, mails, pages and `GET /api/seller` read it on every use (no copy kept). */
export async function getSeller(db: Database): Promise<Seller> {
  const row = await findSeller(db);
  // Migration 0029 inserts the row and nothing deletes it.
  if (!row) throw new Error('Нет записи продавца (таблица seller пуста)');
  return toSeller(row);
}

/**
 * At start: the `SELLER_*` values that are set replace the seed's fields until an admin first saves the record
 * in the back office, which from then on is the one place of the seller's data. Values that break the record's
 * rules stop the start, as invoices would carry them.
 */
export async function applySellerSeed(db: Database, seed: Partial<SellerData>): Promise<void> {
  if (Object.keys(seed).length === 0) return;
  const row = await findSeller(db);
  if (!row || row.edited_at !== null) return;
  const checked = await validateOrViolations(sellerSchema, { ...sellerData(row), ...seed });
  if (checked.violations) {
    const list = checked.violations.map((v) => `${v.propertyPath}: ${v.message}`).join('; ');
    throw new Error(`Переменные SELLER_* нарушают правила реквизитов продавца: ${list}`);
  }
  await writeSellerSeed(db, seed);
}

/** A phone for a `tel:` link: `+79787001001`, or the text without decoration when it is not a Russian number. */
export function phoneLink(phone: string): string {
  return normalizePhone(phone) ?? phone.replace(/[^+\d]/g, '');
}

const PLACEHOLDER = /\{\{\s*seller\.([A-Za-z]+)\s*\}\}/g;

/**
 * Content HTML names the seller's data by placeholders (`{{seller.phone}}`, `{{seller.inn}}`, `tel:` links as
 * `{{seller.phoneLink}}` …) filled here on the way out, so a page never keeps a copy that can go stale.
 * Unknown names stay as written, so an admin sees the typo.
 */
export function fillSellerPlaceholders(html: string, seller: SellerData): string {
  if (!html.includes('{{')) return html;
  const values: Record<string, string> = {
    ...seller,
    phoneLink: phoneLink(seller.phone),
    wholesalePhoneLink: phoneLink(seller.wholesalePhone),
  };
  return html.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name] ?? '') : whole,
  );
}
