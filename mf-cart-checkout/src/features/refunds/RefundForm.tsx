import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Input } from '@shop/shared/kit/essentials';
import type { RefundableGood, RefundRequest } from '@shop/shared';
import { Loading } from '../orders/PageParts';
import { RefundDetailsForm } from './RefundDetailsForm';
import { RefundGoodsChoice } from './RefundGoodsChoice';
import { isChoosable } from './refundGoods';
import { useRefundSearch } from './useRefundSearch';

export interface RefundFormProps {
  /** A part number to look up at once (from 'Вернуть' of an order line). */
  initialNumber: string;
  /** The order line to choose when the lookup finds it. */
  initialItem: string | null;
  onCreated: (refund: RefundRequest) => void;
}

/** 'Оформить возврат': find the part among the purchases, choose the line, say how many and why. */
export function RefundForm({ initialNumber, initialItem, onCreated }: RefundFormProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const [text, setText] = useState(initialNumber);
  const [chosen, setChosen] = useState<RefundableGood | null>(null);
  const { state, search, clear } = useRefundSearch();

  const find = useCallback(
    async (value: string, preferred: string | null = null) => {
      setChosen(null);
      const goods = await search(value);
      const choosable = goods.filter(isChoosable);
      const match = choosable.find((good) => good.orderItemUid === preferred);
      // One returnable line needs no choice; a line named in the address is chosen for the customer.
      setChosen(match ?? (choosable.length === 1 ? (choosable[0] ?? null) : null));
    },
    [search],
  );

  // The page remounts the form when the address names another part, so this runs once per part.
  useEffect(() => {
    if (initialNumber.trim()) void find(initialNumber, initialItem);
  }, [find, initialNumber, initialItem]);

  const created = (refund: RefundRequest) => {
    setChosen(null);
    setText('');
    clear();
    onCreated(refund);
  };

  return (
    <div className="refund-form">
      <label htmlFor={`${id}-number`} className="refund-label">
        Номер запчасти
      </label>
      <Input.Search
        id={`${id}-number`}
        className="refund-search"
        placeholder="Например, W 712/75"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => void find(value)}
        enterButton="Найти"
        loading={state.status === 'loading'}
        allowClear
      />
      {state.status === 'loading' && <Loading text="Ищем покупки…" rows={2} />}
      {state.status === 'notReturnable' && (
        <Alert className="refund-alert" type="warning" showIcon role="alert" title={state.message} />
      )}
      {state.status === 'failed' && (
        <Alert className="refund-alert" type="error" showIcon role="alert" title={state.message} />
      )}
      {state.status === 'found' && (
        <>
          <h3 className="refund-step">Выберите покупку</h3>
          <RefundGoodsChoice goods={state.goods} value={chosen?.orderItemUid ?? null} onChange={setChosen} />
        </>
      )}
      {chosen && (
        <>
          <h3 className="refund-step">Количество и причина</h3>
          <RefundDetailsForm key={chosen.orderItemUid} good={chosen} onCreated={created} />
        </>
      )}
    </div>
  );
}
