import { useEffect, useState } from 'react';
import { Result } from '@shop/shared/kit';
import type { Order, OrderStatusResponse } from '@shop/shared';
import { paymentsApi } from '../../api/orders';
import { formatMoney } from '@shop/shared/format';
import { Link, useNavigate } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, Loading } from '../orders/PageParts';
import { isPaid, PAID_REDIRECT_DELAY } from './paymentLinks';
import { useStatusPolling } from './useStatusPolling';

/** SBP payment: the QR code of the sum; the page watches the status and moves on once the money is in. */
export function QrPayment({ order, successUrl }: { order: Order; successUrl: string }) {
  const qr = useRequest(() => paymentsApi.qrCode(order.id), [order.id]);
  const [paid, setPaid] = useState(false);
  const navigate = useNavigate();
  useStatusPolling(order.id, !paid, (status: OrderStatusResponse) => {
    const done = isPaid(status);
    if (done) setPaid(true);
    return done;
  });
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => void navigate(successUrl), PAID_REDIRECT_DELAY);
    return () => clearTimeout(timer);
  }, [paid, navigate, successUrl]);

  if (paid) {
    return (
      <Result
        status="success"
        title="Заказ оплачен"
        subTitle="Спасибо! Сейчас откроется следующая страница."
        extra={<Link to={successUrl}>Продолжить</Link>}
      />
    );
  }
  if (qr.status === 'failed') {
    return <LoadFailed error={qr.error} onRetry={qr.retry} title="Не удалось получить QR-код" />;
  }
  if (qr.status === 'loading') return <Loading text="Загрузка QR-кода…" />;
  return (
    <div className="payment-way payment-qr">
      <figure className="payment-qr-figure">
        <img src={qr.data.image} alt={`QR-код для оплаты заказа № ${order.id}`} width={240} height={240} />
        <figcaption>
          Сумма к оплате: <span className="orders-money">{formatMoney(qr.data.amount, order.currency)}</span>
        </figcaption>
      </figure>
      <p>
        Отсканируйте QR-код камерой телефона или в приложении вашего банка и подтвердите платёж через СБП.
      </p>
      <p className="shop-muted" role="status">
        Ожидаем поступления оплаты — страница обновится сама.
      </p>
    </div>
  );
}
