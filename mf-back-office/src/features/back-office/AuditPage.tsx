import { useState } from 'react';
import { Input } from '@shop/shared/kit/essentials';
import { Table } from '@shop/shared/kit/table';
import { Select } from '@shop/shared/kit/select';
import { DatePicker } from '@shop/shared/kit/dates';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { backOfficeApi, type AuditEntry, type AuditQuery } from './api';
import { pagination } from './tableQuery';

/** Russian names of the back office's actions; others (a request made as a customer) show as they are. */
const actionNames: Record<string, string> = {
  'order.status': 'Статус заказа',
  'order.line.supplierStatus': 'Статус позиции у поставщика',
  'order.bankPayment': 'Оплата банковским переводом',
  'refund.accept': 'Возврат принят',
  'refund.reject': 'Возврат отклонён',
  'customer.terms': 'Условия клиента',
  'contract.terms': 'Условия договора',
  'seller.update': 'Данные магазина',
  'pricelist.brandMap': 'Бренд прайс-листа сопоставлен',
};

const actionOptions = [
  { value: 'order.', label: 'Заказы' },
  { value: 'refund.', label: 'Возвраты' },
  { value: 'customer.', label: 'Клиенты' },
  { value: 'contract.', label: 'Договоры' },
  { value: 'pricelist.', label: 'Прайс-листы' },
];

function Details({ details }: { details: Record<string, unknown> }) {
  const { before, after, ...target } = details;
  return (
    <div>
      {Object.keys(target).length > 0 && (
        <pre className="back-office-json">{JSON.stringify(target, null, 1)}</pre>
      )}
      {before !== undefined && (
        <>
          <strong>Было</strong>
          <pre className="back-office-json">{JSON.stringify(before, null, 1)}</pre>
        </>
      )}
      {after !== undefined && (
        <>
          <strong>Стало</strong>
          <pre className="back-office-json">{JSON.stringify(after, null, 1)}</pre>
        </>
      )}
    </div>
  );
}

/** `/cabinet/admin/audit`: who changed what and when, with the values before and after. */
export function AuditPage() {
  useDocumentTitle('Журнал — панель администратора');
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const entries = useRequest(() => backOfficeApi.audit(query), [query]);
  const filter = (change: Partial<AuditQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  const range = (dates: [Dayjs | null, Dayjs | null] | null) =>
    filter({ dateFrom: dates?.[0]?.format('YYYY-MM-DD'), dateTo: dates?.[1]?.format('YYYY-MM-DD') });

  const columns: ColumnsType<AuditEntry> = [
    { key: 'at', title: 'Когда', render: (_value, row) => formatDateTime(row.at) },
    { key: 'actor', title: 'Кто', render: (_value, row) => row.actor?.email ?? '—' },
    { key: 'action', title: 'Действие', render: (_value, row) => actionNames[row.action] ?? row.action },
    {
      key: 'subject',
      title: 'Клиент',
      responsive: ['md'],
      render: (_value, row) => row.subject?.email ?? '—',
    },
  ];

  return (
    <>
      <h1>Журнал</h1>
      <div className="back-office-filters" role="search" aria-label="Фильтр журнала">
        <Select<string>
          aria-label="Раздел"
          placeholder="Все действия"
          allowClear
          options={actionOptions}
          value={query.action}
          onChange={(action) => filter({ action })}
        />
        <Input.Search
          aria-label="Сотрудник"
          placeholder="Сотрудник: e-mail"
          allowClear
          onSearch={(actor) => filter({ actor: actor.trim() || undefined })}
        />
        <Input.Search
          aria-label="Клиент"
          placeholder="Клиент: e-mail"
          allowClear
          onSearch={(subject) => filter({ subject: subject.trim() || undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Даты"
          format="DD.MM.YYYY"
          placeholder={['С даты', 'По дату']}
          onChange={(dates) => range(dates)}
        />
      </div>
      {entries.status === 'failed' ? (
        <LoadFailed error={entries.error} onRetry={entries.retry} title="Не удалось загрузить журнал" />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={entries.data?.items ?? []}
          loading={entries.status === 'loading'}
          locale={{ emptyText: 'Записей нет' }}
          pagination={pagination(entries.data)}
          expandable={{ expandedRowRender: (row) => <Details details={row.details} /> }}
          onChange={(page) => setQuery((current) => ({ ...current, page: page.current ?? 1 }))}
        />
      )}
    </>
  );
}
