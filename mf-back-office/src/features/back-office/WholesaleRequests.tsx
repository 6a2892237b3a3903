import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import { apiErrorMessage } from '@shop/shared/api';
import { formatDateTime } from '@shop/shared/format';
import { toast, useRequest } from '@shop/shared/ui';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { backOfficeApi, type WholesaleRequest } from './api';
import { pagination } from './tableQuery';

/**
 * Business buyers' open requests for a wholesale contract, oldest first: a row opens the customer (to make
 * the contract and set the terms); 'Обработана' takes it off the list. `version` reloads it from outside.
 */
export function WholesaleRequests({
  onOpen,
  version,
}: {
  onOpen: (customerId: number) => void;
  version: number;
}) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const requests = useRequest(
    () => backOfficeApi.wholesaleRequests({ status: 'open', page }),
    [page, version],
  );

  const handle = async (row: WholesaleRequest) => {
    setBusy(row.id);
    try {
      await backOfficeApi.handleWholesaleRequest(row.id);
      void toast.success('Заявка отмечена обработанной');
      requests.retry();
    } catch (error) {
      void toast.error('Заявка не отмечена', apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<WholesaleRequest> = [
    { key: 'createdAt', title: 'Дата', render: (_value, row) => formatDateTime(row.createdAt) },
    {
      key: 'customer',
      title: 'Организация',
      render: (_value, row) => (
        <>
          <div>{row.customer.companyName ?? row.customer.name}</div>
          <div className="back-office-muted">
            {row.customer.inn ? `ИНН ${row.customer.inn} · ` : ''}
            {row.customer.email}
          </div>
        </>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_value, row) => (
        <div className="back-office-actions">
          <Button onClick={() => onOpen(row.customer.id)}>Открыть клиента</Button>
          <Button disabled={busy === row.id} onClick={() => void handle(row)}>
            Обработана
          </Button>
        </div>
      ),
    },
  ];

  if (requests.status === 'failed') {
    return <LoadFailed error={requests.error} onRetry={requests.retry} title="Не удалось загрузить заявки" />;
  }
  if (requests.data?.total === 0) return null;
  return (
    <section aria-label="Заявки на оптовый договор">
      <h2>Заявки на оптовый договор{requests.data ? ` (${requests.data.total})` : ''}</h2>
      <Table<WholesaleRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests.data?.items ?? []}
        loading={requests.status === 'loading'}
        pagination={pagination(requests.data)}
        onChange={(next) => setPage(next.current ?? 1)}
      />
    </section>
  );
}
