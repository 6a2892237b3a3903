import { useState } from 'react';
import { Alert, Button } from '@shop/shared/kit/essentials';
import { DownloadOutlined } from '@shop/shared/kit/icons';
import { apiErrorMessage } from '@shop/shared/api';
import { formatMoney } from '@shop/shared/format';
import { toast } from '@shop/shared/ui';
import { downloadTopupInvoice, type InvoiceFormat } from './invoiceDownload';
import type { Topup, TopupStart } from './topupsApi';
import { usePaidWatch } from './usePaidWatch';

/** 'Баланс пополнен' once the bank's notification credited the top-up; until then the waiting text. */
export function PaidNotice({ topupId }: { topupId: number }) {
  const topup = usePaidWatch(topupId);
  if (topup?.paid) {
    return (
      <Alert
        type="success"
        showIcon
        title="Баланс пополнен"
        description={`${formatMoney(topup.amount, topup.contract.currency)} зачислено на договор № ${topup.contract.number}.`}
      />
    );
  }
  return (
    <p className="cabinet-muted" role="status">
      Ожидаем поступления оплаты — страница обновится сама.
    </p>
  );
}

function InvoiceResult({ topup }: { topup: Topup }) {
  const [busy, setBusy] = useState<InvoiceFormat | null>(null);
  const download = async (format: InvoiceFormat) => {
    setBusy(format);
    try {
      await downloadTopupInvoice(topup.id, format);
    } catch (error) {
      void toast.error('Не удалось получить счёт', apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="topup-result">
      <p>
        Счёт № П-{topup.id} на {formatMoney(topup.amount, topup.contract.currency)} сформирован. Баланс
        пополнится, когда деньги поступят на счёт продавца.
      </p>
      <div className="topup-invoice-buttons">
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === 'html'}
          disabled={busy !== null}
          onClick={() => void download('html')}
        >
          Скачать счёт
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void download('pdf')}
        >
          Скачать счёт в PDF
        </Button>
      </div>
    </div>
  );
}

/** What follows a started top-up on the page: the SBP QR waiting for the money, or the invoice. */
export function TopupResult({ start }: { start: TopupStart }) {
  const { topup, qr } = start;
  if (qr === null) return <InvoiceResult topup={topup} />;
  return (
    <div className="topup-result topup-qr">
      <figure>
        <img
          src={qr.image}
          alt={`QR-код для пополнения баланса на ${formatMoney(qr.amount)}`}
          width={240}
          height={240}
        />
        <figcaption>
          Сумма: <b>{formatMoney(qr.amount, topup.contract.currency)}</b>
        </figcaption>
      </figure>
      <p>
        Отсканируйте QR-код камерой телефона или в приложении вашего банка и подтвердите платёж через СБП.
      </p>
      {qr.sandboxUrl && (
        <p>
          <a href={qr.sandboxUrl} target="_blank" rel="noreferrer">
            Оплатить в песочнице банка (демо)
          </a>
        </p>
      )}
      <PaidNotice topupId={topup.id} />
    </div>
  );
}
