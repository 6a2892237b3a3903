import type { Paginated } from '@shop/shared';
import { CONTENT_URL_PATTERN, contentMessages } from '@shop/back-office-rules';
import type { Database } from '../db/connection.js';
import { HttpError, notFound, validationError } from '../errors/http-error.js';
import type { AdminField, AdminKind } from './admin-kinds.js';
import {
  changeCampaignSettings,
  countExistingGoods,
  deleteContentRow,
  findContentRow,
  goodsByIds,
  insertContentRow,
  listContentRows,
  mediaExists,
  recordContentChange,
  updateContentRow,
  ADMIN_CONTENT_PER_PAGE,
  type CampaignSettingsValues,
  type ContentRow,
} from './admin-queries.js';
import { isMediaPath } from './media.js';
import { sanitizeContent } from './sanitize.js';

export const adminContentMessages = {
  notFound: 'Запись не найдена',
  duplicate: 'Запись с таким адресом уже есть',
  notPublishable: 'Этот раздел не публикуется',
  badMedia: 'Файл не найден в хранилище медиа: сначала загрузите его',
  badGoods: 'Некоторые товары не найдены',
  badUrl: contentMessages.url,
  badDate: 'Некорректная дата',
  endBeforeStart: 'Окончание акции должно быть позже начала',
  emptyText: 'Поле не должно быть пустым',
  referenced: 'Запись связана с другими данными (например, офис — со складом или заказами)',
  noTypes: 'У записей этого раздела нет типа',
  badSort: 'По этому полю нельзя сортировать',
} as const;

type Values = Record<string, unknown>;

/** The browser's rule for page addresses and slide links: a path of this site only. */
const sitePath = new RegExp(CONTENT_URL_PATTERN);
type Body = Record<string, unknown>;

function violation(field: string, message: string): HttpError {
  return validationError([{ propertyPath: field, message }]);
}

/** The body's value as its column stores it; HTML is sanitised on save (and again on output). */
function columnValue(name: string, field: AdminField, value: unknown): unknown {
  switch (field.kind) {
    case 'html':
      return sanitizeContent(String(value));
    case 'text':
    case 'slug':
      if (field.required && String(value).trim() === '')
        throw violation(name, adminContentMessages.emptyText);
      return String(value).trim();
    case 'url': {
      const url = String(value).trim();
      if (url !== '' && !sitePath.test(url)) throw violation(name, adminContentMessages.badUrl);
      if (field.required && url === '') throw violation(name, adminContentMessages.badUrl);
      return url;
    }
    case 'date': {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw violation(name, adminContentMessages.badDate);
      return date;
    }
    case 'media':
    case 'optionalMedia':
      if (value === null) return null;
      if (!isMediaPath(String(value))) throw violation(name, adminContentMessages.badMedia);
      return String(value);
    case 'goodIds':
      return [...new Set(value as number[])];
    default:
      return value;
  }
}

/** What the admin API shows of a row: the kind's fields by their API names, HTML sanitised. */
export function viewOfRow(kind: AdminKind, row: ContentRow): Values {
  const view: Values = { id: row.id };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = row[field.column];
    if (field.kind === 'date') view[name] = new Date(String(value)).toISOString();
    else if (field.kind === 'html') view[name] = sanitizeContent(String(value ?? ''));
    else if (field.kind === 'fraction') view[name] = Number(value);
    else if (field.kind === 'coordinate') view[name] = value === null ? null : Number(value);
    else view[name] = value;
  }
  // When it was last changed, where the table keeps it (offices do not).
  if (row.updated_at !== undefined) view.updatedAt = new Date(String(row.updated_at)).toISOString();
  return view;
}

async function columnValues(db: Database, kind: AdminKind, body: Body): Promise<Values> {
  const values: Values = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    if (!(name in body)) continue;
    const value = columnValue(name, field, body[name]);
    if ((field.kind === 'media' || field.kind === 'optionalMedia') && typeof value === 'string') {
      if (!(await mediaExists(db, value))) throw violation(name, adminContentMessages.badMedia);
    }
    if (field.kind === 'goodIds' && Array.isArray(value)) {
      if ((await countExistingGoods(db, value)) !== value.length)
        throw violation(name, adminContentMessages.badGoods);
    }
    values[field.column] = value;
  }
  return values;
}

function checkPeriod(row: { start_at?: unknown; end_at?: unknown }): void {
  if (row.start_at === undefined || row.end_at === undefined) return;
  if (new Date(String(row.end_at)).getTime() <= new Date(String(row.start_at)).getTime()) {
    throw violation('endAt', adminContentMessages.endBeforeStart);
  }
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** The database's own refusals as the admin's errors: a taken slug or URL, a row others refer to. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = errorCode(error);
    if (code === '23505') throw new HttpError(409, adminContentMessages.duplicate);
    if (code === '23503') throw new HttpError(409, adminContentMessages.referenced);
    throw error;
  }
}

export interface Change {
  db: Database;
  actorId: number;
  kindName: string;
  kind: AdminKind;
}

export interface ContentListQuery {
  query: string;
  type?: string;
  published?: boolean;
  sort: string;
  descending: boolean;
  page: number;
}

/** Fields a list may be sorted by: the row's id and its plain values (not HTML, files or goods). */
const sortableKinds = new Set(['text', 'slug', 'url', 'int', 'bool', 'date', 'fraction']);

/** One page of a kind's rows (drafts included), found by text in its titles, slugs, URLs and names. */
export async function listContent(
  db: Database,
  kind: AdminKind,
  query: ContentListQuery,
): Promise<Paginated<Values>> {
  const fields = Object.values(kind.fields);
  const equals: Record<string, string | boolean> = {};
  if (query.type !== undefined) {
    if (!('type' in kind.fields)) throw violation('type', adminContentMessages.noTypes);
    equals.type = query.type;
  }
  if (query.published !== undefined) {
    if (!kind.publishable) throw violation('published', adminContentMessages.notPublishable);
    equals.is_published = query.published;
  }
  const sorted = query.sort === 'id' ? undefined : kind.fields[query.sort];
  if (query.sort !== 'id' && (!sorted || !sortableKinds.has(sorted.kind)))
    throw violation('sort', adminContentMessages.badSort);
  const { rows, total } = await listContentRows(db, kind.table, {
    search: query.query,
    searchColumns: fields
      .filter(
        (field) => field.kind === 'slug' || field.kind === 'url' || (field.kind === 'text' && field.required),
      )
      .map((field) => field.column),
    equals,
    sortColumn: sorted?.column ?? 'id',
    descending: query.descending,
    page: query.page,
  });
  return {
    items: rows.map((row) => viewOfRow(kind, row)),
    total,
    page: query.page,
    perPage: ADMIN_CONTENT_PER_PAGE,
  };
}

/** Goods of a carousel or a promotion by id, as the form names them. */
export async function listGoodsByIds(db: Database, ids: readonly number[]) {
  return goodsByIds(db, [...new Set(ids)]);
}

export async function getContent(db: Database, kind: AdminKind, id: number): Promise<Values> {
  const row = await findContentRow(db, kind.table, id);
  if (!row) throw notFound(adminContentMessages.notFound);
  return viewOfRow(kind, row);
}

/** Creates a row and its audit line in one transaction. */
export async function createContent(change: Change, body: Body): Promise<Values> {
  const { db, kind } = change;
  const values = await columnValues(db, kind, body);
  checkPeriod(values);
  const row = await guardUnique(() =>
    db.transaction().execute(async (trx) => {
      const created = await insertContentRow(trx, kind.table, values);
      await recordContentChange(trx, {
        actorId: change.actorId,
        action: `content.${change.kindName}.create`,
        details: { kind: change.kindName, id: created.id, before: null, after: viewOfRow(kind, created) },
      });
      return created;
    }),
  );
  return viewOfRow(kind, row);
}

/** Updates the given fields (the row locked meanwhile); the audit line keeps the row before and after. */
export async function updateContent(
  change: Change,
  id: number,
  body: Body,
  action = 'update',
): Promise<Values> {
  const { db, kind } = change;
  const values = await columnValues(db, kind, body);
  const row = await guardUnique(() =>
    db.transaction().execute(async (trx) => {
      const before = await findContentRow(trx, kind.table, id, true);
      if (!before) throw notFound(adminContentMessages.notFound);
      checkPeriod({ start_at: before.start_at, end_at: before.end_at, ...values });
      const after = await updateContentRow(trx, kind.table, id, values, kind.table !== 'offices');
      if (!after) throw notFound(adminContentMessages.notFound);
      await recordContentChange(trx, {
        actorId: change.actorId,
        action: `content.${change.kindName}.${action}`,
        details: {
          kind: change.kindName,
          id,
          before: viewOfRow(kind, before),
          after: viewOfRow(kind, after),
        },
      });
      return after;
    }),
  );
  return viewOfRow(kind, row);
}

export async function setPublished(change: Change, id: number, published: boolean): Promise<Values> {
  if (!change.kind.publishable) throw new HttpError(400, adminContentMessages.notPublishable);
  return updateContent(change, id, { isPublished: published }, published ? 'publish' : 'unpublish');
}

export async function deleteContent(change: Change, id: number): Promise<void> {
  const { db, kind } = change;
  await guardUnique(() =>
    db.transaction().execute(async (trx) => {
      const before = await findContentRow(trx, kind.table, id, true);
      if (!before || !(await deleteContentRow(trx, kind.table, id)))
        throw notFound(adminContentMessages.notFound);
      await recordContentChange(trx, {
        actorId: change.actorId,
        action: `content.${change.kindName}.delete`,
        details: { kind: change.kindName, id, before: viewOfRow(kind, before), after: null },
      });
    }),
  );
}

/** The campaign settings' given fields; undefined ones keep their value. */
export async function updateCampaignSettings(
  db: Database,
  actorId: number,
  values: CampaignSettingsValues,
): Promise<void> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await changeCampaignSettings(db, given, (before, after, trx) =>
    recordContentChange(trx, {
      actorId,
      action: 'content.campaign-settings.update',
      details: { kind: 'campaign-settings', before, after },
    }),
  );
}

export async function recordUpload(
  db: Database,
  actorId: number,
  stored: Record<string, unknown>,
): Promise<void> {
  await recordContentChange(db, {
    actorId,
    action: 'content.media.upload',
    details: { kind: 'media', before: null, after: stored },
  });
}
