import { Modal } from '@shop/shared/kit/overlays';
import type { CartItem } from '@shop/shared';
import { refundSummary } from '@shop/shared/ui/offer-terms';
import { orderMessages } from '@shop/shared/validation';

export interface ConfirmOrderModalProps {
  /** Selected lines whose refund is restricted (not allowed, a percent kept back, or conditions). */
  restricted: CartItem[];
  /** Wholesale buyers get the shorter text (SPEC §6). */
  isWholesale: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation of the supply terms before the order is placed ('Я принимаю условия поставки'). */
export function ConfirmOrderModal({
  restricted,
  isWholesale,
  busy,
  onConfirm,
  onCancel,
}: ConfirmOrderModalProps) {
  return (
    <Modal
      open
      title="Условия поставки"
      okText={orderMessages.confirmTerms}
      cancelText="Отмена"
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      cancelButtonProps={{ disabled: busy }}
    >
      {!isWholesale && (
        <p>
          Товары поставляются в сроки, указанные в заказе. Срок считается в рабочих днях от отправки заказа
          поставщику. Возврат товара надлежащего качества возможен на условиях, указанных для каждого товара.
        </p>
      )}
      {restricted.length > 0 && (
        <>
          <p>Обратите внимание на условия возврата:</p>
          <ul className="confirm-refunds">
            {restricted.map((item) => (
              <li key={item.id}>
                <strong>
                  {item.good.brand.name} {item.good.number}
                </strong>
                : {refundSummary(item.refund)}
                {item.refund.conditions.trim() && (
                  <span className="confirm-conditions"> {item.refund.conditions}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
