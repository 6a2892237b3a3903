import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import { orderStatusNames, type OrderStatus, type SupplierStatus } from '../types/orders.js';
import { applyRuLocale } from './locale.js';

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

/** A contract's terms as a manager edits them. */
export interface ContractTermsInput {
  creditLimit: number;
  defermentPayment: number;
  isOrderDeny: boolean;
}

export const contractTermsSchema: ObjectSchema<ContractTermsInput> = object({
  creditLimit: number()
    .label('Кредитный лимит')
    .min(0)
    .max(MONEY_MAX)
    .test('kopecks', 'Кредитный лимит — не больше двух знаков после запятой', kopecks)
    .required(),
  defermentPayment: number().label('Отсрочка, дней').integer().min(0).max(DEFERMENT_DAYS_MAX).required(),
  isOrderDeny: boolean().label('Запретить заказы').required(),
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
