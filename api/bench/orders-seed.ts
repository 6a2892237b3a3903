// The data of the orders benchmark (orders-load.ts): a catalog whose first parts are hot (little stock, in
// most carts), and customers, each with a contract, a live session, its access token and a cart.
import { createHmac, randomUUID } from 'node:crypto';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../src/db/connection.js';
import { calculatePrice } from '../src/pricing/engine.js';
import { createPricingSource } from '../src/pricing/source.js';

/** Parts in the catalog; the first HOT of them are in most carts and have little stock. */
const PARTS = 200;
const HOT = 5;

interface CartLine {
  id: number;
  offerId: number;
  amount: number;
  price: number;
  deliveryTime: number;
}

export interface Customer {
  token: string;
  contract: number;
  lines: CartLine[];
}

/** An HS256 access token of a session as the API signs it (the API gets the same APP_SECRET). */
function token(secret: string, userId: number, sessionTokenId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ uid: userId, sid: sessionTokenId, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Deterministic choices, so that runs of one size are alike. */
function dice(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedCatalog(db: Database, customers: number) {
  const level = await db
    .insertInto('price_levels')
    .values({ name: 'Розница', is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('price_level_rules')
    .values({ price_level_id: level.id, retail_markup: '25', wholesale_markup: '10' })
    .execute();
  await db.insertInto('currencies').values({ code: 'RUB', rate: '1' }).execute();
  const brand = await db
    .insertInto('brands')
    .values({ name: 'BENCH', normalized_name: normalizeBrandName('BENCH'), thumbs: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendors')
    .values({ name: 'Склад', is_remote: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goods = await db
    .insertInto('goods')
    .values(
      Array.from({ length: PARTS }, (_, i) => ({
        brand_id: brand.id,
        number: `BN-${i}`,
        normalized_number: normalizePartNumber(`BN-${i}`),
        name: `Деталь ${i}`,
        images: '[]',
      })),
    )
    .returning('id')
    .execute();
  // Hot parts: stock for about a third of the customers who want them; the others have plenty.
  const hotStock = Math.max(3, Math.floor(customers / 6));
  const offers = await db
    .insertInto('offers')
    .values(
      goods.map((good, i) => ({
        vendor_id: vendor.id,
        good_id: good.id,
        purchase_price: String(500 + i * 7),
        amount: i < HOT ? hotStock : 1_000_000,
        refund_percent: '0',
      })),
    )
    .returning(['id', 'good_id', 'purchase_price', 'amount'])
    .execute();
  const pricing = await createPricingSource(db).context(null);
  const priced = offers.map((offer) => ({
    ...offer,
    price: calculatePrice(
      {
        goodId: Number(offer.good_id),
        purchasePrice: offer.purchase_price,
        currency: 'RUB',
        vendorId: vendor.id,
        brandId: brand.id,
        fixedPrice: null,
        minimumRetailPrice: null,
      },
      { isWholesale: false, markup: '0' },
      pricing,
    ).price,
  }));
  return { vendorId: vendor.id, offers: priced };
}

export async function seedCustomers(
  db: Database,
  catalog: Awaited<ReturnType<typeof seedCatalog>>,
  customers: number,
  secret: string,
) {
  const payment = await db
    .insertInto('payment_methods')
    .values({ name: 'Онлайн', provider: 'online', commission: '0', is_default: true, is_online: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await db
    .insertInto('delivery_methods')
    .values({ name: 'Самовывоз', is_default: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roll = dice(customers);
  const result: Customer[] = [];
  for (let start = 0; start < customers; start += 500) {
    const size = Math.min(500, customers - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-${start + i}@example.test`,
          password_hash: 'no-password',
          type: 'retail' as const,
          last_name: '',
          first_name: '',
          middle_name: '',
          phone: '',
          address: '',
          markup: '0',
          company: null,
        })),
      )
      .returning('id')
      .execute();
    const contracts = await db
      .insertInto('contracts')
      .values(
        users.map((user) => ({
          user_id: user.id,
          name: 'Договор',
          number: `B-${user.id}`,
          type: 'retail' as const,
          balance: '0',
          credit_limit: '0',
          overdue_debt: '0',
          is_current: true,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const wanted = users.flatMap((user) => {
      // A hot part in four carts of five, and one or two other parts.
      const picks = new Set<number>();
      if (roll() < 0.8) picks.add(Math.floor(roll() * HOT));
      const others = 1 + Math.floor(roll() * 2);
      while (picks.size < others + (picks.size > 0 ? 1 : 0))
        picks.add(HOT + Math.floor(roll() * (PARTS - HOT)));
      return [...picks].map((index) => ({
        user: user.id,
        offer: catalog.offers[index],
        amount: 1 + Math.floor(roll() * 2),
      }));
    });
    const lines = await db
      .insertInto('cart_items')
      .values(
        wanted.map(({ user, offer, amount }) => ({
          user_id: user,
          good_id: offer?.good_id ?? 0,
          vendor_id: catalog.vendorId,
          item_key: `s${offer?.id ?? 0}`,
          offer_id: offer?.id ?? 0,
          amount,
          price: String(offer?.price ?? 0),
          delivery_hours: 0,
          is_stock: true,
          refund: JSON.stringify({ isAllowed: true, percent: 0, conditions: '' }),
        })),
      )
      .returning(['id', 'user_id', 'offer_id', 'amount', 'price'])
      .execute();
    // Every request checks its session (api/src/auth/session.ts): one live session per customer.
    const sessions = await db
      .insertInto('sessions')
      .values(
        users.map((user) => ({
          user_id: user.id,
          token_id: randomUUID(),
          refresh_token_hash: `bench-${user.id}`,
          user_agent: null,
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning(['token_id', 'user_id'])
      .execute();
    const sessionOf = new Map(sessions.map((session) => [session.user_id, session.token_id]));
    for (const contract of contracts) {
      result.push({
        token: token(secret, contract.user_id, sessionOf.get(contract.user_id) ?? ''),
        contract: contract.id,
        lines: lines
          .filter((line) => line.user_id === contract.user_id)
          .map((line) => ({
            id: line.id,
            offerId: line.offer_id ?? 0,
            amount: line.amount,
            price: Number(line.price),
            deliveryTime: 0,
          })),
      });
    }
  }
  return { customers: result, paymentMethod: payment.id, deliveryMethod: delivery.id };
}
