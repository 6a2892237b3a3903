import { Alert, Result } from '@shop/shared/kit';
import type { Order } from '@shop/shared';
import { apiStatus } from '@shop/shared/api';
import { ordersApi } from '../../api/orders';
import { Link, useParams, useSearchParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { OrderTotals } from '../orders/OrderTotals';
import { AuthPage, LoadFailed, Loading } from '../orders/PageParts';
import { InvoicePayment } from './InvoicePayment';
import { OnlinePayment } from './OnlinePayment';
import { OrderNotFound } from '../orders/OrderNotFound';
import { orderIdOf } from './orderId';
import { QrPayment } from './QrPayment';
import { statusUrl, successPath } from './paymentLinks';
import './payment.css';

/** `/order/{id}/pay?successUrl=…`: what the order costs and how to pay it by its payment method. */
export function OrderPayPage() {
  return (
    <AuthPage className="payment-page">
      <OrderPayScreen />
    </AuthPage>
  );
}

function OrderPayScreen() {
  const orderId = orderIdOf(useParams().id);
  const [params] = useSearchParams();
  useDocumentTitle(orderId ? `Оплата заказа № ${orderId}` : 'Заказ не найден');
  const request = useRequest(
    () => (orderId ? ordersApi.show(orderId) : Promise.reject(new Error('Заказ не найден'))),
    [orderId],
  );
  if (!orderId) return <OrderNotFound />;
  if (request.status === 'failed') {
    if (apiStatus(request.error) === 404) return <OrderNotFound />;
    return <LoadFailed error={request.error} onRetry={request.retry} title="Не удалось загрузить заказ" />;
  }
  if (request.status === 'loading') return <Loading text="Загрузка заказа…" />;
  const order = request.data;
  const successUrl = successPath(params.get('successUrl'), order.id);
  // The bank sends the customer back here when the payment was declined or cancelled on its page.
  const declined = params.get('payment') === 'declined' && order.toPay > 0 && order.status !== 'cancelled';
  return (
    <>
      <h1>Оплата заказа № {order.id}</h1>
      {declined && <DeclinedPayment />}
      <OrderTotals order={order} title="К оплате" />
      <section className="orders-block" aria-labelledby="payment-way-title">
        <h2 id="payment-way-title">{order.paymentMethod.name}</h2>
        {order.paymentMethod.description.trim() && (
          <p className="shop-muted">{order.paymentMethod.description}</p>
        )}
        <PaymentWay order={order} successUrl={successUrl} />
      </section>
      <p>
        <Link to={`/order/show/${encodeURIComponent(order.uid)}`}>Подробнее о заказе</Link>
      </p>
    </>
  );
}

function DeclinedPayment() {
  return (
    <Alert
      className="payment-declined"
      type="error"
      showIcon
      role="alert"
      title="Оплата не прошла"
      description={
        <>
          Банк отклонил платёж или оплата была отменена на странице банка; деньги не списаны. Попробуйте
          оплатить ещё раз или выберите другой способ оплаты — QR-код, счёт или оплату при получении: его
          поменяет менеджер (<Link to="/contacts">контакты</Link>).
        </>
      }
    />
  );
}

function PaymentWay({ order, successUrl }: { order: Order; successUrl: string }) {
  if (order.status === 'cancelled') {
    return <Alert type="warning" showIcon title="Заказ отменён, оплатить его нельзя." />;
  }
  if (order.toPay <= 0) {
    return (
      <Result
        status="success"
        title={`Заказ № ${order.id} оплачен`}
        extra={<Link to={statusUrl(order.id)}>Статус заказа</Link>}
      />
    );
  }
  switch (order.paymentMethod.provider) {
    case 'online':
    case 'card':
      return <OnlinePayment order={order} successUrl={successUrl} />;
    case 'qr':
      return <QrPayment order={order} successUrl={successUrl} />;
    case 'bank':
      return <InvoicePayment order={order} />;
    case 'cash':
      return (
        <div className="payment-way">
          <p>Заказ оплачивается при получении: наличными или картой.</p>
          <Link to={statusUrl(order.id)}>Статус заказа</Link>
        </div>
      );
  }
}
