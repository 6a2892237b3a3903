import Big from 'big.js';
import { normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../src/db/connection.js';
import type { RefundTerms } from '../src/db/schema.js';
import type { OrderStatus, PaymentProvider } from '../src/db/schema-orders.js';

/** Orders written straight into the tables, for the payment and refund suites. */

export interface LineSpec {
  number: string;
  name?: string;
  price: string;
  amount: number;
  cancelledAmount?: number;
  refund?: RefundTerms;
}

export interface OrderSpec {
  email: string;
  provider: PaymentProvider;
  lines: LineSpec[];
  commission?: string;
  status?: OrderStatus;
}

export interface OrderFixture {
  orderId: number;
  contractId: number;
  total: string;
  items: { id: number; uid: string }[];
}

const allowed: RefundTerms = { isAllowed: true, percent: 0, conditions: '' };

export async function userIdOf(db: Database, email: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

async function brandId(db: Database): Promise<number> {
  await db
    .insertInto('brands')
    .values({ name: 'PAY-TEST', normalized_name: 'PAYTEST', thumbs: '[]' })
    .onConflict((oc) => oc.column('normalized_name').doNothing())
    .execute();
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('normalized_name', '=', 'PAYTEST')
    .executeTakeFirstOrThrow();
  return brand.id;
}

async function vendorId(db: Database): Promise<number> {
  const existing = await db
    .selectFrom('vendors')
    .select('id')
    .where('name', '=', 'Склад тестов')
    .executeTakeFirst();
  if (existing) return existing.id;
  await db
    .insertInto('currencies')
    .values({ code: 'RUB', rate: '1' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const vendor = await db
    .insertInto('vendors')
    .values({ name: 'Склад тестов' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return vendor.id;
}

async function goodId(db: Database, brand: number, number: string, name: string): Promise<number> {
  const normalized = normalizePartNumber(number);
  const existing = await db
    .selectFrom('goods')
    .select('id')
    .where('brand_id', '=', brand)
    .where('normalized_number', '=', normalized)
    .executeTakeFirst();
  if (existing) return existing.id;
  const good = await db
    .insertInto('goods')
    .values({ brand_id: brand, number, normalized_number: normalized, name, images: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return good.id;
}

/** An order of `spec.email` with its own contract and payment method; totals as SPEC §9 computes them. */
export async function createOrder(db: Database, spec: OrderSpec): Promise<OrderFixture> {
  const userId = await userIdOf(db, spec.email);
  const brand = await brandId(db);
  const vendor = await vendorId(db);
  const contract = await db
    .insertInto('contracts')
    .values({
      user_id: userId,
      name: 'Договор тестов',
      number: `T-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      type: 'retail',
      balance: '0',
      credit_limit: '100000',
      overdue_debt: '0',
      is_allow_qr_pay: true,
      is_cashless_payments: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const commission = spec.commission ?? '0';
  const method = await db
    .insertInto('payment_methods')
    .values({ name: `Оплата (${spec.provider})`, provider: spec.provider, commission, is_online: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db
    .insertInto('delivery_methods')
    .values({ name: 'Самовывоз' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sum = spec.lines.reduce(
    (acc, line) => acc.plus(new Big(line.price).times(line.amount - (line.cancelledAmount ?? 0))),
    new Big(0),
  );
  const total = sum.times(new Big(100).plus(commission)).div(100).round(0, Big.roundUp);
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      contract_id: contract.id,
      payment_method_id: method.id,
      delivery_method_id: delivery.id,
      status: spec.status ?? 'awaiting_payment',
      sum: sum.toFixed(2),
      commission,
      total: total.toFixed(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = [];
  for (const line of spec.lines) {
    const name = line.name ?? 'Фильтр масляный';
    const item = await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        good_id: await goodId(db, brand, line.number, name),
        vendor_id: vendor,
        item_key: `key-${line.number}`,
        brand_name: 'PAY-TEST',
        number: line.number,
        name,
        amount: line.amount,
        cancelled_amount: line.cancelledAmount ?? 0,
        price: line.price,
        delivery_hours: 24,
        is_stock: true,
        refund: JSON.stringify(line.refund ?? allowed),
      })
      .returning(['id', 'uid'])
      .executeTakeFirstOrThrow();
    items.push(item);
  }
  return { orderId: order.id, contractId: contract.id, total: total.toFixed(2), items };
}

export async function contractState(db: Database, contractId: number) {
  const contract = await db
    .selectFrom('contracts')
    .select('balance')
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  const movements = await db
    .selectFrom('contract_transactions')
    .select(['kind', 'amount', 'payment_id', 'refund_id'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
  return { balance: contract.balance, movements };
}

export async function orderStatus(db: Database, orderId: number): Promise<OrderStatus> {
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return order.status;
}
