import { useEffect, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Drawer } from '@shop/shared/kit/overlays';
import { Table } from '@shop/shared/kit/table';
import { Select } from '@shop/shared/kit/select';
import type { ColumnsType } from 'antd/es/table';
import {
  orderStatusNames,
  orderStatusTransitions,
  supplierStatusNames,
  type OrderItem,
  type OrderStatus,
  type SupplierStatus,
} from '@shop/shared';
import { apiErrorMessage, apiStatus } from '@shop/shared/api';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { toast, useIsMobile } from '@shop/shared/ui';
import { backOfficeApi, type AdminOrder } from './api';
import { BankPaymentForm } from './BankPaymentForm';
import { CancelOrderForm } from './CancelOrderForm';

const supplierOptions = Object.entries(supplierStatusNames).map(([value, label]) => ({
  value: value as SupplierStatus,
  label,
}));

export interface OrderPanelProps {
  id: number | null;
  onClose: () => void;
  /** The list refreshes after a change. */
  onChanged: () => void;
}

/**
 * One order in a side panel: the next steps of the workflow as buttons, cancellation with a reason, each
 * line's supplier status, a bank transfer against the invoice. A change somebody made meanwhile is refused by
 * the API (409): the panel says so and shows the order as it now is.
 */
export function OrderPanel({ id, onClose, onChanged }: OrderPanelProps) {
  const isMobile = useIsMobile();
  const [data, setData] = useState<AdminOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const load = (orderId: number) =>
    backOfficeApi.order(orderId).then(setData, (error: unknown) => {
      void toast.error('Не удалось загрузить заказ', apiErrorMessage(error));
    });

  useEffect(() => {
    setData(null);
    setCancelling(false);
    if (id !== null) void load(id);
  }, [id]);

  const change = async (run: () => Promise<AdminOrder>, done: string) => {
    setBusy(true);
    try {
      setData(await run());
      void toast.success(done);
      onChanged();
      return true;
    } catch (error) {
      void toast.error('Изменение не сохранено', apiErrorMessage(error));
      if (apiStatus(error) === 409 && id !== null) await load(id);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const moveTo = (status: OrderStatus) =>
    data &&
    void change(
      () => backOfficeApi.changeStatus(data.order.id, { status, version: data.version, reason: '' }),
      `Статус: ${orderStatusNames[status]}`,
    );

  const columns: ColumnsType<OrderItem> = [
    {
      key: 'good',
      title: 'Товар',
      render: (_value, item) => (
        <>
          <div>
            {item.good.brand.name} {item.good.number}
          </div>
          <div className="back-office-muted">
            {item.name}, {item.vendor.name}
          </div>
        </>
      ),
    },
    {
      key: 'amount',
      title: 'Кол-во',
      align: 'right',
      render: (_value, item) =>
        item.cancelledAmount > 0 ? `${item.amount - item.cancelledAmount} из ${item.amount}` : item.amount,
    },
    {
      key: 'supplier',
      title: 'У поставщика',
      render: (_value, item) => (
        <Select<SupplierStatus>
          aria-label={`Статус у поставщика: ${item.good.number}`}
          size="small"
          value={item.supplierStatus}
          options={supplierOptions}
          disabled={busy || !data || data.order.status === 'cancelled'}
          popupMatchSelectWidth={false}
          onChange={(supplierStatus) =>
            data &&
            void change(
              () =>
                backOfficeApi.changeSupplierStatus(data.order.id, item.id, {
                  supplierStatus,
                  version: data.version,
                }),
              `${item.good.number}: ${supplierStatusNames[supplierStatus]}`,
            )
          }
        />
      ),
    },
  ];

  const order = data?.order;
  const next = order ? orderStatusTransitions[order.status].filter((status) => status !== 'cancelled') : [];
  const canCancel = order ? orderStatusTransitions[order.status].includes('cancelled') : false;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 720}
      title={id !== null ? `Заказ № ${id}` : ''}
      destroyOnHidden
    >
      {!data || !order ? (
        <div role="status">Загрузка заказа…</div>
      ) : (
        <>
          <p>
            <strong>{order.statusName}</strong> · {formatDateTime(order.createdAt)} ·{' '}
            {formatMoney(order.total)}
            {order.toPay > 0 && order.status !== 'cancelled' ? ` · к оплате ${formatMoney(order.toPay)}` : ''}
          </p>
          {order.cancelReason && <p>Причина отмены: {order.cancelReason}</p>}
          <p>
            {data.customer.name}, {data.customer.email}
            {data.customer.phone ? `, ${data.customer.phone}` : ''}
            <br />
            <span className="back-office-muted">
              {order.deliveryMethod.name}
              {order.deliveryAddress ? `: ${order.deliveryAddress}` : ''} · {order.paymentMethod.name} ·
              договор {order.contract.number}
            </span>
          </p>
          {order.customerComment && <p>Комментарий: {order.customerComment}</p>}
          <div className="back-office-actions" aria-label="Перевести заказ">
            {next.map((status) => (
              <Button key={status} type="primary" disabled={busy} onClick={() => moveTo(status)}>
                {orderStatusNames[status]}
              </Button>
            ))}
            {canCancel && (
              <Button danger disabled={busy} onClick={() => setCancelling(true)}>
                Отменить заказ
              </Button>
            )}
          </div>
          {cancelling && (
            <CancelOrderForm
              version={data.version}
              onCancel={() => setCancelling(false)}
              onSubmit={async (input) => {
                const done = await change(() => backOfficeApi.changeStatus(order.id, input), 'Заказ отменён');
                if (done) setCancelling(false);
                return done;
              }}
            />
          )}
          <h3>Позиции</h3>
          <Table<OrderItem>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={order.items}
            pagination={false}
          />
          {order.toPay > 0 && order.status !== 'cancelled' && (
            <>
              <h3>Оплата по счёту банковским переводом</h3>
              <BankPaymentForm
                toPay={order.toPay}
                onSubmit={(input) =>
                  change(() => backOfficeApi.recordBankPayment(order.id, input), 'Оплата записана')
                }
              />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
