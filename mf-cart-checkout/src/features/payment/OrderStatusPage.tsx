import { useState } from 'react';
import { Result } from '@shop/shared/kit';
import { Steps } from '@shop/shared/kit/controls';
import type { ResultProps } from 'antd/es/result';
import type { StepsProps } from 'antd/es/steps';
import type { Order, OrderStatus, OrderStatusResponse } from '@shop/shared';
import { apiStatus } from '@shop/shared/api';
import { ordersApi } from '../../api/orders';
import { Link, useParams } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { OrderTotals } from '../orders/OrderTotals';
import { AuthPage, LoadFailed, Loading } from '../orders/PageParts';
import { PayButton } from '../orders/PayButton';
import { OrderNotFound } from '../orders/OrderNotFound';
import { orderIdOf } from './orderId';
import { useStatusPolling } from './useStatusPolling';
import './payment.css';

/** `/order/{id}/status`: where the order is now; follows the payment while it is awaited. */
export function OrderStatusPage() {
  return (
    <AuthPage className="payment-page">
      <OrderStatusScreen />
    </AuthPage>
  );
}

const resultStatus: Record<OrderStatus, ResultProps['status']> = {
  new: 'info',
  awaiting_payment: 'warning',
  paid: 'success',
  in_work: 'success',
  ordered: 'success',
  arrived: 'success',
  shipped: 'success',
  ready: 'success',
  completed: 'success',
  cancelled: 'error',
};

const stepTitles = ['Оформлен', 'Оплачен', 'В работе', 'Отгружен', 'Выполнен'];

const stepOf: Record<Exclude<OrderStatus, 'cancelled'>, { current: number; status: StepsProps['status'] }> = {
  new: { current: 0, status: 'finish' },
  awaiting_payment: { current: 1, status: 'process' },
  paid: { current: 1, status: 'finish' },
  in_work: { current: 2, status: 'process' },
  // Ordered from the supplier and arrived at the warehouse are still the shop's work on the order.
  ordered: { current: 2, status: 'process' },
  arrived: { current: 2, status: 'process' },
  shipped: { current: 3, status: 'finish' },
  ready: { current: 3, status: 'finish' },
  completed: { current: 4, status: 'finish' },
};

function OrderStatusScreen() {
  const orderId = orderIdOf(useParams().id);
  useDocumentTitle(orderId ? `Статус заказа № ${orderId}` : 'Заказ не найден');
  const request = useRequest(
    () => (orderId ? ordersApi.show(orderId) : Promise.reject(new Error('Заказ не найден'))),
    [orderId],
  );
  const [live, setLive] = useState<OrderStatusResponse | null>(null);
  const order: Order | null =
    request.data && live?.id === request.data.id ? { ...request.data, ...live } : request.data;
  useStatusPolling(orderId ?? 0, order?.status === 'awaiting_payment', (status) => {
    setLive(status);
    return status.status !== 'awaiting_payment';
  });

  if (!orderId) return <OrderNotFound />;
  if (request.status === 'failed') {
    if (apiStatus(request.error) === 404) return <OrderNotFound />;
    return <LoadFailed error={request.error} onRetry={request.retry} title="Не удалось загрузить заказ" />;
  }
  if (!order) return <Loading text="Загрузка заказа…" />;

  const canPay = order.toPay > 0 && order.status !== 'cancelled';
  return (
    <>
      <Result
        status={resultStatus[order.status]}
        title={
          <h1 className="order-status-title">
            Заказ № {order.id}: {order.statusName}
          </h1>
        }
        subTitle={
          order.status === 'awaiting_payment'
            ? 'Ожидаем поступления оплаты — статус обновится сам.'
            : undefined
        }
        extra={[
          canPay && <PayButton key="pay" orderId={order.id} />,
          <Link key="show" to={`/order/show/${encodeURIComponent(order.uid)}`}>
            Подробнее о заказе
          </Link>,
        ]}
      />
      {order.status !== 'cancelled' && (
        <Steps
          className="order-status-steps"
          current={stepOf[order.status].current}
          status={stepOf[order.status].status}
          items={stepTitles.map((title) => ({ title }))}
          aria-label="Этапы заказа"
        />
      )}
      <OrderTotals order={order} title="Оплата" />
      <p>
        <Link to="/orders">Все заказы</Link>
      </p>
    </>
  );
}
