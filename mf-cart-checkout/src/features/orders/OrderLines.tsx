import { Button } from '@shop/shared/kit/button';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import { supplierStatusNames, type Order, type OrderItem } from '@shop/shared';
import { formatArrivalDay } from '@shop/shared/delivery';
import { formatMoney, formatPrice } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { DeliveryTerm, RefundBadge } from '@shop/shared/ui/offer-terms';
import { VisuallyHidden } from '@shop/shared/ui/page';
import { canCancel, canRefund, partName, refundUrl } from './orderLines';

export interface OrderLinesProps {
  order: Order;
  onCancel: (item: OrderItem) => void;
}

/** The lines of an order with 'Отменить' (partial cancel) and 'Вернуть' (a refund request) per line. */
export function OrderLines({ order, onCancel }: OrderLinesProps) {
  const columns: ColumnsType<OrderItem> = [
    { key: 'brand', title: 'Бренд', render: (_value, item) => item.good.brand.name },
    {
      key: 'number',
      title: 'Номер',
      render: (_value, item) => <span className="order-line-number">{item.good.number}</span>,
    },
    {
      key: 'name',
      title: 'Наименование',
      render: (_value, item) => (
        <>
          {item.name}
          {item.reference.trim() && <div className="shop-muted">{item.reference}</div>}
          {item.supplierStatus !== 'waiting' && (
            <div className="shop-muted">{supplierStatusNames[item.supplierStatus]}</div>
          )}
        </>
      ),
    },
    { key: 'vendor', title: 'Поставщик', render: (_value, item) => item.vendor.name },
    { key: 'term', title: 'Срок', render: (_value, item) => <DeliveryTerm hours={item.deliveryTime} /> },
    {
      key: 'expected',
      title: 'Ожидается',
      // The day the line's goods are expected at the shop, counted from the order's placing (issue 28).
      render: (_value, item) => formatArrivalDay(item.expectedAt) || '—',
    },
    {
      key: 'refund',
      title: 'Возврат',
      render: (_value, item) => <RefundBadge refund={item.refund} />,
    },
    {
      key: 'price',
      title: 'Цена',
      align: 'right',
      render: (_value, item) => formatPrice(item.price, { currency: order.currency }),
    },
    { key: 'amount', title: 'Кол-во', dataIndex: 'amount', align: 'right' },
    {
      key: 'cancelled',
      title: 'Отменено',
      align: 'right',
      render: (_value, item) =>
        item.cancelledAmount > 0 ? <span className="order-line-cancelled">{item.cancelledAmount}</span> : 0,
    },
    {
      key: 'cost',
      title: 'Стоимость',
      align: 'right',
      render: (_value, item) => (
        <span className="orders-money">{formatMoney(item.cost, order.currency)}</span>
      ),
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Действия</VisuallyHidden>,
      align: 'right',
      render: (_value, item) => (
        <div className="order-line-actions">
          <Button
            size="small"
            danger
            disabled={!canCancel(order, item)}
            onClick={() => onCancel(item)}
            aria-label={`Отменить ${partName(item)}`}
          >
            Отменить
          </Button>
          {canRefund(item) && (
            <Link className="order-line-refund" to={refundUrl(item)} aria-label={`Вернуть ${partName(item)}`}>
              Вернуть
            </Link>
          )}
        </div>
      ),
    },
  ];
  return (
    <Table<OrderItem>
      className="order-lines"
      aria-label="Товары заказа"
      rowKey="uid"
      size="middle"
      columns={columns}
      dataSource={order.items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'В заказе нет товаров' }}
    />
  );
}
