import { useState } from 'react';
import type { Order, OrderItem } from '@shop/shared';
import { apiStatus } from '@shop/shared/api';
import { ordersApi } from '../../api/orders';
import { formatDateTime } from '@shop/shared/format';
import { Link, useParams } from '@shop/shared/router';
import { toast, useRequest } from '@shop/shared/ui';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { CancelItemDialog } from './CancelItemDialog';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderNotFound } from './OrderNotFound';
import { OrderPayments } from './OrderPayments';
import { OrderTotals } from './OrderTotals';
import { PayButton } from './PayButton';
import { AuthPage, LoadFailed, Loading, OrderStatusTag } from './PageParts';
import { partName } from './orderLines';

/** `/order/show/{uid}`: everything about one order; lines can be cancelled or returned. */
export function OrderShowPage() {
  return (
    <AuthPage>
      <OrderShowScreen />
    </AuthPage>
  );
}

function OrderShowScreen() {
  const { uid = '' } = useParams();
  const request = useRequest(() => ordersApi.showByUid(uid), [uid]);
  // Cancellations answer the changed order; it replaces the loaded one without another request.
  const [changed, setOrder] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<OrderItem | null>(null);
  const order = changed?.uid === uid ? changed : request.data;
  useDocumentTitle(order ? `Заказ № ${order.id}` : 'Заказ');

  if (request.status === 'failed') {
    if (apiStatus(request.error) === 404) return <OrderNotFound />;
    return <LoadFailed error={request.error} onRetry={request.retry} title="Не удалось загрузить заказ" />;
  }
  if (!order) return <Loading text="Загрузка заказа…" />;

  const onCancelled = (next: Order, amount: number) => {
    const item = cancelling;
    setCancelling(null);
    setOrder(next);
    if (item) void toast.success('Позиция отменена', `${partName(item)}: отменено ${amount} шт.`);
  };

  return (
    <>
      <div className="orders-head">
        <h1>
          Заказ № {order.id} от {formatDateTime(order.createdAt)}
        </h1>
        <OrderStatusTag status={order.status} name={order.statusName} />
      </div>
      {order.cancelReason && <p>Причина отмены: {order.cancelReason}</p>}
      <div className="order-actions">
        {order.toPay > 0 && order.status !== 'cancelled' && <PayButton orderId={order.id} />}
        <Link to={`/order/${order.id}/status`}>Статус заказа</Link>
        <Link to="/orders">Все заказы</Link>
      </div>
      <h2>Товары</h2>
      <OrderLines order={order} onCancel={setCancelling} />
      <h2>Детали</h2>
      <OrderFacts order={order} />
      <OrderTotals order={order} />
      <OrderPayments order={order} />
      {cancelling && (
        <CancelItemDialog item={cancelling} onClose={() => setCancelling(null)} onCancelled={onCancelled} />
      )}
    </>
  );
}
