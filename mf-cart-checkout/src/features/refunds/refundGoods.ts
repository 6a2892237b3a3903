import type { RefundableGood } from '@shop/shared';

/** A line may be chosen when its offer allowed refunds and some units are left to return. */
export const isChoosable = (good: RefundableGood) => good.refund.isAllowed && good.refundableAmount > 0;

export const partName = (good: Pick<RefundableGood, 'good'>) => `${good.good.brand.name} ${good.good.number}`;
