import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import { recordContractMovement } from '../contracts/transactions.js';
import { demoAccounts } from './accounts.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from seeding checkout twice. */
const CHECKOUT_LOCK = 7_340_003;

type Trx = Transaction<DB>;

export const demoPaymentMethods = [
  {
    name: 'Онлайн-оплата',
    provider: 'online',
    description: 'Карта, SberPay или T-Pay на защищённой странице банка',
    message: 'После оформления заказа откроется страница оплаты банка.',
    commission: '0',
    is_default: true,
    is_online: true,
    sort: 10,
  },
  {
    name: 'Оплата по QR-коду (СБП)',
    provider: 'qr',
    description: 'Система быстрых платежей: отсканируйте QR-код в приложении своего банка',
    message: 'QR-код для оплаты появится на странице заказа.',
    commission: '0',
    is_online: true,
    sort: 20,
  },
  {
    name: 'Банковской картой',
    provider: 'card',
    description: 'Карты МИР, Visa и Mastercard: данные карты вводятся на странице банка',
    message: 'После оформления заказа откроется страница оплаты картой.',
    commission: '0',
    sort: 30,
  },
  {
    name: 'Безналичный расчёт по счёту',
    provider: 'bank',
    description: 'Счёт на оплату для организаций и индивидуальных предпринимателей',
    message: 'Счёт можно скачать и распечатать на странице заказа.',
    commission: '0',
    sort: 40,
  },
  {
    name: 'Наличными при получении',
    provider: 'cash',
    description: 'Оплата наличными в офисе или водителю при доставке',
    message: 'Комиссия за приём наличных — 1,5 % от суммы заказа.',
    commission: '1.5',
    sort: 50,
  },
] as const;

export const demoDeliveryMethods = {
  pickup: { name: 'Самовывоз из офиса', is_default: true, sort: 10 },
  route: {
    name: 'Доставка по маршруту',
    is_address_required: true,
    is_delivery_route_required: true,
    sort: 20,
  },
  carrier: { name: 'Транспортная компания', is_address_required: true, sort: 30 },
} as const;

/** Routes of 'Доставка по маршруту': the localities served, ISO weekdays, time and processing hours. */
export const demoRoutes = [
  {
    name: 'Симферополь — город',
    localities: ['Симферополь'],
    days: [1, 2, 3, 4, 5, 6],
    time: '14:00',
    hours: 3,
  },
  {
    name: 'Западный: Саки — Евпатория',
    localities: ['Саки', 'Евпатория'],
    days: [2, 4],
    time: '11:00',
    hours: 18,
  },
  {
    name: 'Южный берег: Алушта — Ялта',
    localities: ['Алушта', 'Партенит', 'Гурзуф', 'Массандра', 'Ялта', 'Ливадия', 'Алупка'],
    days: [3, 5],
    time: '12:00',
    hours: 20,
  },
  {
    name: 'Севастополь',
    localities: ['Севастополь', 'Балаклава', 'Инкерман'],
    days: [1, 3, 5],
    time: '15:00',
    hours: 6,
  },
  {
    name: 'Восточный: Белогорск — Феодосия — Керчь',
    localities: ['Белогорск', 'Старый Крым', 'Феодосия', 'Керчь'],
    days: [2, 6],
    time: '10:00',
    hours: 24,
  },
] as const;

export const demoContractNumbers = {
  retail: 'РЗ-2024/0101',
  wholesale: 'ОПТ-2024/118',
  wholesaleDenied: 'ОПТ-2024/131',
  admin: 'РЗ-2024/0103',
} as const;

/** The wholesale contract's history: [kind, amount, description, days ago]; it sums to the balance −12 500. */
const wholesaleHistory = [
  ['order', '-38700', 'Заказ № 1021: тормозные колодки и диски', 41],
  ['payment', '30000', 'Оплата по платёжному поручению № 412', 37],
  ['order', '-16800', 'Заказ № 1034: масла и фильтры', 26],
  ['refund', '2100', 'Возврат по заявке № 17: фильтр масляный, 3 шт.', 20],
  ['payment', '15000', 'Оплата по платёжному поручению № 436', 12],
  ['order', '-4100', 'Заказ № 1052: свечи зажигания', 5],
] as const;

function addressData(region: 'Крым' | 'Севастополь', city: string, street: string, house: string) {
  const crimea = region === 'Крым';
  return {
    country: 'Россия',
    region: crimea ? 'Респ Крым' : 'г Севастополь',
    city: `г ${city}`,
    street,
    line1: `${street}, д ${house}`,
    house,
    region_kladr_id: crimea ? '9100000000000' : '9200000000000',
  };
}

const demoAddresses = {
  retail: [
    {
      address: 'Респ Крым, г Симферополь, ул Киевская, д 120, кв 15',
      data: addressData('Крым', 'Симферополь', 'ул Киевская', '120'),
    },
    {
      address: 'Респ Крым, г Ялта, ул Московская, д 14',
      data: addressData('Крым', 'Ялта', 'ул Московская', '14'),
    },
  ],
  wholesale: [
    {
      address: 'Респ Крым, г Симферополь, ул Гоголя, д 20, офис 12',
      name: 'Офис',
      data: addressData('Крым', 'Симферополь', 'ул Гоголя', '20'),
    },
    {
      address: 'Респ Крым, г Феодосия, ш Керченское, д 23',
      name: 'Склад в Феодосии',
      data: addressData('Крым', 'Феодосия', 'ш Керченское', '23'),
    },
  ],
};

async function isLoaded(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('payment_methods').select('id').limit(1).executeTakeFirst()) !== undefined;
}

async function insertDelivery(trx: Trx): Promise<void> {
  const methods = await trx
    .insertInto('delivery_methods')
    .values(Object.values(demoDeliveryMethods))
    .returning(['id', 'name'])
    .execute();
  const routeMethod = methods.find((method) => method.name === demoDeliveryMethods.route.name);
  if (!routeMethod) throw new Error('Способ доставки по маршруту не создан');
  for (const route of demoRoutes) {
    const { id } = await trx
      .insertInto('delivery_routes')
      .values({ name: route.name, delivery_method_id: routeMethod.id, localities: [...route.localities] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('delivery_schedules')
      .values(
        route.days.map((day) => ({
          route_id: id,
          day_of_week: day,
          time: route.time,
          order_processing_hours: route.hours,
        })),
      )
      .execute();
  }
}

async function userIds(trx: Trx): Promise<Map<string, number>> {
  const emails = Object.values(demoAccounts).map((account) => account.email);
  const users = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(users.map((user) => [user.email, user.id]));
}

async function insertContracts(trx: Trx, users: Map<string, number>): Promise<void> {
  const retail = users.get(demoAccounts.retail.email);
  const wholesale = users.get(demoAccounts.wholesale.email);
  const admin = users.get(demoAccounts.admin.email);
  const retailContract = (userId: number, number: string) => ({
    user_id: userId,
    name: 'Розничный договор',
    number,
    type: 'retail' as const,
    is_current: true,
  });
  if (retail !== undefined) {
    await trx.insertInto('contracts').values(retailContract(retail, demoContractNumbers.retail)).execute();
  }
  if (admin !== undefined) {
    await trx.insertInto('contracts').values(retailContract(admin, demoContractNumbers.admin)).execute();
  }
  if (wholesale === undefined) return;
  const main = await trx
    .insertInto('contracts')
    .values({
      user_id: wholesale,
      name: 'Договор поставки',
      number: demoContractNumbers.wholesale,
      type: 'business',
      credit_limit: '300000',
      deferment_days: 14,
      overdue_debt: '4300',
      is_accounting: true,
      is_allow_qr_pay: true,
      is_current: true,
      is_cashless_payments: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A contract of another legal entity of the buyer, closed for orders: for trying the refusal.
  await trx
    .insertInto('contracts')
    .values({
      user_id: wholesale,
      name: 'Договор поставки (ИП Коваленко А. В.)',
      number: demoContractNumbers.wholesaleDenied,
      type: 'business',
      is_cashless_payments: true,
      is_order_deny: true,
    })
    .execute();
  await insertHistory(trx, main.id);
}

async function insertHistory(trx: Trx, contractId: number): Promise<void> {
  for (const [kind, amount, description, daysAgo] of wholesaleHistory) {
    await recordContractMovement(trx, { contractId, kind, amount, description });
    // The movements happened over the last weeks, not all at the seeding moment.
    await trx
      .updateTable('contract_transactions')
      .set({ created_at: sql<Date>`now() - make_interval(days => ${daysAgo})` })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('contract_transactions')
          .select((inner) => inner.fn.max('id').as('id'))
          .where('contract_id', '=', contractId),
      )
      .execute();
  }
}

async function insertAddresses(trx: Trx, users: Map<string, number>): Promise<void> {
  const rows = [
    ...demoAddresses.retail.map((row) => ({ ...row, user: demoAccounts.retail.email, name: '' })),
    ...demoAddresses.wholesale.map((row) => ({ ...row, user: demoAccounts.wholesale.email })),
  ].flatMap(({ user, address, name, data }) => {
    const userId = users.get(user);
    if (userId === undefined) return [];
    return [
      {
        user_id: userId,
        address,
        name,
        data: JSON.stringify(data),
        region_id: data.region_kladr_id,
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('delivery_addresses').values(rows).execute();
}

/**
 * Contracts, payment and delivery methods, routes, saved addresses and a contract history for the demo
 * accounts; loaded once (while there are no payment methods). Returns whether it did.
 */
export async function seedDemoCheckout(db: Database): Promise<boolean> {
  if (await isLoaded(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK})`.execute(trx);
    if (await isLoaded(trx)) return false;
    await trx
      .insertInto('payment_methods')
      .values(demoPaymentMethods.map((method) => ({ ...method })))
      .execute();
    await insertDelivery(trx);
    const users = await userIds(trx);
    await insertContracts(trx, users);
    await insertAddresses(trx, users);
    return true;
  });
}
