import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import type { DeliveryTermStatistics, Vendor, VendorDeliveryStatistics } from '@shop/shared';
import { formatDuration, formatNumber, NBSP } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, Loading } from '../common/PageStates';
import { loadDeliveryStatistics } from './deliveryStatistics';

// antd's popover (the overlays tier) loads on the first hover, focus or click of a supplier's name.
const loadOverlays = () => import('@shop/shared/kit/overlays');
const Popover = lazy(() => loadOverlays().then((module) => ({ default: module.Popover })));
// The chart library, only once a popover shows a supplier's terms.
const DeliveryTermsChart = lazy(() => import('./DeliveryTermsChart'));

/**
 * The offer's warehouse; a remote supplier's is marked, its goods are ordered from the supplier, and its name
 * opens how the supplier kept its delivery terms (hover, click or Enter).
 */
export function VendorName({ vendor }: { vendor: Vendor }) {
  return (
    <span className="offer-vendor">
      {vendor.isRemote ? <RemoteVendorName vendor={vendor} /> : vendor.name}
      {vendor.isRemote && (
        <span className="offer-remote" title="Товар со склада поставщика, поставляется под заказ">
          под заказ
        </span>
      )}
    </span>
  );
}

/**
 * A plain button until the first hover or click (focus starts loading the popover's code): the popover is
 * then put around the name, opened, and the name keeps the keyboard focus it had.
 */
function RemoteVendorName({ vendor }: { vendor: Vendor }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const hadFocus = useRef(false);
  const want = (event: MouseEvent<HTMLButtonElement>) => {
    hadFocus.current = document.activeElement === event.currentTarget;
    setWanted(true);
    setOpen(true);
  };
  const name = (
    <button
      type="button"
      className="offer-vendor-name"
      aria-expanded={open}
      onFocus={() => void loadOverlays()}
      onMouseEnter={wanted ? undefined : want}
      onClick={wanted ? undefined : want}
      ref={(node) => {
        if (node && hadFocus.current) node.focus();
      }}
    >
      {vendor.name}
    </button>
  );
  if (!wanted) return name;
  return (
    <Suspense fallback={name}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger={['hover', 'click']}
        title={`Поставки: ${vendor.name}`}
        // The figures are drawn only while open; their answer is the one the row's on-time share asked for.
        content={open ? <DeliveryStatistics vendorId={vendor.id} /> : null}
      >
        {name}
      </Popover>
    </Suspense>
  );
}

function DeliveryStatistics({ vendorId }: { vendorId: number }) {
  const statistics = useRequest(() => loadDeliveryStatistics(vendorId), [vendorId]);
  return (
    <div className="delivery-statistics" role="group" aria-label="Статистика поставок">
      {statistics.status === 'loading' && <Loading text="Загрузка статистики…" />}
      {statistics.status === 'failed' && (
        <LoadFailed
          error={statistics.error}
          onRetry={statistics.retry}
          title="Не удалось загрузить статистику поставок"
        />
      )}
      {statistics.status === 'fetched' && <Figures statistics={statistics.data} />}
    </div>
  );
}

function Figures({ statistics }: { statistics: VendorDeliveryStatistics }) {
  if (statistics.ordersTotal === 0) return <p>За последние 90 дней поставок не было.</p>;
  return (
    <>
      <Totals statistics={statistics} />
      <Terms terms={statistics.terms} />
    </>
  );
}

function Totals({ statistics }: { statistics: VendorDeliveryStatistics }) {
  return (
    <dl className="delivery-statistics-figures">
      <div>
        <dt>Поставок за 90 дней</dt>
        <dd>{formatNumber(statistics.ordersTotal, 0)}</dd>
      </div>
      <div>
        <dt>В срок</dt>
        <dd>{`${formatNumber(statistics.onTimePercent, 1)} %`}</dd>
      </div>
      <div>
        <dt>Средняя задержка</dt>
        <dd>{statistics.averageDelayHours > 0 ? formatDuration(statistics.averageDelayHours) : 'нет'}</dd>
      </div>
    </dl>
  );
}

/** Promised against actual days: a small chart, and the same figures in a folded table. */
function Terms({ terms }: { terms: DeliveryTermStatistics[] }) {
  if (terms.length === 0) return null;
  return (
    <div className="delivery-terms">
      <p className="delivery-terms-title">Срок: обещано и фактически</p>
      <Suspense fallback={<Loading text="Загрузка графика…" />}>
        <DeliveryTermsChart terms={terms} />
      </Suspense>
      <details className="delivery-terms-figures">
        <summary>Таблица сроков</summary>
        <table>
          <caption>Обещанный и фактический срок поставки</caption>
          <thead>
            <tr>
              <th scope="col">Обещано</th>
              <th scope="col">Поставок</th>
              <th scope="col">Фактически, в среднем</th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.promisedDays}>
                <th scope="row">{`${formatNumber(term.promisedDays, 0)}${NBSP}дн.`}</th>
                <td>{formatNumber(term.deliveries, 0)}</td>
                <td>{`${formatNumber(term.actualDays, 1)}${NBSP}дн.`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
