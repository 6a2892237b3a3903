import {
  bankPaymentSchema,
  contractSchema,
  customerTermsSchema,
  orderStatusChangeSchema,
  refundRejectSchema,
} from './back-office.js';
import { validateOrViolations } from '@shop/shared/validation';

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
    const contract = {
      name: 'Договор поставки',
      number: 'ОПТ-2025/7',
      type: 'business',
      currency: 'RUB',
      creditLimit: 50000,
      defermentPayment: 14,
      isAllowQRPay: true,
      isCashlessPayments: true,
      isForOrder: true,
      isOrderDeny: false,
      isAccounting: true,
    };
    expect(await messages(contractSchema, contract)).toEqual([]);
    expect(await messages(contractSchema, { ...contract, creditLimit: -1, defermentPayment: 0 })).toEqual([
      'creditLimit: Значение должно быть более или равно 0',
    ]);
    expect(await messages(contractSchema, { ...contract, defermentPayment: 400 })).toHaveLength(1);
    expect(await messages(contractSchema, { ...contract, creditLimit: 0 })).toEqual([
      'defermentPayment: Отсрочка платежа возможна только при кредитном лимите',
    ]);
    expect(await messages(contractSchema, { ...contract, name: ' ', number: 'a\u0000b' })).toEqual([
      'name: Поле «Название» не должно быть пустым',
      'number: Номер договора содержит недопустимые символы',
    ]);
    expect(await messages(contractSchema, { ...contract, currency: 'XXX', type: 'vip' })).toHaveLength(2);
    expect(await messages(bankPaymentSchema, { amount: 10.5, document: '17' })).toEqual([]);
    expect(await messages(bankPaymentSchema, { amount: 0, document: '' })).toHaveLength(2);
  });
});
