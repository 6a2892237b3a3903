import { useRef, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { UploadOutlined } from '@shop/shared/kit/icons';
import { Modal } from '@shop/shared/kit/overlays';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { CartUploadLine, CartUploadReport } from '@shop/shared';
import { apiErrorMessage, cartApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';

const ACCEPTED = '.xlsx,.csv,.txt';

/**
 * 'Загрузить из файла' (users allowed batch search): an xlsx/csv/txt of brand, number, quantity goes into the
 * cart; the per-line report is shown and the cart read again.
 */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<CartUploadReport | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      setReport(await cartApi.upload(file));
      onUploaded();
    } catch (error) {
      void toast.error('Не удалось загрузить файл', apiErrorMessage(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-label="Файл с товарами"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()}>
        Загрузить из файла
      </Button>
      {report && <UploadReport report={report} onClose={() => setReport(null)} />}
    </>
  );
}

const columns: ColumnsType<CartUploadLine> = [
  { key: 'line', title: 'Строка', dataIndex: 'line', width: 80 },
  { key: 'part', title: 'Товар', render: (_value, line) => `${line.brandName} ${line.number}` },
  { key: 'amount', title: 'Количество', dataIndex: 'amount', align: 'right', width: 110 },
  {
    key: 'result',
    title: 'Результат',
    render: (_value, line) => (
      <span className={line.added ? 'upload-added' : 'upload-failed'}>
        {line.added ? 'Добавлен' : line.message}
      </span>
    ),
  },
];

function UploadReport({ report, onClose }: { report: CartUploadReport; onClose: () => void }) {
  return (
    <Modal
      open
      title="Загрузка из файла"
      onCancel={onClose}
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          Закрыть
        </Button>
      }
    >
      <p className="upload-totals">
        Добавлено в корзину: <strong>{report.added}</strong>, не добавлено: <strong>{report.failed}</strong>
      </p>
      <Table<CartUploadLine>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={report.lines}
        pagination={false}
        aria-label="Строки файла"
      />
    </Modal>
  );
}
