import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../src/db/connection.js';
import type { PaymentProvider } from '../src/db/schema-orders.js';
import { scheduleEntries } from '../src/delivery/schedule.js';
import { bearer } from './helpers.js';
import { insertSession } from '../src/auth/session-queries.js';

/**
 * Test data of the cart and order suites, written straight into the database (the demo seeds may change):
 * a price level, a part with a stock offer and a remote supplier, customers with contracts, payment and
 * delivery methods, a route with its schedule, saved addresses.
 */

const unique = () => randomBytes(4).toString('hex');

export interface CatalogFixture {
  brandName: string;
  /** A part with an own stock offer. */
  good: { id: number; number: string };
  warehouseId: number;
  /** Another own warehouse with the same part (more expensive). */
  secondWarehouseId: number;
  offerId: number;
  secondOfferId: number;
  /** A remote ABCP supplier: the simulated supplier of demo mode answers for it. */
  remoteVendorId: number;
  remoteVendorName: string;
}

export interface CatalogOptions {
  /** Units of the stock offer (10 by default). */
  amount?: number;
  purchasePrice?: string;
  minAmount?: number;
  multiplicity?: number;
}

/** A default price level with a flat 20 % retail and 10 % wholesale markup, unless one exists. */
export async function ensurePriceLevel(db: Database): Promise<void> {
  const level = await db.selectFrom('price_levels').select('id').limit(1).executeTakeFirst();
  if (level) return;
  const created = await db
    .insertInto('price_levels')
    .values({ name: 'Розница', is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('price_level_rules')
    .values({ price_level_id: created.id, retail_markup: '20', wholesale_markup: '10' })
    .execute();
  await db
    .insertInto('currencies')
    .values({ code: 'RUB', rate: '1' })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertCatalog(db: Database, options: CatalogOptions = {}): Promise<CatalogFixture> {
  await ensurePriceLevel(db);
  const tag = unique();
  const brandName = `TESTBRAND-${tag}`;
  const brand = await db
    .insertInto('brands')
    .values({ name: brandName, normalized_name: normalizeBrandName(brandName), thumbs: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `TP ${tag}`;
  const good = await db
    .insertInto('goods')
    .values({
      brand_id: brand.id,
      number,
      normalized_number: normalizePartNumber(number),
      name: 'Фильтр масляный',
      images: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const remoteVendorName = `Тест Поставщик ${tag}`;
  const [warehouse, second, remote] = await db
    .insertInto('vendors')
    .values([
      { name: `Тест Склад ${tag}`, is_remote: false },
      { name: `Тест Склад 2 ${tag}`, is_remote: false },
      {
        name: remoteVendorName,
        is_remote: true,
        provider: 'abcp',
        api_login: `login-${tag}`,
        api_password: 'secret',
        timeout_ms: 3000,
        extra_delivery_hours: 24,
      },
    ])
    .returning('id')
    .execute();
  if (!warehouse || !second || !remote) throw new Error('vendors were not inserted');
  const [offer, secondOffer] = await db
    .insertInto('offers')
    .values([
      {
        vendor_id: warehouse.id,
        good_id: good.id,
        purchase_price: options.purchasePrice ?? '1000.00',
        amount: options.amount ?? 10,
        min_amount: options.minAmount ?? 1,
        multiplicity: options.multiplicity ?? 1,
        delivery_hours: 0,
        refund_percent: '0',
      },
      {
        vendor_id: second.id,
        good_id: good.id,
        purchase_price: '1500.00',
        amount: 5,
        delivery_hours: 48,
        refund_percent: '0',
      },
    ])
    .returning('id')
    .execute();
  if (!offer || !secondOffer) throw new Error('offers were not inserted');
  return {
    brandName,
    good: { id: good.id, number },
    warehouseId: warehouse.id,
    secondWarehouseId: second.id,
    offerId: offer.id,
    secondOfferId: secondOffer.id,
    remoteVendorId: remote.id,
    remoteVendorName,
  };
}

export interface Customer {
  id: number;
  token: string;
  headers: Record<string, string>;
}

/** A customer without a password (signed in by a token made by the app). */
export async function insertCustomer(
  app: FastifyInstance,
  db: Database,
  options: { wholesale?: boolean; batchSearch?: boolean; admin?: boolean } = {},
): Promise<Customer> {
  const user = await db
    .insertInto('users')
    .values({
      email: `customer-${unique()}@example.test`,
      password_hash: 'no-password',
      type: 'retail',
      last_name: 'Покупатель',
      first_name: 'Тест',
      middle_name: '',
      phone: '',
      address: '',
      markup: '0',
      is_wholesale: options.wholesale ?? false,
      is_allow_batch_search: options.batchSearch ?? false,
      is_admin: options.admin ?? false,
      company: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = await insertSession(db, {
    userId: user.id,
    refreshTokenHash: `fixture-${unique()}`,
    userAgent: null,
    ttlDays: 1,
  });
  const token = app.jwt.sign({ uid: user.id, sid: sessionId });
  return { id: user.id, token, headers: bearer(token) };
}

export interface ContractOptions {
  balance?: string;
  creditLimit?: string;
  isForOrder?: boolean;
  isOrderDeny?: boolean;
  isCashless?: boolean;
  isAllowQrPay?: boolean;
  type?: 'retail' | 'business';
}

export async function insertContract(
  db: Database,
  userId: number,
  options: ContractOptions = {},
): Promise<number> {
  const row = await db
    .insertInto('contracts')
    .values({
      user_id: userId,
      name: 'Договор розничной купли-продажи',
      number: `T-${unique()}`,
      type: options.type ?? 'retail',
      balance: options.balance ?? '0',
      credit_limit: options.creditLimit ?? '0',
      overdue_debt: '0',
      is_for_order: options.isForOrder ?? true,
      is_order_deny: options.isOrderDeny ?? false,
      is_cashless_payments: options.isCashless ?? false,
      is_allow_qr_pay: options.isAllowQrPay ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type MethodIds = Record<PaymentProvider, number> & {
  pickup: number;
  courier: number;
  /** An address on the courier's route. */
  routeAddress: string;
};

/** One payment method per provider (cash with 2.5 % commission), pickup and a courier on a route every day. */
export async function insertMethods(db: Database): Promise<MethodIds> {
  const providers: PaymentProvider[] = ['online', 'qr', 'card', 'bank', 'cash'];
  const payments = await db
    .insertInto('payment_methods')
    .values(
      providers.map((provider) => ({
        name: `Тест ${provider}`,
        provider,
        commission: provider === 'cash' ? '2.5' : '0',
        is_online: provider === 'online' || provider === 'qr',
      })),
    )
    .returning(['id', 'provider'])
    .execute();
  const byProvider = Object.fromEntries(payments.map((row) => [row.provider, row.id])) as Record<
    PaymentProvider,
    number
  >;
  const [pickup, courier] = await db
    .insertInto('delivery_methods')
    .values([
      { name: 'Тест Самовывоз' },
      { name: 'Тест Доставка', is_address_required: true, is_delivery_route_required: true },
    ])
    .returning('id')
    .execute();
  if (!pickup || !courier) throw new Error('delivery methods were not inserted');
  const route = await db
    .insertInto('delivery_routes')
    .values({ name: 'Тест Маршрут', delivery_method_id: courier.id, localities: ['Симферополь'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('delivery_schedules')
    .values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ route_id: route.id, day_of_week: day, time: '14:00' })))
    .execute();
  return {
    ...byProvider,
    pickup: pickup.id,
    courier: courier.id,
    routeAddress: 'Симферополь, ул. Тестовая, 1',
  };
}

export async function insertAddress(db: Database, userId: number, address: string): Promise<string> {
  const row = await db
    .insertInto('delivery_addresses')
    .values({ user_id: userId, address })
    .returning('uid')
    .executeTakeFirstOrThrow();
  return row.uid;
}

/**
 * The nearest delivery of the courier's route (what the checkout form preselects), for goods ready at `readyAt`
 * (the cart's arrival; null for goods in stock).
 */
export async function nearestSchedule(
  db: Database,
  courierId: number,
  readyAt: Date | null = null,
): Promise<string> {
  const rows = await db
    .selectFrom('delivery_schedules as s')
    .innerJoin('delivery_routes as r', 'r.id', 's.route_id')
    .select(['s.id', 's.day_of_week', 's.time', 's.order_processing_hours'])
    .where('r.delivery_method_id', '=', courierId)
    .execute();
  const [entry] = scheduleEntries(rows, new Date(), readyAt);
  if (!entry) throw new Error('the route has no upcoming delivery');
  return entry.id;
}
