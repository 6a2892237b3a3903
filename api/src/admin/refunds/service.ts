import type { FastifyBaseLogger } from 'fastify';
import type { Paginated, RefundRequest } from '@shop/shared';
import { refundRejectSchema } from '@shop/back-office-rules';
import { validateOrViolations } from '@shop/shared/validation';
import type { AppContext } from '../../context.js';
import { validationError } from '../../errors/http-error.js';
import { findRefundRequest } from '../../refunds/queries.js';
import { decideRefund, type RefundDecision } from '../../refunds/service.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';
import { refundDecisionMail } from '../mails.js';
import {
  ADMIN_REFUNDS_PER_PAGE,
  customerEmail,
  listAdminRefunds,
  type AdminRefundRow,
  type AdminRefundsFilter,
} from './queries.js';

export async function adminRefunds(
  ctx: AppContext,
  filter: AdminRefundsFilter,
): Promise<Paginated<AdminRefundRow>> {
  const { items, total } = await listAdminRefunds(ctx.db, filter);
  return { items, total, page: filter.page, perPage: ADMIN_REFUNDS_PER_PAGE };
}

/** Accepts (credits the contract once) or rejects with a reason; audited; the customer gets a mail. */
async function decide(
  ctx: AppContext,
  admin: UserRecord,
  log: FastifyBaseLogger,
  refundId: number,
  decision: { accept: true } | { accept: false; reason: string },
): Promise<RefundRequest> {
  const decided: RefundDecision = await ctx.db.transaction().execute(async (trx) => {
    const result = await decideRefund(trx, refundId, decision);
    await auditChange(trx, admin, {
      subjectId: result.userId,
      action: decision.accept ? 'refund.accept' : 'refund.reject',
      target: { refundId, orderId: result.orderId },
      before: { status: 'new' },
      after: decision.accept
        ? { status: 'accepted', credited: result.sum }
        : { status: 'rejected', reason: decision.reason },
    });
    return result;
  });
  try {
    const to = await customerEmail(ctx.db, decided.userId);
    await ctx.mailer.send(
      refundDecisionMail(
        to,
        {
          orderId: decided.orderId,
          part: decided.part,
          amount: decided.amount,
          accepted: decision.accept,
          reason: decision.accept ? '' : decision.reason,
        },
        ctx.config.publicUrl,
      ),
    );
  } catch (error) {
    log.error({ err: error, refundId }, 'Не удалось отправить письмо о решении по возврату');
  }
  return findRefundRequest(ctx.db, refundId);
}

export function acceptAdminRefund(
  ctx: AppContext,
  admin: UserRecord,
  log: FastifyBaseLogger,
  refundId: number,
): Promise<RefundRequest> {
  return decide(ctx, admin, log, refundId, { accept: true });
}

export async function rejectAdminRefund(
  ctx: AppContext,
  admin: UserRecord,
  log: FastifyBaseLogger,
  refundId: number,
  body: unknown,
): Promise<RefundRequest> {
  const checked = await validateOrViolations(refundRejectSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  return decide(ctx, admin, log, refundId, { accept: false, reason: checked.value.reason });
}
