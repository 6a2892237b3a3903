import { useState } from 'react';
import { Alert, Button } from '@shop/shared/kit/essentials';
import type { Order } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { newIdempotencyKey } from '../../api/checkout';
import { paymentsApi } from '../../api/orders';
import { goToProvider } from './redirect';

/** Online or card payment: the provider's page takes the money and sends the customer back. */
export function OnlinePayment({ order, successUrl }: { order: Order; successUrl: string }) {
  // One key per visit of the page: a second click or a retry after a lost answer starts no second payment.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const payment = await paymentsApi.start(order.id, successUrl, idempotencyKey);
      goToProvider(payment.confirmationUrl);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setStarting(false);
    }
  };

  return (
    <div className="payment-way">
      <p>Вы перейдёте на защищённую страницу платёжной системы, а после оплаты вернётесь в магазин.</p>
      <Button type="primary" size="large" loading={starting} onClick={() => void start()}>
        Оплатить онлайн
      </Button>
      {error && (
        <Alert
          className="payment-error"
          type="error"
          showIcon
          title="Не удалось начать оплату"
          description={error}
        />
      )}
    </div>
  );
}
