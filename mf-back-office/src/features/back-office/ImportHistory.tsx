import { Button } from '@shop/shared/kit/button';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import { apiErrorMessage } from '@shop/shared/api';
import { formatDateTime } from '@shop/shared/format';
import { toast, useRequest } from '@shop/shared/ui';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { backOfficeApi, type PriceListImport } from './api';

const statusNames: Record<PriceListImport['status'], string> = {
  running: 'Идёт',
  done: 'Загружен',
  failed: 'Ошибка',
  interrupted: 'Прервана',
};

/** Saves the bad rows' CSV report of an import (fetched with the session's token, so not a plain link). */
export async function downloadRejected(id: number): Promise<void> {
  try {
    const blob = await backOfficeApi.rejectedReport(id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `rejected-${id}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    void toast.error('Не удалось скачать отчёт', apiErrorMessage(error));
  }
}

/** The imports of the chosen vendor (or of all), newest first. */
export function ImportHistory({ vendor, refreshKey }: { vendor: number | null; refreshKey: number }) {
  const history = useRequest(() => backOfficeApi.imports(vendor ?? undefined), [vendor, refreshKey]);
  const columns: ColumnsType<PriceListImport> = [
    { key: 'at', title: 'Начата', render: (_value, row) => formatDateTime(row.startedAt) },
    {
      key: 'file',
      title: 'Файл',
      render: (_value, row) => (
        <>
          <div>{row.fileName}</div>
          <div className="back-office-muted">
            {row.vendor.name}
            {row.admin ? ` · ${row.admin}` : ''}
          </div>
          {row.error && <div className="back-office-muted">{row.error}</div>}
        </>
      ),
    },
    { key: 'status', title: 'Статус', render: (_value, row) => statusNames[row.status] },
    { key: 'imported', title: 'Загружено', dataIndex: 'imported', align: 'right', responsive: ['sm'] },
    {
      key: 'rejected',
      title: 'Ошибки',
      align: 'right',
      render: (_value, row) =>
        row.rejectedTotal > 0 ? (
          <Button size="small" onClick={() => void downloadRejected(row.id)}>
            {row.rejectedTotal} — отчёт
          </Button>
        ) : (
          0
        ),
    },
  ];
  return (
    <section className="office-block" aria-labelledby="history-title">
      <h2 id="history-title">История загрузок</h2>
      {history.status === 'failed' ? (
        <LoadFailed error={history.error} onRetry={history.retry} title="Не удалось загрузить историю" />
      ) : (
        <Table<PriceListImport>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={history.data ?? []}
          loading={history.status === 'loading'}
          locale={{ emptyText: 'Загрузок ещё не было' }}
          pagination={false}
        />
      )}
    </section>
  );
}
