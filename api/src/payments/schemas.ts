import { Type, type Static } from '@sinclair/typebox';
import type { OrderStatusResponse, PaymentStartResponse, QrCodeResponse } from '@shop/shared';
import { IdText, nullable, type Assert, type Equal } from '../http/schemas.js';
import { OrderStatusSchema } from '../orders/schemas.js';

/** Order ids in paths arrive as text (the app does not coerce types). */
export const OrderIdParams = Type.Object({ id: IdText });

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

export const OrderStatusResponseSchema = Type.Object({
  id: Type.Integer(),
  status: OrderStatusSchema,
  statusName: Type.String(),
  total: Type.Number(),
  toPay: Type.Number(),
});

/** The provider's notification: every root field takes part in its signature, so none is dropped. */
export const NotificationBody = Type.Record(Type.String(), Type.Unknown());

export type Checks = [
  Assert<Equal<Static<typeof PaymentStartResponseSchema>, PaymentStartResponse>>,
  Assert<Equal<Static<typeof QrCodeResponseSchema>, QrCodeResponse>>,
  Assert<Equal<Static<typeof OrderStatusResponseSchema>, OrderStatusResponse>>,
];
