import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { CartItem } from '@shop/shared';
import type { OrderLineProblem } from '@shop/shared/validation';
import { partTitle } from './cartLines';
import { useCart } from './cartStore';
import { ReorderModal } from './ReorderModal';

type AcceptField = 'price' | 'deliveryTime' | 'refund';

/** The field 'Согласен' takes the offer's value of, or null when the problem has no such action. */
function acceptedField(problem: OrderLineProblem): AcceptField | null {
  if (problem.action !== 'accept') return null;
  const { field } = problem;
  return field === 'price' || field === 'deliveryTime' || field === 'refund' ? field : null;
}

/**
 * What changed since the line was added (SPEC §5, §8): each message with 'Согласен' (take the offer's new
 * value) or 'Перезаказать' (choose another offer of the same part).
 */
export function LineProblems({ item, problems }: { item: CartItem; problems: readonly OrderLineProblem[] }) {
  const save = useCart((state) => state.save);
  const [busy, setBusy] = useState<string | null>(null);
  const [reordering, setReordering] = useState(false);
  if (problems.length === 0) return null;

  const accept = async (field: AcceptField) => {
    setBusy(field);
    await save(item.id, { accept: [field] });
    setBusy(null);
  };

  return (
    <>
      <ul className="cart-problems" aria-label={`Изменения ${partTitle(item)}`}>
        {problems.map((problem) => {
          const field = acceptedField(problem);
          return (
            <li key={problem.field}>
              <span>{problem.message}</span>
              {field && (
                <Button
                  size="small"
                  loading={busy === field}
                  disabled={busy !== null && busy !== field}
                  onClick={() => void accept(field)}
                >
                  Согласен
                </Button>
              )}
              {problem.action === 'reorder' && (
                <Button size="small" onClick={() => setReordering(true)}>
                  Перезаказать
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {reordering && <ReorderModal item={item} onClose={() => setReordering(false)} />}
    </>
  );
}
