import { Type, type Static } from '@sinclair/typebox';
import type { PaymentStartResponse, QrCodeResponse } from '@shop/shared';
import { nullable, type Assert, type Equal } from '../http/schemas.js';

export const PaymentStartBody = Type.Object({
  successUrl: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: 'Куда вернуть покупателя после оплаты: путь или адрес этого сайта',
    }),
  ),
});

export const PaymentStartResponseSchema = Type.Object({
  paymentId: Type.Integer(),
  confirmationUrl: Type.String({ description: 'Страница оплаты платёжного сервиса' }),
});

export const QrCodeResponseSchema = Type.Object({
  payload: Type.String({ description: 'Платёжная ссылка СБП (https://qr.nspk.ru/…)' }),
  image: Type.String({ description: 'QR-код ссылки: data:image/png;base64,…' }),
  amount: Type.Number(),
  sandboxUrl: Type.Optional(
    nullable(Type.String({ description: 'Демо-режим: страница оплаты QR в песочнице' })),
  ),
});

/** The provider's notification: every root field takes part in its signature, so none is dropped. */
export const NotificationBody = Type.Record(Type.String(), Type.Unknown());

export type Checks = [
  Assert<Equal<Static<typeof PaymentStartResponseSchema>, PaymentStartResponse>>,
  Assert<Equal<Static<typeof QrCodeResponseSchema>, QrCodeResponse>>,
];

/** `?print=1`: the invoice printed in a frame of the shop's page, without its own «Печать» button. */
export const InvoiceQuery = Type.Object({
  print: Type.Optional(
    Type.Literal('1', { description: 'Для печати со страницы магазина: без кнопки «Печать»' }),
  ),
});
