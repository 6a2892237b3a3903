import {
  bankPaymentSchema,
  contractTermsSchema,
  customerTermsSchema,
  orderStatusChangeSchema,
  refundRejectSchema,
} from './back-office.js';
import { validateOrViolations } from './violations.js';

const terms = {
  isWholesale: true,
  markup: 7,
  priceLevel: null,
  office: null,
  isAllowDownloadPricelist: false,
  isAllowBatchSearch: false,
  isAllowUseApi: false,
  curators: [],
};

async function messages(schema: Parameters<typeof validateOrViolations>[0], value: unknown) {
  const result = await validateOrViolations(schema, value);
  return (result.violations ?? []).map((violation) => `${violation.propertyPath}: ${violation.message}`);
}

describe('back-office rules (the page and the API)', () => {
  it('a cancellation needs its reason; other steps do not', async () => {
    expect(await messages(orderStatusChangeSchema, { status: 'cancelled', version: 1, reason: ' ' })).toEqual(
      ['reason: Укажите причину отмены'],
    );
    expect(await messages(orderStatusChangeSchema, { status: 'in_work', version: 1 })).toEqual([]);
    expect(await messages(orderStatusChangeSchema, { status: 'lost', version: 0 })).toHaveLength(2);
  });

  it('a rejection needs its reason', async () => {
    expect(await messages(refundRejectSchema, { reason: '' })).toEqual(['reason: Укажите причину отказа']);
  });

  it('terms: markup 0–100 with kopecks at most, ids within PostgreSQL integers', async () => {
    expect(await messages(customerTermsSchema, terms)).toEqual([]);
    expect(await messages(customerTermsSchema, { ...terms, markup: 101 })).toHaveLength(1);
    expect(await messages(customerTermsSchema, { ...terms, markup: 1.005 })).toEqual([
      'markup: Наценка — не больше двух знаков после запятой',
    ]);
    expect(await messages(customerTermsSchema, { ...terms, office: 2 ** 31 })).toHaveLength(1);
    expect(await messages(customerTermsSchema, { ...terms, curators: [1e308] })).toHaveLength(1);
  });

  it('contracts and bank transfers: money not below zero, a payment order number required', async () => {
    expect(
      await messages(contractTermsSchema, { creditLimit: -1, defermentPayment: 0, isOrderDeny: false }),
    ).toHaveLength(1);
    expect(
      await messages(contractTermsSchema, { creditLimit: 0, defermentPayment: 400, isOrderDeny: false }),
    ).toHaveLength(1);
    expect(await messages(bankPaymentSchema, { amount: 10.5, document: '17' })).toEqual([]);
    expect(await messages(bankPaymentSchema, { amount: 0, document: '' })).toHaveLength(2);
  });
});
