import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { OrderSummary, Paginated } from '@shop/shared';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { useIsMobile } from '@shop/shared/ui';
import { Loading, OrderStatusTag } from './PageParts';

export interface OrdersListProps {
  data: Paginated<OrderSummary> | null;
  loading: boolean;
  emptyText: string;
  onPage: (page: number) => void;
}

export const orderShowUrl = (uid: string) => `/order/show/${encodeURIComponent(uid)}`;

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Link to={orderShowUrl(order.uid)} aria-label={`Заказ № ${order.id}`}>
      № {order.id}
    </Link>
  );
}

/** The customer's orders: a table from 750 px, cards on phones; pages of 20 below. */
export function OrdersList({ data, loading, emptyText, onPage }: OrdersListProps) {
  const isMobile = useIsMobile();
  const pager =
    data && data.total > data.perPage ? (
      <Pagination
        className="orders-pagination"
        current={data.page}
        pageSize={data.perPage}
        total={data.total}
        showSizeChanger={false}
        showTotal={(total) => `Всего: ${total}`}
        onChange={onPage}
      />
    ) : null;
  if (isMobile) {
    if (loading) return <Loading text="Загрузка заказов…" />;
    return (
      <>
        <OrderCards orders={data?.items ?? []} emptyText={emptyText} />
        {pager}
      </>
    );
  }
  return (
    <>
      <OrdersTable orders={data?.items ?? []} loading={loading} emptyText={emptyText} />
      {pager}
    </>
  );
}

function OrdersTable({
  orders,
  loading,
  emptyText,
}: {
  orders: OrderSummary[];
  loading: boolean;
  emptyText: string;
}) {
  const columns: ColumnsType<OrderSummary> = [
    { key: 'number', title: 'Номер', render: (_value, order) => <OrderLink order={order} /> },
    { key: 'date', title: 'Дата', render: (_value, order) => formatDateTime(order.createdAt) },
    {
      key: 'status',
      title: 'Статус',
      render: (_value, order) => <OrderStatusTag status={order.status} name={order.statusName} />,
    },
    { key: 'items', title: 'Позиций', dataIndex: 'itemsCount', align: 'right' },
    {
      key: 'total',
      title: 'Сумма',
      align: 'right',
      render: (_value, order) => <span className="orders-money">{formatMoney(order.total)}</span>,
    },
    { key: 'payment', title: 'Оплата', dataIndex: 'paymentMethodName', responsive: ['md'] },
    { key: 'delivery', title: 'Доставка', dataIndex: 'deliveryMethodName', responsive: ['md'] },
  ];
  return (
    <Table<OrderSummary>
      className="orders-table"
      aria-label="Заказы"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={false}
      locale={{ emptyText: loading ? 'Загрузка заказов…' : emptyText }}
    />
  );
}

function OrderCards({ orders, emptyText }: { orders: OrderSummary[]; emptyText: string }) {
  if (orders.length === 0) return <p className="orders-empty">{emptyText}</p>;
  return (
    <ul className="order-cards" aria-label="Заказы">
      {orders.map((order) => (
        <li key={order.id} className="order-card">
          <div className="order-card-head">
            <OrderLink order={order} />
            <OrderStatusTag status={order.status} name={order.statusName} />
          </div>
          <dl className="order-card-facts">
            <div>
              <dt>Дата</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </div>
            <div>
              <dt>Позиций</dt>
              <dd>{order.itemsCount}</dd>
            </div>
            <div>
              <dt>Сумма</dt>
              <dd className="orders-money">{formatMoney(order.total)}</dd>
            </div>
            <div>
              <dt>Оплата</dt>
              <dd>{order.paymentMethodName}</dd>
            </div>
            <div>
              <dt>Доставка</dt>
              <dd>{order.deliveryMethodName}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
