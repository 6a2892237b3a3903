import { Button } from '@shop/shared/kit/button';
import { ShopForm, SubmitButton, TextAreaField } from '@shop/shared/ui/form';
import {
  orderStatusChangeSchema,
  REASON_MAX_LENGTH,
  type OrderStatusChangeInput,
} from '@shop/back-office-rules';

export interface CancelOrderFormProps {
  version: number;
  onSubmit: (input: OrderStatusChangeInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The reason of a cancellation, required by the same rule the API checks; the customer reads it in the mail. */
export function CancelOrderForm({ version, onSubmit, onCancel }: CancelOrderFormProps) {
  const initial: OrderStatusChangeInput = { status: 'cancelled', version, reason: '' };
  return (
    <ShopForm<OrderStatusChangeInput>
      initialValues={initial}
      enableReinitialize
      schema={orderStatusChangeSchema}
      onSubmit={async (values) => {
        await onSubmit(orderStatusChangeSchema.cast(values));
      }}
      aria-label="Отмена заказа"
    >
      <TextAreaField name="reason" label="Причина отмены" maxLength={REASON_MAX_LENGTH} rows={2} />
      <div className="back-office-actions">
        <SubmitButton danger>Отменить заказ</SubmitButton>
        <Button onClick={onCancel}>Не отменять</Button>
      </div>
    </ShopForm>
  );
}
