import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import { orderStatusNames, type OrderStatus, type SupplierStatus } from '@shop/shared';
import { applyRuLocale } from '@shop/shared/validation';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

export const REASON_MAX_LENGTH = 1000;
export const MARKUP_MAX = 100;
export const DEFERMENT_DAYS_MAX = 365;
export const MONEY_MAX = 1_000_000_000;
export const PAYMENT_DOCUMENT_MAX_LENGTH = 50;
/** Ids are PostgreSQL integers. */
const ID_MAX = 2_147_483_647;

const orderStatuses = Object.keys(orderStatusNames) as OrderStatus[];
const supplierStatuses: SupplierStatus[] = ['waiting', 'ordered', 'arrived', 'missing'];

/** Whole kopecks at most. */
const kopecks = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A manager's change of an order's status: the version the manager saw; a cancellation needs its reason. */
export interface OrderStatusChangeInput {
  status: OrderStatus;
  version: number;
  reason: string;
}

export const orderStatusChangeSchema: ObjectSchema<OrderStatusChangeInput> = object({
  status: mixed<OrderStatus>().label('Статус').oneOf(orderStatuses).required(),
  version: number().label('Версия заказа').integer().positive().required(),
  reason: string()
    .label('Причина отмены')
    .trim()
    .max(REASON_MAX_LENGTH)
    .default('')
    .when('status', {
      is: 'cancelled',
      then: (rule) => rule.required('Укажите причину отмены'),
    }),
});

/** A line's supplier status, with the order's version the manager saw. */
export interface SupplierStatusChangeInput {
  supplierStatus: SupplierStatus;
  version: number;
}

export const supplierStatusChangeSchema: ObjectSchema<SupplierStatusChangeInput> = object({
  supplierStatus: mixed<SupplierStatus>().label('Статус у поставщика').oneOf(supplierStatuses).required(),
  version: number().label('Версия заказа').integer().positive().required(),
});

/** Rejecting a refund request: the customer reads the reason in the mail. */
export interface RefundRejectInput {
  reason: string;
}

export const refundRejectSchema: ObjectSchema<RefundRejectInput> = object({
  reason: string().label('Причина отказа').trim().required('Укажите причину отказа').max(REASON_MAX_LENGTH),
});

/** A customer's flags and terms as a manager edits them. */
export interface CustomerTermsInput {
  isWholesale: boolean;
  markup: number;
  priceLevel: number | null;
  office: number | null;
  isAllowDownloadPricelist: boolean;
  isAllowBatchSearch: boolean;
  isAllowUseApi: boolean;
  curators: number[];
}

export const customerTermsSchema: ObjectSchema<CustomerTermsInput> = object({
  isWholesale: boolean().label('Оптовый покупатель').required(),
  markup: number()
    .label('Наценка, %')
    .min(0)
    .max(MARKUP_MAX)
    .test('kopecks', 'Наценка — не больше двух знаков после запятой', kopecks)
    .required(),
  priceLevel: number().label('Уровень цен').integer().positive().max(ID_MAX).nullable().default(null),
  office: number().label('Офис').integer().positive().max(ID_MAX).nullable().default(null),
  isAllowDownloadPricelist: boolean().label('Прайс-лист').required(),
  isAllowBatchSearch: boolean().label('Пакетный поиск').required(),
  isAllowUseApi: boolean().label('API').required(),
  curators: array(number().integer().positive().max(ID_MAX).required()).label('Кураторы').max(20).default([]),
});

export const CONTRACT_NAME_MAX_LENGTH = 255;
/** The contract's card is found by its number in the URL (`/api/contracts/{number}/show`). */
export const CONTRACT_NUMBER_MAX_LENGTH = 100;
export const contractCurrencies = ['RUB', 'USD', 'EUR', 'CNY'] as const;
export type ContractCurrency = (typeof contractCurrencies)[number];

/** A contract as a manager creates or edits it (the columns of `contracts` a manager decides). */
export interface ContractInput {
  name: string;
  number: string;
  type: 'retail' | 'business';
  currency: ContractCurrency;
  creditLimit: number;
  defermentPayment: number;
  isAllowQRPay: boolean;
  isCashlessPayments: boolean;
  isForOrder: boolean;
  isOrderDeny: boolean;
  isAccounting: boolean;
}

export const contractSchema: ObjectSchema<ContractInput> = object({
  name: string().label('Название').trim().required().max(CONTRACT_NAME_MAX_LENGTH),
  number: string()
    .label('Номер')
    .trim()
    .required()
    .max(CONTRACT_NUMBER_MAX_LENGTH)
    // It is printed on invoices and looked up in the card's address: printable characters only.
    .matches(/^\P{Cc}+$/u, 'Номер договора содержит недопустимые символы'),
  type: mixed<'retail' | 'business'>().label('Тип договора').oneOf(['retail', 'business']).required(),
  currency: mixed<ContractCurrency>().label('Валюта').oneOf(contractCurrencies).default('RUB'),
  creditLimit: number()
    .label('Кредитный лимит')
    .min(0)
    .max(MONEY_MAX)
    .test('kopecks', 'Кредитный лимит — не больше двух знаков после запятой', kopecks)
    .required(),
  defermentPayment: number()
    .label('Отсрочка, дней')
    .integer()
    .min(0)
    .max(DEFERMENT_DAYS_MAX)
    .required()
    // A deferment is time to pay a debt: without credit there is no debt to defer.
    .when('creditLimit', {
      is: (limit: unknown) => typeof limit === 'number' && limit <= 0,
      then: (rule) => rule.max(0, 'Отсрочка платежа возможна только при кредитном лимите'),
    }),
  isAllowQRPay: boolean().label('Оплата по QR-коду').required(),
  isCashlessPayments: boolean().label('Безналичная оплата').required(),
  isForOrder: boolean().label('Для заказов').required(),
  isOrderDeny: boolean().label('Заказы запрещены').required(),
  isAccounting: boolean().label('Учётный').required(),
});

/** A payment received by bank transfer against an order's invoice. */
export interface BankPaymentInput {
  amount: number;
  document: string;
}

export const bankPaymentSchema: ObjectSchema<BankPaymentInput> = object({
  amount: number()
    .label('Сумма')
    .positive()
    .max(MONEY_MAX)
    .test('kopecks', 'Сумма — не больше двух знаков после запятой', kopecks)
    .required(),
  document: string().label('Номер платёжного поручения').trim().required().max(PAYMENT_DOCUMENT_MAX_LENGTH),
});
