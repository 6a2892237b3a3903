import type { Paginated } from '@shop/shared';
import { customerTermsSchema } from '@shop/back-office-rules';
import { validateOrViolations } from '@shop/shared/validation';
import type { AppContext } from '../../context.js';
import { notFound, validationError } from '../../errors/http-error.js';
import type { UserRecord } from '../../user-records/queries.js';
import { auditChange } from '../audit.js';
import { openRequestOf } from '../contracts/queries.js';
import {
  ADMIN_CUSTOMERS_PER_PAGE,
  customerContracts,
  customerIdentity,
  customerTerms,
  existingIds,
  listCustomers,
  lockCustomer,
  termChoices,
  writeCustomerTerms,
  type AdminCustomerRow,
  type AdminCustomersFilter,
} from './queries.js';

export const customerMessages = {
  notFound: 'Покупатель не найден',
  office: 'Такого офиса нет',
  priceLevel: 'Такого уровня цен нет',
  curators: 'Среди кураторов есть неизвестный менеджер',
} as const;

export async function adminCustomers(
  ctx: AppContext,
  filter: AdminCustomersFilter,
): Promise<Paginated<AdminCustomerRow>> {
  const { items, total } = await listCustomers(ctx.db, filter);
  return { items, total, page: filter.page, perPage: ADMIN_CUSTOMERS_PER_PAGE };
}

/** A customer's card: who it is, the editable terms, contracts, an open wholesale request, the form's choices. */
export async function adminCustomer(ctx: AppContext, id: number) {
  const [identity, terms] = await Promise.all([customerIdentity(ctx.db, id), customerTerms(ctx.db, id)]);
  if (identity === null || terms === null) throw notFound(customerMessages.notFound);
  const [contracts, wholesaleRequest, choices] = await Promise.all([
    customerContracts(ctx.db, id),
    openRequestOf(ctx.db, id),
    termChoices(ctx.db),
  ]);
  const name = [identity.last_name, identity.first_name, identity.middle_name].filter(Boolean).join(' ');
  return {
    customer: {
      id: identity.id,
      email: identity.email,
      name: name || identity.email,
      type: identity.type,
      phone: identity.phone,
      companyName: identity.company_name,
      isAdmin: identity.is_admin,
    },
    terms,
    contracts,
    wholesaleRequest,
    choices,
  };
}

/** Flags and terms by the form's rules; the office, price level and curators must exist. Audited. */
export async function changeCustomerTerms(ctx: AppContext, admin: UserRecord, id: number, body: unknown) {
  const checked = await validateOrViolations(customerTermsSchema, body);
  if (checked.violations) throw validationError(checked.violations);
  const terms = { ...checked.value, curators: [...new Set(checked.value.curators)].sort((a, b) => a - b) };
  const [offices, levels, managers] = await Promise.all([
    existingIds(ctx.db, 'offices', terms.office === null ? [] : [terms.office]),
    existingIds(ctx.db, 'price_levels', terms.priceLevel === null ? [] : [terms.priceLevel]),
    existingIds(ctx.db, 'managers', terms.curators),
  ]);
  const violations = [
    ...(terms.office !== null && !offices.has(terms.office)
      ? [{ propertyPath: 'office', message: customerMessages.office }]
      : []),
    ...(terms.priceLevel !== null && !levels.has(terms.priceLevel)
      ? [{ propertyPath: 'priceLevel', message: customerMessages.priceLevel }]
      : []),
    ...(managers.size !== terms.curators.length
      ? [{ propertyPath: 'curators', message: customerMessages.curators }]
      : []),
  ];
  if (violations.length > 0) throw validationError(violations);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, id))) throw notFound(customerMessages.notFound);
    const before = await customerTerms(trx, id);
    await writeCustomerTerms(trx, id, terms);
    await auditChange(trx, admin, {
      subjectId: id,
      action: 'customer.terms',
      target: { userId: id },
      before,
      after: terms,
    });
  });
  return adminCustomer(ctx, id);
}
