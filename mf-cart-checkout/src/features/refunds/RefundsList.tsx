import { Tag } from '@shop/shared/kit';
import { Pagination, Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { Paginated, RefundRequest } from '@shop/shared';
import { formatDate, formatMoney, formatPercent } from '@shop/shared/format';
import { useIsMobile } from '@shop/shared/ui';
import { FactCards } from '@shop/shared/ui/fact-cards';
import { Loading } from '../orders/PageParts';

/** SPEC §8 'Возвратов … не найдено'. */
export const REFUNDS_EMPTY = 'Возвратов не найдено';

const statusColors: Record<RefundRequest['status'], string> = {
  new: 'processing',
  accepted: 'success',
  rejected: 'error',
  completed: 'default',
};

function RefundStatus({ refund }: { refund: RefundRequest }) {
  return (
    <>
      <Tag color={statusColors[refund.status]}>{refund.statusName}</Tag>
      {refund.decisionReason && <div className="shop-muted">{refund.decisionReason}</div>}
    </>
  );
}

const partName = (refund: RefundRequest) => `${refund.good.brand.name} ${refund.good.number}`;

export interface RefundsListProps {
  data: Paginated<RefundRequest> | null;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The customer's refund requests, newest first: a table from 750 px, cards on phones. */
export function RefundsList({ data, loading, onPage }: RefundsListProps) {
  const isMobile = useIsMobile();
  const refunds = data?.items ?? [];
  const pager =
    data && data.total > data.perPage ? (
      <Pagination
        className="orders-pagination"
        current={data.page}
        pageSize={data.perPage}
        total={data.total}
        showSizeChanger={false}
        onChange={onPage}
      />
    ) : null;
  if (isMobile) {
    if (loading) return <Loading text="Загрузка возвратов…" />;
    if (refunds.length === 0) return <p className="shop-notice">{REFUNDS_EMPTY}</p>;
    return (
      <>
        <FactCards
          label="Заявки на возврат"
          cards={refunds.map((refund) => ({
            key: refund.id,
            head: (
              <>
                <span>{partName(refund)}</span>
                <RefundStatus refund={refund} />
              </>
            ),
            facts: [
              { label: 'Дата', value: formatDate(refund.createdAt) },
              { label: 'Заказ', value: `№ ${refund.orderId}` },
              { label: 'Количество', value: `${refund.amount} шт.` },
              { label: 'К возврату', value: formatMoney(refund.sum), className: 'orders-money' },
            ],
          }))}
        />
        {pager}
      </>
    );
  }
  const columns: ColumnsType<RefundRequest> = [
    { key: 'date', title: 'Дата', render: (_value, refund) => formatDate(refund.createdAt) },
    { key: 'order', title: 'Заказ', render: (_value, refund) => `№ ${refund.orderId}` },
    {
      key: 'part',
      title: 'Товар',
      render: (_value, refund) => (
        <>
          {partName(refund)}
          <div className="shop-muted">{refund.name}</div>
        </>
      ),
    },
    { key: 'amount', title: 'Кол-во', dataIndex: 'amount', align: 'right' },
    {
      key: 'percent',
      title: 'Удержание',
      align: 'right',
      render: (_value, refund) => formatPercent(refund.returnPercent),
    },
    {
      key: 'sum',
      title: 'К возврату',
      align: 'right',
      render: (_value, refund) => <span className="orders-money">{formatMoney(refund.sum)}</span>,
    },
    { key: 'reason', title: 'Причина', dataIndex: 'reason', responsive: ['md'] },
    { key: 'status', title: 'Статус', render: (_value, refund) => <RefundStatus refund={refund} /> },
  ];
  return (
    <>
      <Table<RefundRequest>
        className="refunds-table"
        aria-label="Заявки на возврат"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={refunds}
        loading={loading}
        pagination={false}
        locale={{ emptyText: loading ? 'Загрузка возвратов…' : REFUNDS_EMPTY }}
      />
      {pager}
    </>
  );
}
