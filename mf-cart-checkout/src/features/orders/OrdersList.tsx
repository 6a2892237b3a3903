import { Pagination, Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { OrderSummary, Paginated } from '@shop/shared';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { useIsMobile } from '@shop/shared/ui';
import { FactCards } from '@shop/shared/ui/fact-cards';
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
  if (orders.length === 0) return <p className="shop-notice">{emptyText}</p>;
  return (
    <FactCards
      label="Заказы"
      cards={orders.map((order) => ({
        key: order.id,
        head: (
          <>
            <OrderLink order={order} />
            <OrderStatusTag status={order.status} name={order.statusName} />
          </>
        ),
        facts: [
          { label: 'Дата', value: formatDateTime(order.createdAt) },
          { label: 'Позиций', value: order.itemsCount },
          { label: 'Сумма', value: formatMoney(order.total), className: 'orders-money' },
          { label: 'Оплата', value: order.paymentMethodName },
          { label: 'Доставка', value: order.deliveryMethodName },
        ],
      }))}
    />
  );
}
