import { Radio } from '@shop/shared/kit/controls';
import type { RefundableGood } from '@shop/shared';
import { formatDate, formatMoney } from '@shop/shared/format';
import { RefundBadge } from '@shop/shared/ui/offer-terms';
import { isChoosable, partName } from './refundGoods';

export interface RefundGoodsChoiceProps {
  goods: RefundableGood[];
  value: string | null;
  onChange: (good: RefundableGood) => void;
}

/** The bought lines of the part, one to choose: order, date, price, what may be returned, refund terms. */
export function RefundGoodsChoice({ goods, value, onChange }: RefundGoodsChoiceProps) {
  return (
    <Radio.Group
      className="refund-goods"
      aria-label="Покупка, из которой возвращается товар"
      value={value}
      onChange={(event) => {
        const chosen = goods.find((good) => good.orderItemUid === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      <ul className="refund-goods-list">
        {goods.map((good) => (
          <li
            key={good.orderItemUid}
            className={good.orderItemUid === value ? 'refund-good refund-good-chosen' : 'refund-good'}
          >
            <Radio value={good.orderItemUid} disabled={!isChoosable(good)}>
              <span className="refund-good-order">
                Заказ № {good.orderId} от {formatDate(good.orderCreatedAt)}
              </span>{' '}
              <span className="refund-good-part">
                {partName(good)}, {good.name}
              </span>
              <span className="refund-good-facts">
                Цена {formatMoney(good.price)} · можно вернуть {good.refundableAmount} шт.
              </span>
            </Radio>
            <RefundBadge refund={good.refund} />
          </li>
        ))}
      </ul>
    </Radio.Group>
  );
}
