import { useState } from 'react';
import { Button, Input } from '@shop/shared/kit/essentials';
import { Modal } from '@shop/shared/kit/overlays';
import { Table } from '@shop/shared/kit/table';
import { Select } from '@shop/shared/kit/select';
import type { ColumnsType } from 'antd/es/table';
import type { RefundRequest } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { confirm, toast, useRequest } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextAreaField } from '@shop/shared/ui/form';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { REASON_MAX_LENGTH, refundRejectSchema, type RefundRejectInput } from '@shop/back-office-rules';
import { backOfficeApi, type AdminRefundRow, type AdminRefundsQuery } from './api';
import { pagination, sortMarker, sortOf } from './tableQuery';

const statusOptions: { value: RefundRequest['status']; label: string }[] = [
  { value: 'new', label: 'Новая' },
  { value: 'accepted', label: 'Принята' },
  { value: 'rejected', label: 'Отклонена' },
];

/** `/cabinet/admin/refunds`: the customers' refund requests, accepted or rejected with a reason. */
export function RefundsPage() {
  useDocumentTitle('Возвраты — панель администратора');
  const [query, setQuery] = useState<AdminRefundsQuery>({ status: 'new', page: 1 });
  const [rejecting, setRejecting] = useState<AdminRefundRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refunds = useRequest(() => backOfficeApi.refunds(query), [query]);
  const filter = (change: Partial<AdminRefundsQuery>) =>
    setQuery((current) => ({ ...current, ...change, page: 1 }));

  const accept = async (row: AdminRefundRow) => {
    const ok = await confirm({
      title: `Принять возврат по заказу № ${row.orderId}?`,
      content: `${formatMoney(row.sum)} будет зачислено на договор покупателя.`,
      okText: 'Принять',
      cancelText: 'Отмена',
    });
    if (!ok) return;
    setBusy(row.id);
    try {
      await backOfficeApi.acceptRefund(row.id);
      void toast.success('Возврат принят');
      refunds.retry();
    } catch (error) {
      void toast.error('Не удалось принять возврат', apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const reject = async (values: RefundRejectInput) => {
    if (!rejecting) return;
    try {
      await backOfficeApi.rejectRefund(rejecting.id, refundRejectSchema.cast(values).reason);
      void toast.success('Возврат отклонён');
      setRejecting(null);
      refunds.retry();
    } catch (error) {
      void toast.error('Не удалось отклонить возврат', apiErrorMessage(error));
    }
  };

  const columns: ColumnsType<AdminRefundRow> = [
    { key: 'id', title: '№', dataIndex: 'id', sorter: true, sortOrder: sortMarker(query, 'id') },
    {
      key: 'good',
      title: 'Товар',
      render: (_value, row) => (
        <>
          <div>
            {row.good.brand.name} {row.good.number}, {row.amount} шт.
          </div>
          <div className="back-office-muted">
            Заказ № {row.orderId} · {row.customer.email} · {formatDateTime(row.createdAt)}
          </div>
          {row.reason && <div>Причина: {row.reason}</div>}
          {row.decisionReason && <div>Отказ: {row.decisionReason}</div>}
        </>
      ),
    },
    {
      key: 'sum',
      title: 'Сумма',
      align: 'right',
      sorter: true,
      sortOrder: sortMarker(query, 'sum'),
      render: (_value, row) => formatMoney(row.sum),
    },
    { key: 'status', title: 'Статус', dataIndex: 'statusName', responsive: ['sm'] },
    {
      key: 'actions',
      title: 'Решение',
      render: (_value, row) =>
        row.status === 'new' ? (
          <div className="back-office-actions">
            <Button size="small" type="primary" loading={busy === row.id} onClick={() => void accept(row)}>
              Принять
            </Button>
            <Button size="small" danger disabled={busy === row.id} onClick={() => setRejecting(row)}>
              Отклонить
            </Button>
          </div>
        ) : (
          row.statusName
        ),
    },
  ];

  return (
    <>
      <h1>Возвраты</h1>
      <div className="back-office-filters" role="search" aria-label="Фильтр возвратов">
        <Select<RefundRequest['status']>
          aria-label="Статус"
          placeholder="Все заявки"
          allowClear
          options={statusOptions}
          value={query.status}
          onChange={(status) => filter({ status })}
        />
        <Input.Search
          aria-label="Покупатель"
          placeholder="Покупатель: e-mail, имя"
          allowClear
          onSearch={(customer) => filter({ customer: customer.trim() || undefined })}
        />
      </div>
      {refunds.status === 'failed' ? (
        <LoadFailed error={refunds.error} onRetry={refunds.retry} title="Не удалось загрузить возвраты" />
      ) : (
        <Table<AdminRefundRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={refunds.data?.items ?? []}
          loading={refunds.status === 'loading'}
          locale={{ emptyText: 'Возвратов не найдено' }}
          pagination={pagination(refunds.data)}
          onChange={(page, _filters, sorter) =>
            setQuery((current) => ({
              ...current,
              sort: undefined,
              order: undefined,
              ...sortOf(sorter, ['id', 'sum'] as const),
              page: page.current ?? 1,
            }))
          }
        />
      )}
      <Modal
        open={rejecting !== null}
        title={rejecting ? `Отклонить возврат по заказу № ${rejecting.orderId}` : ''}
        footer={null}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <ShopForm<RefundRejectInput>
          initialValues={{ reason: '' }}
          schema={refundRejectSchema}
          onSubmit={reject}
          aria-label="Отказ в возврате"
        >
          <TextAreaField name="reason" label="Причина отказа" maxLength={REASON_MAX_LENGTH} rows={3} />
          <SubmitButton danger>Отклонить</SubmitButton>
        </ShopForm>
      </Modal>
    </>
  );
}
