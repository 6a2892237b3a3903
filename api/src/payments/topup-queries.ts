import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TopupProvider } from '../db/schema-orders.js';

export interface TopupContract {
  id: number;
  number: string;
  name: string;
  currency: string;
  isAllowQrPay: boolean;
}

export interface TopupRow {
  id: number;
  amount: string;
  provider: TopupProvider;
  createdAt: Date;
  /** Some payment of it succeeded. */
  paid: boolean;
  contract: TopupContract;
}

/** The user's contract; null for another user's or a missing one. */
export async function findOwnContract(
  db: Kysely<DB>,
  userId: number,
  contractId: number,
): Promise<TopupContract | null> {
  const row = await db
    .selectFrom('contracts')
    .select(['id', 'number', 'name', 'currency', 'is_allow_qr_pay'])
    .where('id', '=', contractId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        number: row.number,
        name: row.name,
        currency: row.currency,
        isAllowQrPay: row.is_allow_qr_pay,
      }
    : null;
}

export async function insertTopup(
  db: Kysely<DB>,
  values: { userId: number; contractId: number; amount: string; provider: TopupProvider },
): Promise<number> {
  const { id } = await db
    .insertInto('contract_topups')
    .values({
      user_id: values.userId,
      contract_id: values.contractId,
      amount: values.amount,
      provider: values.provider,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function topupsQuery(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contract_topups as t')
    .innerJoin('contracts as c', 'c.id', 't.contract_id')
    .select((eb) => [
      't.id',
      't.amount',
      't.provider',
      't.created_at',
      'c.id as contract_id',
      'c.number',
      'c.name',
      'c.currency',
      'c.is_allow_qr_pay',
      eb
        .exists(
          eb
            .selectFrom('payments as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.topup_id', '=', 't.id')
            .where('p.status', '=', 'succeeded'),
        )
        .as('paid'),
    ])
    .where('t.user_id', '=', userId);
}

type TopupSelect = Awaited<ReturnType<ReturnType<typeof topupsQuery>['executeTakeFirstOrThrow']>>;

const toTopupRow = (row: TopupSelect): TopupRow => ({
  id: row.id,
  amount: row.amount,
  provider: row.provider,
  createdAt: row.created_at,
  paid: Boolean(row.paid),
  contract: {
    id: row.contract_id,
    number: row.number,
    name: row.name,
    currency: row.currency,
    isAllowQrPay: row.is_allow_qr_pay,
  },
});

/** The user's top-up; null for another user's or a missing one. */
export async function findOwnTopup(
  db: Kysely<DB>,
  userId: number,
  topupId: number,
): Promise<TopupRow | null> {
  const row = await topupsQuery(db, userId).where('t.id', '=', topupId).executeTakeFirst();
  return row ? toTopupRow(row) : null;
}

/** The user's last top-ups, newest first. */
export async function listOwnTopups(db: Kysely<DB>, userId: number, limit: number): Promise<TopupRow[]> {
  const rows = await topupsQuery(db, userId).orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map(toTopupRow);
}

/** The top-up's pending payment attempt at the provider, reused while it waits. */
export function findTopupPayment(db: Kysely<DB>, topupId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('topup_id', '=', topupId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
