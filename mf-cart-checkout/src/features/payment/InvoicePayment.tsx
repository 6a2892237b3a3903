import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { DownloadOutlined, PrinterOutlined } from '@shop/shared/kit/icons';
import type { Order } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { downloadInvoice, downloadInvoicePdf, printInvoice } from './invoice';

type Action = 'download' | 'pdf' | 'print';

const actions: Record<Action, (orderId: number) => Promise<void>> = {
  download: downloadInvoice,
  pdf: downloadInvoicePdf,
  print: printInvoice,
};

/** Bank transfer: the invoice to download or print; the order is paid when the money arrives. */
export function InvoicePayment({ order }: { order: Order }) {
  const [busy, setBusy] = useState<Action | null>(null);
  const run = async (action: Action) => {
    setBusy(action);
    try {
      await actions[action](order.id);
    } catch (failure) {
      void toast.error('Не удалось получить счёт', apiErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="payment-way">
      <p>
        Оплатите счёт по безналичному расчёту. Заказ будет оплачен, когда деньги поступят на счёт продавца.
      </p>
      <div className="payment-buttons">
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === 'download'}
          disabled={busy !== null}
          onClick={() => void run('download')}
        >
          Скачать счёт
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void run('pdf')}
        >
          Скачать счёт в PDF
        </Button>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          loading={busy === 'print'}
          disabled={busy !== null}
          onClick={() => void run('print')}
        >
          Распечатать счёт
        </Button>
      </div>
    </div>
  );
}
