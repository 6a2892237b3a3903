import { Button } from '@shop/shared/kit/button';
import { Descriptions } from '@shop/shared/kit/controls';
import { Modal } from '@shop/shared/kit/overlays';
import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { Offer, PriceCalculation, PriceOperation } from '@shop/shared';
import { formatDateTime, formatMoney, formatPrice } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, Loading } from '../common/PageStates';
import { loadPriceCalculation } from './priceCalculationCache';

/** The price breakdown of an offer (SPEC §3) in a modal; loaded by the admins' button on its first click. */
export function PriceBreakdownModal({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const calculation = useRequest(() => loadPriceCalculation(offer.itemKey), [offer.itemKey]);
  return (
    <Modal
      open
      width={720}
      title={`Расчёт цены: ${offer.vendor.name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Закрыть</Button>}
    >
      {calculation.status === 'loading' && <Loading text="Загрузка расчёта цены…" />}
      {calculation.status === 'failed' && (
        <LoadFailed
          error={calculation.error}
          onRetry={calculation.retry}
          title="Не удалось загрузить расчёт цены"
        />
      )}
      {calculation.status === 'fetched' && <Breakdown calculation={calculation.data} />}
    </Modal>
  );
}

const optionalMoney = (value: number | null) => (value === null ? 'Не указана' : formatMoney(value));

/** Steps may repeat a name, so a row is known by its place in the calculation. */
type OperationRow = PriceOperation & { key: number };

const operationColumns: ColumnsType<OperationRow> = [
  { key: 'name', title: 'Операция', dataIndex: 'name' },
  { key: 'description', title: 'Описание', dataIndex: 'description' },
  {
    key: 'change',
    title: 'Цена',
    align: 'right',
    render: (_value, operation) => (
      <span className="price-step">
        {`${formatPrice(operation.price, { currency: operation.currency })} → ${formatPrice(operation.nextPrice, { currency: operation.nextCurrency })}`}
      </span>
    ),
  },
];

/**
 * Every figure with its currency: the purchase price in roubles (converted), the steps in the supplier's
 * currency until its conversion; a zero (no price) as '—'.
 */
function Breakdown({ calculation }: { calculation: PriceCalculation }) {
  return (
    <div className="price-breakdown">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'level', label: 'Уровень цен', children: calculation.priceLevel.name },
          { key: 'version', label: 'Версия', children: calculation.version },
          { key: 'created', label: 'Цена рассчитана', children: formatDateTime(calculation.priceCreatedAt) },
          { key: 'purchase', label: 'Закупочная цена', children: formatPrice(calculation.purchasePrice) },
          { key: 'retail', label: 'Розничная цена', children: formatMoney(calculation.retailPrice) },
          { key: 'wholesale', label: 'Оптовая цена', children: formatMoney(calculation.wholesalePrice) },
          { key: 'fixed', label: 'Фиксированная цена', children: optionalMoney(calculation.fixedPrice) },
          {
            key: 'minimum',
            label: 'Минимальная розничная цена',
            children: optionalMoney(calculation.minimumRetailPrice),
          },
        ]}
      />
      <h3 className="price-breakdown-title">Операции</h3>
      <Table<OperationRow>
        size="small"
        columns={operationColumns}
        dataSource={calculation.operations.map((operation, step) => ({ ...operation, key: step }))}
        pagination={false}
        locale={{ emptyText: 'Операций нет' }}
        scroll={{ x: true }}
      />
    </div>
  );
}
