import type { BatchCartLineReport, BatchCartPayload, BatchCartReport } from '@shop/shared';
import { cartMessages, formMessages } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import { offerTerms } from '../cart/offer-terms.js';
import { countCartLines } from '../cart/queries.js';
import { addToCart } from '../cart/service.js';
import { reasonOf } from '../cart/upload.js';
import type { PriceView } from '../search/offers.js';
import { batchMessages, ownBatch } from './service.js';
import { listLines, type LineRow } from './queries.js';

/** The cart's reference column is this long; a longer comment is cut rather than refused. */
const REFERENCE_MAX = 255;

async function addLine(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  line: LineRow | undefined,
  item: BatchCartPayload['lines'][number],
): Promise<BatchCartLineReport> {
  const refused = (message: string) => ({ line: item.line, added: false, message });
  if (line === undefined || line.good_id === null) return refused(batchMessages.lineNotFound);
  const terms = await offerTerms(ctx, item.itemKey, view);
  if (terms === null || terms.goodId !== line.good_id) return refused(formMessages.cartItemNotFound);
  try {
    await addToCart(ctx, session, view, {
      itemKey: item.itemKey,
      amount: item.amount,
      reference: line.comment.slice(0, REFERENCE_MAX),
    });
    return { line: item.line, added: true, message: cartMessages.added };
  } catch (error) {
    return refused(reasonOf(error));
  }
}

/**
 * `POST /api/batch-search/{uid}/cart`: each selected line's offer goes through the add-to-cart rules (the
 * shared quantity rules, the stock rule), one at a time so each sees the cart the ones before left; the
 * line's comment becomes the cart line's reference. Every line is reported.
 */
export async function addBatchToCart(
  ctx: AppContext,
  session: Session,
  view: PriceView,
  uid: string,
  payload: BatchCartPayload,
): Promise<BatchCartReport> {
  const batch = await ownBatch(ctx.db, session.user.id, uid);
  const lines = new Map((await listLines(ctx.db, batch.id)).map((line) => [line.line, line]));
  const reports: BatchCartLineReport[] = [];
  for (const item of payload.lines) {
    reports.push(await addLine(ctx, session, view, lines.get(item.line), item));
  }
  const added = reports.filter((report) => report.added).length;
  return {
    added,
    failed: reports.length - added,
    lines: reports,
    cartCount: await countCartLines(ctx.db, session.user.id),
  };
}
