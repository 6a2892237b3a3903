import type { Seller } from '@shop/shared';
import { sellerSchema, validateOrViolations } from '@shop/shared/validation';
import type { AppContext } from '../../context.js';
import { validationError } from '../../errors/http-error.js';
import { lockSeller, sellerData, writeSeller } from '../../seller/queries.js';
import { toSeller } from '../../seller/service.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';

/** The seller's record by the form's rules, audited with what it replaced. */
export async function changeSeller(ctx: AppContext, admin: UserRecord, body: unknown): Promise<Seller> {
  const checked = await validateOrViolations(sellerSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockSeller(trx);
    if (!current) throw new Error('Нет записи продавца (таблица seller пуста)');
    const before = sellerData(current);
    const row = await writeSeller(trx, checked.value);
    const after = sellerData(row);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => before[key] !== after[key],
    );
    await auditChange(trx, admin, {
      subjectId: null,
      action: 'seller.update',
      target: { changed },
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return toSeller(row);
  });
}
