import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { Order, OrderPayment } from '@shop/shared';
import { formatDateTime, formatMoney } from '@shop/shared/format';

const providerNames: Record<string, string> = {
  online: 'Онлайн',
  card: 'Банковская карта',
  qr: 'СБП (QR-код)',
  bank: 'Безналичный расчёт',
  cash: 'Наличные',
};

const statusNames: Record<OrderPayment['status'], string> = {
  pending: 'Ожидает',
  succeeded: 'Проведён',
  cancelled: 'Отменён',
};

/** The payments of an order; nothing when there are none. */
export function OrderPayments({ order }: { order: Order }) {
  if (order.payments.length === 0) return null;
  const columns: ColumnsType<OrderPayment> = [
    { key: 'date', title: 'Дата', render: (_value, payment) => formatDateTime(payment.createdAt) },
    {
      key: 'provider',
      title: 'Способ',
      render: (_value, payment) => providerNames[payment.provider] ?? payment.provider,
    },
    {
      key: 'amount',
      title: 'Сумма',
      align: 'right',
      render: (_value, payment) => formatMoney(payment.amount, order.currency),
    },
    { key: 'status', title: 'Статус', render: (_value, payment) => statusNames[payment.status] },
    { key: 'paidAt', title: 'Проведён', render: (_value, payment) => formatDateTime(payment.paidAt) },
  ];
  return (
    <section aria-labelledby="order-payments-title">
      <h2 id="order-payments-title">Платежи</h2>
      <Table<OrderPayment>
        className="order-payments"
        aria-label="Платежи"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={order.payments}
        pagination={false}
      />
    </section>
  );
}
