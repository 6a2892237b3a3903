import { formatMoney, formatPercent, refundBreakdown } from '@shop/shared/format';

/** What the customer gets back: the cost minus the returnPercent deduction (SPEC §9). */
export function RefundSum({ price, amount, percent }: { price: number; amount: number; percent: number }) {
  const { cost, deduction, sum } = refundBreakdown(price, amount, percent);
  return (
    <dl className="refund-sum" aria-label="Сумма возврата">
      <div>
        <dt>Стоимость</dt>
        <dd>{formatMoney(cost)}</dd>
      </div>
      {percent > 0 && (
        <div>
          <dt>Удержание {formatPercent(percent)}</dt>
          <dd>−{formatMoney(deduction)}</dd>
        </div>
      )}
      <div className="refund-sum-total">
        <dt>К возврату</dt>
        <dd>{formatMoney(sum)}</dd>
      </div>
    </dl>
  );
}
