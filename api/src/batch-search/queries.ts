import { sql } from 'kysely';
import type { Database } from '../db/connection.js';
import type { BatchLineStatus } from '../db/schema-batch.js';

/** Goods offered for a line whose brand does not decide: a number is shared by a few brands, not hundreds. */
export const MAX_CHOICES = 20;

export interface BatchRow {
  id: number;
  uid: string;
  name: string;
  line_count: number;
  created_at: Date;
}

/** A batch with its lines counted by status. */
export interface BatchSummaryRow extends BatchRow {
  pending: number;
  found: number;
  ambiguous: number;
  not_found: number;
  invalid: number;
}

export interface NewBatchLine {
  line: number;
  brand_name: string;
  number: string;
  amount: number;
  comment: string;
  normalized_brand: string;
  normalized_number: string;
  status: 'pending' | 'invalid';
}

export interface LineRow {
  line: number;
  brand_name: string;
  number: string;
  amount: number;
  comment: string;
  status: BatchLineStatus;
  good_id: number | null;
  candidates: number[];
}

export interface GoodOfLine {
  id: number;
  number: string;
  name: string;
  brand_id: number;
  brand_name: string;
}

/** Lines are written this many to a statement: well below PostgreSQL's 65,535 parameters (8 a line). */
const INSERT_CHUNK = 1_000;

export async function insertBatch(
  db: Database,
  batch: { uid: string; userId: number; name: string },
  lines: readonly NewBatchLine[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('batch_searches')
      .values({ uid: batch.uid, user_id: batch.userId, name: batch.name, line_count: lines.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
      const chunk = lines.slice(start, start + INSERT_CHUNK).map((line) => ({ ...line, batch_id: id }));
      await trx.insertInto('batch_search_lines').values(chunk).execute();
    }
  });
}

function summaryQuery(db: Database, userId: number) {
  const count = (status: BatchLineStatus) =>
    sql<number>`(count(*) filter (where l.status = ${status}))::integer`;
  return db
    .selectFrom('batch_searches as b')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('batch_search_lines as l')
          .whereRef('l.batch_id', '=', 'b.id')
          .select([
            count('pending').as('pending'),
            count('found').as('found'),
            count('ambiguous').as('ambiguous'),
            count('not_found').as('not_found'),
            count('invalid').as('invalid'),
          ])
          .as('c'),
      (join) => join.onTrue(),
    )
    .select(['b.id', 'b.uid', 'b.name', 'b.line_count', 'b.created_at'])
    .select(['c.pending', 'c.found', 'c.ambiguous', 'c.not_found', 'c.invalid'])
    .where('b.user_id', '=', userId);
}

/** The user's batch by its uid; another user's batch is not found. */
export async function findBatch(db: Database, userId: number, uid: string): Promise<BatchSummaryRow | null> {
  return (await summaryQuery(db, userId).where('b.uid', '=', uid).executeTakeFirst()) ?? null;
}

/** The id of the user's batch, without its counts; null for another user's or an unknown uid. */
export async function findBatchId(db: Database, userId: number, uid: string): Promise<number | null> {
  const row = await db
    .selectFrom('batch_searches')
    .select('id')
    .where('uid', '=', uid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A history is a working list, not an archive: the latest batches only. */
const HISTORY_LIMIT = 100;

export function listBatches(db: Database, userId: number): Promise<BatchSummaryRow[]> {
  return summaryQuery(db, userId).orderBy('b.id', 'desc').limit(HISTORY_LIMIT).execute();
}

/**
 * Resolves the next `size` pending lines of the batch in ONE statement: each line's number (normalised) is
 * looked up with its brand or a synonym by the (number, brand) key; the goods of the number under any brand
 * become the line's choices when the brand does not decide. One good and no brand typed is found at once.
 */
export async function resolvePendingLines(db: Database, batchId: number, size: number): Promise<void> {
  await sql`
    with chunk as (
      select line, normalized_brand, normalized_number from batch_search_lines
      where batch_id = ${batchId} and status = 'pending'
      order by line
      limit ${size}
    ), matched as (
      select c.line, c.normalized_brand,
        (select g.id from goods g
         where g.normalized_number = c.normalized_number and g.brand_id = (
           select id from brands where normalized_name = c.normalized_brand
           union all
           select brand_id from brand_synonyms where normalized_name = c.normalized_brand
           limit 1)
        ) as good_id,
        array(select g.id::integer from goods g where g.normalized_number = c.normalized_number
              order by g.id limit ${MAX_CHOICES}) as candidates
      from chunk c
    )
    update batch_search_lines l set
      status = case
        when m.good_id is not null then 'found'
        when cardinality(m.candidates) = 1 and m.normalized_brand = '' then 'found'
        when cardinality(m.candidates) > 0 then 'ambiguous'
        else 'not_found' end,
      good_id = case
        when m.good_id is not null then m.good_id
        when cardinality(m.candidates) = 1 and m.normalized_brand = '' then m.candidates[1]
        end,
      candidates = case when m.good_id is null then m.candidates else '{}'::integer[] end
    from matched m
    where l.batch_id = ${batchId} and l.line = m.line and l.status = 'pending'`.execute(db);
}

export function listLines(db: Database, batchId: number): Promise<LineRow[]> {
  return db
    .selectFrom('batch_search_lines')
    .select(['line', 'brand_name', 'number', 'amount', 'comment', 'status', 'good_id', 'candidates'])
    .where('batch_id', '=', batchId)
    .orderBy('line')
    .execute();
}

export async function findLine(db: Database, batchId: number, line: number): Promise<LineRow | null> {
  const row = await db
    .selectFrom('batch_search_lines')
    .select(['line', 'brand_name', 'number', 'amount', 'comment', 'status', 'good_id', 'candidates'])
    .where('batch_id', '=', batchId)
    .where('line', '=', line)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's choice of good for an ambiguous line. */
export async function chooseGood(db: Database, batchId: number, line: number, goodId: number): Promise<void> {
  await db
    .updateTable('batch_search_lines')
    .set({ status: 'found', good_id: goodId, candidates: sql<number[]>`'{}'::integer[]` })
    .where('batch_id', '=', batchId)
    .where('line', '=', line)
    .execute();
}

export function goodsOfLines(db: Database, goodIds: readonly number[]): Promise<GoodOfLine[]> {
  if (goodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goods as g')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'g.number', 'g.name', 'b.id as brand_id', 'b.name as brand_name'])
    .where('g.id', 'in', goodIds)
    .execute();
}
