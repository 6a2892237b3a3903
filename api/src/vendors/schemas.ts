import { Type, type Static } from '@sinclair/typebox';
import type { Vendor, VendorDeliveryStatistics } from '@shop/shared';
import { IdText, type Assert, type Equal } from '../http/schemas.js';

export const VendorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isRemote: Type.Boolean(),
});

export const VendorDeliveryStatisticsSchema = Type.Object({
  vendorId: Type.Integer(),
  ordersTotal: Type.Integer({ description: 'Заказов, доставленных за последние 90 дней' }),
  onTimePercent: Type.Number({ description: 'Доля доставленных в обещанный срок, %' }),
  averageDelayHours: Type.Number({ description: 'Среднее опоздание опоздавших заказов, ч.' }),
  terms: Type.Array(
    Type.Object({
      promisedDays: Type.Integer({ description: 'Обещанный срок, дн. (от отправки заказа)' }),
      deliveries: Type.Integer({ description: 'Поставок с этим сроком' }),
      actualDays: Type.Number({ description: 'Средний фактический срок, дн.' }),
    }),
    { description: 'Обещанный и фактический срок по обещанным срокам, короткие первыми' },
  ),
});

/** Vendor ids are `integer` in the database: at most nine digits keep them in range. */
export const VendorParams = Type.Object({ id: IdText });

type _VendorMatches = Assert<Equal<Static<typeof VendorSchema>, Vendor>>;
type _StatisticsMatches = Assert<
  Equal<Static<typeof VendorDeliveryStatisticsSchema>, VendorDeliveryStatistics>
>;
