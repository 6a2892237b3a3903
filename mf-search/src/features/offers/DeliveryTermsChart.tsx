import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DeliveryTermStatistics } from '@shop/shared';
import { formatNumber, NBSP } from '@shop/shared/format';
import { brand } from '@shop/shared/ui';

/** The popover is at most 300 px wide, a phone's screen included: the chart has a fixed size within it. */
const SIZE = { width: 260, height: 150 };

const days = (value: number) => `${formatNumber(value, 1)}${NBSP}дн.`;

/**
 * Promised against actual days, a pair of bars for each promised term (recharts, loaded with this module only
 * when the popover draws it); the figures are also in the table under it, so the drawing is hidden from
 * screen readers.
 */
export default function DeliveryTermsChart({ terms }: { terms: readonly DeliveryTermStatistics[] }) {
  const data = terms.map((term) => ({ ...term, label: days(term.promisedDays) }));
  return (
    <div className="delivery-terms-chart" aria-hidden="true">
      <BarChart
        {...SIZE}
        data={data}
        margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        barGap={2}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="#e8ebf0" />
        <XAxis dataKey="label" tickLine={false} fontSize={12} />
        <YAxis width={28} allowDecimals={false} axisLine={false} tickLine={false} fontSize={12} />
        <Tooltip formatter={(value, name) => [days(Number(value)), name]} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="promisedDays" name="обещано" fill="#b8c2cf" maxBarSize={18} isAnimationActive={false} />
        <Bar
          dataKey="actualDays"
          name="фактически"
          fill={brand.blue}
          maxBarSize={18}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
