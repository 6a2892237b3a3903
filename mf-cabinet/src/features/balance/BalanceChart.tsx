import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Contract, ContractTransaction } from '@shop/shared';
import { formatDate, formatDateTime, formatMoney } from '@shop/shared/format';
import { brand } from '@shop/shared/ui';
import { transactionKindNames } from './balanceFormat';
import { balancePoints, markColors, moneyTick, type BalancePoint } from './balanceChartData';

/** The drawn size before the container is measured (and in jsdom, which measures nothing). */
const INITIAL = { width: 640, height: 260 };

interface DotProps {
  cx?: number;
  cy?: number;
  payload?: BalancePoint;
}

/** A movement's mark: a payment green, an order red, anything else grey. */
function Mark({ cx, cy, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return null;
  return (
    <circle
      className={`balance-chart-mark balance-chart-mark-${payload.kind}`}
      cx={cx}
      cy={cy}
      r={5}
      fill={markColors[payload.kind]}
      stroke="#fff"
      strokeWidth={1.5}
    />
  );
}

/**
 * The balance after each movement shown below (recharts, loaded with this module only where the chart is
 * drawn): a step line, payments and orders as coloured marks, the credit limit as a dashed line below zero and
 * the overdue part of the debt as a red band under zero (its sum is in the legend). The same figures are in the movements' table.
 */
export default function BalanceChart({
  contract,
  items,
}: {
  contract: Contract;
  items: readonly ContractTransaction[];
}) {
  const points = balancePoints(items);
  const money = (value: number) => formatMoney(value, contract.currency);
  const floor = Math.min(
    ...points.map((point) => point.balance),
    -contract.creditLimit,
    -contract.overdueDebt,
    0,
  );
  const ceiling = Math.max(...points.map((point) => point.balance), 0);
  return (
    <div className="balance-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={INITIAL.height} initialDimension={INITIAL}>
        <ComposedChart
          data={points}
          margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e8ebf0" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(at: number) => formatDate(at, 'DD.MM')}
            minTickGap={16}
            tickLine={false}
            fontSize={12}
          />
          <YAxis
            // Some room under the lowest line, so that the limit's label stays off the dates.
            domain={[floor * 1.1, ceiling]}
            tickFormatter={(value: number) => moneyTick(value, contract.currency)}
            width={76}
            axisLine={false}
            tickLine={false}
            fontSize={12}
          />
          {contract.overdueDebt > 0 && (
            <ReferenceArea
              y1={0}
              y2={-contract.overdueDebt}
              fill={brand.red}
              fillOpacity={0.14}
              className="balance-chart-overdue"
            />
          )}
          <ReferenceLine y={0} stroke="#8c96a3" />
          {contract.creditLimit > 0 && (
            <ReferenceLine
              y={-contract.creditLimit}
              stroke={brand.red}
              strokeDasharray="6 4"
              label={{
                value: `Кредитный лимит ${money(contract.creditLimit)}`,
                // Above the line, away from the first dates.
                position: 'insideBottomRight',
                fill: brand.red,
                fontSize: 12,
              }}
            />
          )}
          <Tooltip
            labelFormatter={(_label, payload) => {
              const point = payload[0]?.payload as BalancePoint | undefined;
              return point ? `${transactionKindNames[point.kind]}, ${formatDateTime(point.at)}` : '';
            }}
            formatter={(value) => [money(Number(value)), 'Баланс после']}
          />
          <Line
            dataKey="balance"
            type="stepAfter"
            stroke={brand.blue}
            strokeWidth={2}
            dot={(props: DotProps) => <Mark key={props.payload?.id} {...props} />}
            activeDot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
