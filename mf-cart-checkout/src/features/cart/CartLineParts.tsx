import { useState } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import { Checkbox } from '@shop/shared/kit/select';
import { DeleteOutlined, LoadingOutlined } from '@shop/shared/kit/icons';
import { InputNumber } from '@shop/shared/kit/controls';
import type { CartItem } from '@shop/shared';
import { partLink } from '@shop/shared/catalog';
import { Link } from '@shop/shared/router';
import { RefundBadge } from '@shop/shared/ui/offer-terms';
import { cartQuantityLimits, TEXT_MAX_LENGTH } from '@shop/shared/validation';
import { partTitle } from './cartLines';
import { useCart, type LineCheck } from './cartStore';

/** Brand and number linking to the part's search, the name and the refund marker of the line. */
export function LineName({ item }: { item: CartItem }) {
  return (
    <div className="cart-line-name">
      <Link to={partLink(item.good.brand.name, item.good.number)}>{partTitle(item)}</Link>
      <span className="cart-muted">{item.name}</span>
      <RefundBadge refund={item.refund} />
    </div>
  );
}

export function SelectBox({ item }: { item: CartItem }) {
  const edit = useCart((state) => state.edit);
  return (
    <Checkbox
      checked={item.isSelected}
      aria-label={`Заказать ${partTitle(item)}`}
      onChange={(event) => edit(item.id, { isSelected: event.target.checked })}
    />
  );
}

export function RemoveButton({ item }: { item: CartItem }) {
  const remove = useCart((state) => state.remove);
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Удалить ${partTitle(item)}`}
      title="Удалить из корзины"
      onClick={() => void remove(item.id)}
    />
  );
}

/** Shown while an edit of the line waits for the autosave or is being saved. */
export function SavingIcon({ id }: { id: number }) {
  const saving = useCart((state) => Boolean(state.saving[id]));
  if (!saving) return null;
  return (
    <span className="cart-saving" role="status" aria-label="Сохранение…">
      <LoadingOutlined aria-hidden />
    </span>
  );
}

/** Quantity within the limits of the current offer (SPEC §5); saved 500 ms after the last change. */
export function QuantityInput({ item, check }: { item: CartItem; check: LineCheck | undefined }) {
  const edit = useCart((state) => state.edit);
  const limits = cartQuantityLimits(check?.status === 'done' ? check.offer : null);
  return (
    <span className="cart-quantity">
      <InputNumber<number>
        aria-label={`Количество ${partTitle(item)}`}
        min={limits.min}
        max={Number.isFinite(limits.max) ? limits.max : undefined}
        step={limits.step}
        precision={0}
        value={item.amount}
        onChange={(value) => {
          if (value !== null && value !== item.amount) edit(item.id, { amount: value });
        }}
      />
      <SavingIcon id={item.id} />
    </span>
  );
}

/** The user's comment on the line; 'Применить' saves it and is disabled while nothing changed. */
export function ReferenceEdit({ item }: { item: CartItem }) {
  // A new text from the server (another tab, a rollback) starts a fresh draft.
  return <ReferenceDraft key={item.reference} item={item} />;
}

function ReferenceDraft({ item }: { item: CartItem }) {
  const save = useCart((state) => state.save);
  const [draft, setDraft] = useState(item.reference);
  const [busy, setBusy] = useState(false);
  const changed = draft.trim() !== item.reference;
  const apply = async () => {
    if (!changed || busy) return;
    setBusy(true);
    await save(item.id, { reference: draft.trim() });
    setBusy(false);
  };
  return (
    <div className="cart-reference">
      <Input
        size="small"
        value={draft}
        maxLength={TEXT_MAX_LENGTH}
        placeholder="Комментарий"
        aria-label={`Комментарий к ${partTitle(item)}`}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void apply()}
      />
      <Button size="small" disabled={!changed} loading={busy} onClick={() => void apply()}>
        Применить
      </Button>
    </div>
  );
}
