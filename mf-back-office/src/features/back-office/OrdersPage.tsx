import { useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import { Table } from '@shop/shared/kit/table';
import { Select } from '@shop/shared/kit/select';
import { DatePicker } from '@shop/shared/kit/dates';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { orderStatusNames, type OrderStatus } from '@shop/shared';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { backOfficeApi, type AdminOrderRow, type AdminOrdersQuery } from './api';
import { OrderPanel } from './OrderPanel';
import { pagination, sortMarker, sortOf } from './tableQuery';

const sortable = ['id', 'createdAt', 'total', 'status'] as const;
const statusOptions = Object.entries(orderStatusNames).map(([value, label]) => ({
  value: value as OrderStatus,
  label,
}));

/** `/cabinet/admin/orders`: every customer's orders; a row opens the order with its workflow. */
export function OrdersPage() {
  useDocumentTitle('Заказы — панель администратора');
  const [query, setQuery] = useState<AdminOrdersQuery>({ page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = useRequest(() => backOfficeApi.orders(query), [query]);
  const filter = (change: Partial<AdminOrdersQuery>) =>
    setQuery((current) => ({ ...current, ...change, page: 1 }));
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    filter({ dateFrom: dates?.[0]?.format('YYYY-MM-DD'), dateTo: dates?.[1]?.format('YYYY-MM-DD') });

  const columns: ColumnsType<AdminOrderRow> = [
    { key: 'id', title: '№', dataIndex: 'id', sorter: true, sortOrder: sortMarker(query, 'id') },
    {
      key: 'createdAt',
      title: 'Дата',
      sorter: true,
      sortOrder: sortMarker(query, 'createdAt'),
      responsive: ['md'],
      render: (_value, row) => formatDateTime(row.createdAt),
    },
    {
      key: 'customer',
      title: 'Покупатель',
      render: (_value, row) => (
        <>
          <div>{row.customer.name}</div>
          <div className="back-office-muted">{row.customer.email}</div>
        </>
      ),
    },
    {
      key: 'status',
      title: 'Статус',
      sorter: true,
      sortOrder: sortMarker(query, 'status'),
      render: (_value, row) => row.statusName,
    },
    {
      key: 'total',
      title: 'Сумма',
      align: 'right',
      sorter: true,
      sortOrder: sortMarker(query, 'total'),
      render: (_value, row) => formatMoney(row.total),
    },
    { key: 'items', title: 'Позиций', dataIndex: 'itemsCount', align: 'right', responsive: ['lg'] },
  ];

  return (
    <>
      <h1>Заказы</h1>
      <div className="back-office-filters" role="search" aria-label="Фильтр заказов">
        <Select<OrderStatus>
          aria-label="Статус"
          placeholder="Все статусы"
          allowClear
          options={statusOptions}
          value={query.status}
          onChange={(status) => filter({ status })}
        />
        <DatePicker.RangePicker
          aria-label="Даты заказа"
          format="DD.MM.YYYY"
          placeholder={['С даты', 'По дату']}
          onChange={(dates) => range(dates)}
        />
        <Input.Search
          aria-label="Покупатель"
          placeholder="Покупатель: e-mail, имя"
          allowClear
          onSearch={(customer) => filter({ customer: customer.trim() || undefined })}
        />
        <Input.Search
          aria-label="Номер запчасти"
          placeholder="Номер запчасти"
          allowClear
          onSearch={(number) => filter({ number: number.trim() || undefined })}
        />
      </div>
      {orders.status === 'failed' ? (
        <LoadFailed error={orders.error} onRetry={orders.retry} title="Не удалось загрузить заказы" />
      ) : (
        <Table<AdminOrderRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={orders.data?.items ?? []}
          loading={orders.status === 'loading'}
          locale={{ emptyText: 'Заказов не найдено' }}
          pagination={pagination(orders.data)}
          onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
          onChange={(page, _filters, sorter) =>
            setQuery((current) => ({
              ...current,
              sort: undefined,
              order: undefined,
              ...sortOf(sorter, sortable),
              page: page.current ?? 1,
            }))
          }
        />
      )}
      <OrderPanel id={openId} onClose={() => setOpenId(null)} onChanged={orders.retry} />
    </>
  );
}
