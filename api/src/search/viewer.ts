import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import type { BuyerView, PriceView } from './offers.js';
import type { ListViewer } from './best-offer.js';
import { cartAmountRows } from './queries.js';

/**
 * Key of the cart amounts: the offer for stock offers; for a remote supplier, its vendor and good
 * (a remote offer's key changes with every answer of the supplier).
 */
export function cartAmountKey(offerId: number | null, vendorId: number, goodId: number): string {
  return offerId === null ? `remote:${vendorId}:${goodId}` : `s${offerId}`;
}

/** Amount in the user's cart per offer (the stock rule and the add-to-cart limits need it). */
export async function cartAmounts(
  db: Database | Transaction<DB>,
  userId: number,
): Promise<Map<string, number>> {
  const rows = await cartAmountRows(db, userId);
  return new Map(
    rows.map((row) => [cartAmountKey(row.offer_id, row.vendor_id, row.good_id), Number(row.amount)]),
  );
}

export interface Viewer {
  session: Session | null;
  view: PriceView;
}

/**
 * Who buys and at which prices: guests at the default level's retail prices; a user at their own level
 * (wholesale users with their markup); an admin, even while working as a customer, may pick a level. What
 * placing an order needs: the cart's amounts are not read (`resolveViewer` adds them).
 */
export async function resolveBuyer(
  ctx: AppContext,
  request: FastifyRequest,
  requestedLevel?: number,
): Promise<{ session: Session | null; view: BuyerView }> {
  const session = await ctx.sessions.optional(request);
  const user = session?.user ?? null;
  const isAdmin = Boolean(user?.is_admin || session?.impersonator?.is_admin);
  const levelId = isAdmin && requestedLevel !== undefined ? requestedLevel : (user?.price_level_id ?? null);
  return {
    session,
    view: {
      buyer: { isWholesale: user?.is_wholesale ?? false, markup: user?.markup ?? '0' },
      pricing: await ctx.pricing.context(levelId),
      keys: ctx.itemKeys,
    },
  };
}

/** Who is looking and at which prices (`resolveBuyer`), with what the user already holds in the cart. */
export async function resolveViewer(
  ctx: AppContext,
  request: FastifyRequest,
  requestedLevel?: number,
): Promise<Viewer> {
  const session = await ctx.sessions.optional(request);
  const userId = session?.user.id ?? null;
  const [{ view }, amounts] = await Promise.all([
    resolveBuyer(ctx, request, requestedLevel),
    userId === null ? Promise.resolve(new Map<string, number>()) : cartAmounts(ctx.db, userId),
  ]);
  return { session, view: { ...view, cartAmounts: amounts, userId } };
}

/** The viewer of a catalog list (oils, accessories): prices, office and user; guests too. */
export async function resolveListViewer(ctx: AppContext, request: FastifyRequest): Promise<ListViewer> {
  const { session, view } = await resolveViewer(ctx, request);
  return { view, officeVendorId: session?.user.office_vendor_id ?? null, userId: session?.user.id ?? null };
}
