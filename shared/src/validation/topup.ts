import { mixed, number, object, type ObjectSchema } from 'yup';
import { applyRuLocale } from './locale.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

/** The largest top-up in one payment: a bigger sum is a typing slip (or a bank transfer of its own). */
export const TOPUP_AMOUNT_MAX = 1_000_000;
export const TOPUP_AMOUNT_MIN = 1;

export const topupMethods = ['online', 'qr', 'bank'] as const;
export type TopupMethod = (typeof topupMethods)[number];

/** `POST /api/replenishment/topups` body: which contract, how much, how it is paid. */
export interface TopupInput {
  contract: number;
  amount: number;
  method: TopupMethod;
}

/** One rule for the top-up form and the API: roubles and kopecks, from 1 ₽ to 1 000 000 ₽. */
export const topupSchema: ObjectSchema<TopupInput> = object({
  contract: number().label('Договор').integer().positive().required(),
  amount: number()
    .label('Сумма')
    // The form's text as Russian users type it: '1 500,50'; an empty field is no sum.
    .transform((value: number, original: unknown) =>
      typeof original === 'string'
        ? original.trim() === ''
          ? undefined
          : Number(original.replace(/\s/g, '').replace(',', '.'))
        : value,
    )
    .required()
    .min(TOPUP_AMOUNT_MIN)
    .max(TOPUP_AMOUNT_MAX)
    .test('kopecks', 'Сумма указывается в рублях и копейках: не более двух знаков после запятой', (value) =>
      value === undefined ? true : Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    ),
  method: mixed<TopupMethod>().label('Способ оплаты').oneOf(topupMethods).required(),
});
