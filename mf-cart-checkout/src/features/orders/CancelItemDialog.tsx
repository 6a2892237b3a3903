import { useId, useState } from 'react';
import { Alert } from '@shop/shared/kit/essentials';
import { InputNumber } from '@shop/shared/kit/controls';
import { Modal } from '@shop/shared/kit/overlays';
import type { Order, OrderItem } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { ordersApi } from '../../api/orders';
import { partName, remainingAmount } from './orderLines';

export interface CancelItemDialogProps {
  item: OrderItem;
  onClose: () => void;
  /** The order as the server has it after the cancellation. */
  onCancelled: (order: Order, amount: number) => void;
}

/** Confirms cancelling some or all units of an order line (the stock goes back to the warehouse). */
export function CancelItemDialog({ item, onClose, onCancelled }: CancelItemDialogProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const remaining = remainingAmount(item);
  const [amount, setAmount] = useState<number | null>(remaining);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= remaining;

  const submit = async () => {
    if (!valid) return;
    setSending(true);
    setError(null);
    try {
      const order = await ordersApi.cancelItem(item.uid, amount);
      onCancelled(order, amount);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={`Отменить ${partName(item)}`}
      okText="Отменить позицию"
      cancelText="Закрыть"
      okButtonProps={{ danger: true, disabled: !valid }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>
        {item.name}. Заказано {item.amount} шт.
        {item.cancelledAmount > 0 ? `, уже отменено ${item.cancelledAmount} шт.` : ''}
      </p>
      <label htmlFor={`${id}-amount`} className="order-cancel-label">
        Сколько отменить (от 1 до {remaining} шт.)
      </label>
      <InputNumber
        id={`${id}-amount`}
        min={1}
        max={remaining}
        precision={0}
        value={amount}
        onChange={setAmount}
        onPressEnter={() => void submit()}
        autoFocus
      />
      {error && <Alert className="order-cancel-error" type="error" showIcon title={error} />}
    </Modal>
  );
}
