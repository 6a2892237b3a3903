import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { InputNumber } from '@shop/shared/kit/controls';
import { Modal } from '@shop/shared/kit/overlays';
import { useFormikContext } from 'formik';
import type { Good, Offer } from '@shop/shared';
import { cartApi } from '@shop/shared/api';
import { useCartCount } from '@shop/shared/cart';
import { lineArrivalDay } from '@shop/shared/delivery';
import { formatPrice, toNumber } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { FormField, ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import { TEXT_MAX_LENGTH } from '@shop/shared/validation';
import {
  ADD_FAILED_MESSAGE,
  ADDED_MESSAGE,
  costText,
  defaultAmount,
  failureReasons,
  limitsOf,
  quantityProblem,
  quantityTerms,
} from './addToCart';
import { refundKind, refundSummary } from '@shop/shared/ui/offer-terms';

export interface AddToCartModalProps {
  good: Good;
  offer: Offer;
  searchId: string | null;
  /** Already put in the cart from this page. */
  addedHere: number;
  onAdded: (amount: number) => void;
  onClose: () => void;
}

interface Values {
  amount: number | null;
  reference: string;
}

/** 'Добавить в корзину' (SPEC §2, §5): the good, quantity within the limits, cost, comment, refund notes. */
export function AddToCartModal({ good, offer, searchId, addedHere, onAdded, onClose }: AddToCartModalProps) {
  const limits = limitsOf(offer, addedHere);
  // The server's objections hold for what was sent; once the form changes they no longer apply.
  const [failure, setFailure] = useState<{ values: Values; reasons: string[] } | null>(null);

  const submit = async (values: Values) => {
    if (values.amount === null || quantityProblem(values.amount, offer, limits)) return;
    try {
      const response = await cartApi.add({
        itemKey: offer.itemKey,
        amount: values.amount,
        reference: values.reference.trim(),
        searchId: searchId || null,
      });
      useCartCount.getState().setCount(response.cartCount);
      void toast.success(ADDED_MESSAGE);
      onAdded(values.amount);
      onClose();
    } catch (error) {
      const reasons = failureReasons(error);
      reasons.forEach((reason) => void toast.error(ADD_FAILED_MESSAGE, reason));
      setFailure({ values, reasons });
    }
  };

  return (
    <Modal open title="Добавить в корзину" onCancel={onClose} footer={null}>
      <GoodSummary good={good} offer={offer} />
      <ShopForm<Values>
        initialValues={{ amount: defaultAmount(offer, limits), reference: '' }}
        onSubmit={submit}
        aria-label="Добавить в корзину"
      >
        {({ values }) => {
          const problem = quantityProblem(values.amount, offer, limits);
          const rejected =
            failure &&
            failure.values.amount === values.amount &&
            failure.values.reference === values.reference
              ? failure.reasons
              : [];
          const errors = [...(problem ? [problem] : []), ...rejected];
          return (
            <>
              <QuantityField
                min={limits.min}
                max={limits.max}
                step={limits.step}
                help={[`Доступно для заказа: ${limits.max}`, ...quantityTerms(offer)].join('. ')}
              />
              <p className="add-cost">
                Стоимость: <strong>{costText(offer.price, values.amount)}</strong>
              </p>
              <TextField name="reference" label="Комментарий" maxLength={TEXT_MAX_LENGTH} />
              <RefundNotes offer={offer} />
              {errors.length > 0 && (
                <div className="add-errors" role="alert">
                  <p>Обнаружены ошибки:</p>
                  <ul>
                    {errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="add-actions">
                <Button onClick={onClose}>Отмена</Button>
                <SubmitButton disabled={problem !== null}>Добавить в корзину</SubmitButton>
              </div>
            </>
          );
        }}
      </ShopForm>
    </Modal>
  );
}

function GoodSummary({ good, offer }: { good: Good; offer: Offer }) {
  const rows: [string, string][] = [
    ['Производитель', good.brand.name],
    ['Номер', good.number],
    ['Наименование', good.name],
    ['Склад', offer.vendor.name],
    ['Будет в магазине', lineArrivalDay(offer)],
    ['Цена', formatPrice(offer.price, { empty: 'text' })],
  ];
  return (
    <dl className="add-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="add-summary-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function QuantityField({ min, max, step, help }: { min: number; max: number; step: number; help: string }) {
  const { values, setFieldValue } = useFormikContext<Values>();
  return (
    // The supplier's minimum and multiple stay in the help: a 1 typed and raised to 4 on leaving says why.
    <FormField name="amount" label="Количество" help={help}>
      {(control) => (
        <InputNumber<number>
          id={control.id}
          name="amount"
          autoFocus
          min={min}
          max={max}
          step={step}
          precision={0}
          value={values.amount}
          onChange={(value) => void setFieldValue('amount', value)}
          // The input reports out-of-range numbers only on blur (clamped); the errors list needs them as typed.
          onInput={(text) => void setFieldValue('amount', toNumber(text))}
        />
      )}
    </FormField>
  );
}

function RefundNotes({ offer }: { offer: Offer }) {
  const { refund } = offer;
  if (refundKind(refund) === 'none') return null;
  return (
    <div className={`add-refund add-refund-${refundKind(refund)}`}>
      <p>{refundSummary(refund)}</p>
      {refund.conditions.trim() && <p>{refund.conditions}</p>}
    </div>
  );
}
