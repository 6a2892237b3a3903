import type { ArrivalOrder } from '../common/arrivalOrder';
import { nextArrivalOrder } from '../common/arrivalOrder';

const arrows: Record<ArrivalOrder | 'none', string> = { asc: '↑', desc: '↓', none: '↕' };
const hints: Record<ArrivalOrder | 'none', string> = {
  none: 'Сортировать по дате поставки: сначала ближайшие',
  asc: 'Сначала ближайшие; нажмите — сначала поздние',
  desc: 'Сначала поздние; нажмите — без сортировки',
};

/** How a table header names its order for assistive technologies. */
export function ariaSortOf(order: ArrivalOrder | null): 'ascending' | 'descending' | 'none' {
  return order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none';
}

/**
 * The date column's sort control: each press goes soonest first → latest first → the list's own order. The
 * header's `aria-sort` tells the current order; the arrow is only for the eye.
 */
export function ArrivalSortButton({
  order,
  onChange,
}: {
  order: ArrivalOrder | null;
  onChange: (order: ArrivalOrder | null) => void;
}) {
  const state = order ?? 'none';
  return (
    <button
      type="button"
      className={`offers-sort offers-sort-${state}`}
      title={hints[state]}
      onClick={() => onChange(nextArrivalOrder(order))}
    >
      Поставка
      <span className="offers-sort-arrow" aria-hidden>
        {arrows[state]}
      </span>
    </button>
  );
}
