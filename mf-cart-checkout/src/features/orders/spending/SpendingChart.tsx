import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OrdersSpending } from '@shop/shared';
import { formatMoney } from '@shop/shared/format';
import { brand } from '@shop/shared/ui';
import { moneyTick, monthName, monthTick } from './spendingFormat';

/** The drawn width before the container is measured (and in jsdom, which measures nothing). */
const INITIAL = { width: 640, height: 240 };

/**
 * Bars of the spending per month (recharts, loaded with this module only where the chart is drawn). The
 * figures are also in the table beside it, so the drawing is hidden from screen readers.
 */
export default function SpendingChart({ spending }: { spending: OrdersSpending }) {
  const { currency } = spending;
  return (
    <div className="orders-spending-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={INITIAL.height} initialDimension={INITIAL}>
        <BarChart
          data={spending.months}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e8ebf0" />
          <XAxis
            dataKey="month"
            tickFormatter={monthTick}
            interval="preserveStartEnd"
            minTickGap={12}
            tickLine={false}
            fontSize={12}
          />
          <YAxis
            tickFormatter={(value: number) => moneyTick(value, currency)}
            width={76}
            axisLine={false}
            tickLine={false}
            fontSize={12}
          />
          <Tooltip
            cursor={{ fill: 'rgba(29, 95, 191, 0.08)' }}
            labelFormatter={(month) => monthName(String(month))}
            formatter={(value) => [formatMoney(Number(value), currency), 'Потрачено']}
          />
          <Bar dataKey="total" name="Потрачено" fill={brand.blue} radius={[3, 3, 0, 0]} maxBarSize={36} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
