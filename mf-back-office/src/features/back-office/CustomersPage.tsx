import { useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import { Table } from '@shop/shared/kit/table';
import { Select } from '@shop/shared/kit/select';
import type { ColumnsType } from 'antd/es/table';
import { formatNumber } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { backOfficeApi, type AdminCustomerRow, type AdminCustomersQuery } from './api';
import { CustomerPanel } from './CustomerPanel';
import { WholesaleRequests } from './WholesaleRequests';
import { pagination, sortMarker, sortOf } from './tableQuery';

/**
 * `/cabinet/admin/customers`: the open wholesale requests, then find a customer; a row opens the flags, terms
 * and contracts.
 */
export function CustomersPage() {
  useDocumentTitle('Клиенты — панель администратора');
  const [query, setQuery] = useState<AdminCustomersQuery>({ page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  // Bumped when the panel changes a customer: a handled request leaves the list.
  const [changes, setChanges] = useState(0);
  const customers = useRequest(() => backOfficeApi.customers(query), [query]);
  const filter = (change: Partial<AdminCustomersQuery>) =>
    setQuery((current) => ({ ...current, ...change, page: 1 }));

  const columns: ColumnsType<AdminCustomerRow> = [
    {
      key: 'name',
      title: 'Клиент',
      sorter: true,
      sortOrder: sortMarker(query, 'name'),
      render: (_value, row) => (
        <>
          <div>{row.name}</div>
          <div className="back-office-muted">
            {row.companyName ?? (row.type === 'business' ? 'Организация' : 'Частное лицо')}
          </div>
        </>
      ),
    },
    {
      key: 'email',
      title: 'E-mail',
      dataIndex: 'email',
      sorter: true,
      sortOrder: sortMarker(query, 'email'),
      responsive: ['md'],
    },
    {
      key: 'wholesale',
      title: 'Условия',
      render: (_value, row) =>
        row.isWholesale ? `Оптовый, наценка ${formatNumber(row.markup)} %` : 'Розничный',
    },
  ];

  return (
    <>
      <h1>Клиенты</h1>
      <WholesaleRequests onOpen={setOpenId} version={changes} />
      <div className="back-office-filters" role="search" aria-label="Поиск клиентов">
        <Input.Search
          aria-label="Поиск клиентов"
          placeholder="E-mail, имя, организация или ИНН"
          allowClear
          enterButton="Найти"
          onSearch={(text) => filter({ query: text.trim() || undefined })}
        />
        <Select<'yes' | 'no'>
          aria-label="Тип клиента"
          placeholder="Все клиенты"
          allowClear
          options={[
            { value: 'yes', label: 'Оптовые' },
            { value: 'no', label: 'Розничные' },
          ]}
          value={query.wholesale}
          onChange={(wholesale) => filter({ wholesale })}
        />
      </div>
      {customers.status === 'failed' ? (
        <LoadFailed error={customers.error} onRetry={customers.retry} title="Не удалось загрузить клиентов" />
      ) : (
        <Table<AdminCustomerRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={customers.data?.items ?? []}
          loading={customers.status === 'loading'}
          locale={{ emptyText: 'Клиенты не найдены' }}
          pagination={pagination(customers.data)}
          onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
          onChange={(page, _filters, sorter) =>
            setQuery((current) => ({
              ...current,
              sort: undefined,
              order: undefined,
              ...sortOf(sorter, ['id', 'email', 'name'] as const),
              page: page.current ?? 1,
            }))
          }
        />
      )}
      <CustomerPanel
        id={openId}
        onClose={() => setOpenId(null)}
        onChanged={() => {
          customers.retry();
          setChanges((count) => count + 1);
        }}
      />
    </>
  );
}
