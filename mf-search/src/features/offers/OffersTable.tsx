import { Table } from '@shop/shared/kit/table';
import type { ColumnsType } from 'antd/es/table';
import type { Good, Offer } from '@shop/shared';
import { formatPrice } from '@shop/shared/format';
import { useIsMobile } from '@shop/shared/ui';
import { DeliveryTerm, RefundBadge } from '@shop/shared/ui/offer-terms';
import { VisuallyHidden } from '@shop/shared/ui/page';
import { OfferActions } from './OfferActions';
import { VendorName } from './VendorName';
import './offers.css';

export interface OffersTableProps {
  good: Good;
  /** The offers to show (already filtered and sorted); the stock rule still looks at all of `good`'s. */
  offers: Offer[];
  searchId: string | null;
  emptyText?: string;
  /** Names the table for screen readers: 'Предложения MANN-FILTER W 712/75'. */
  label: string;
}

/** The offers of one good: a table from 750 px, cards on phones (SPEC §9 breakpoints). */
export function OffersTable(props: OffersTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? <OfferCards {...props} /> : <OffersGrid {...props} />;
}

function OffersGrid({ good, offers, searchId, emptyText = 'Предложений нет', label }: OffersTableProps) {
  // Fixed widths keep the columns of the part's table and its analogues' tables in line.
  const columns: ColumnsType<Offer> = [
    { key: 'vendor', title: 'Склад', render: (_value, offer) => <VendorName vendor={offer.vendor} /> },
    { key: 'amount', title: 'Наличие', dataIndex: 'amountString', align: 'right', width: 100 },
    {
      key: 'term',
      title: 'Срок',
      width: 130,
      render: (_value, offer) => <DeliveryTerm hours={offer.deliveryTime} />,
    },
    {
      key: 'refund',
      title: 'Возврат',
      width: 170,
      render: (_value, offer) => <RefundBadge refund={offer.refund} />,
    },
    {
      key: 'price',
      title: 'Цена',
      align: 'right',
      width: 120,
      render: (_value, offer) => <span className="offer-price">{formatPrice(offer.price)}</span>,
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Действия</VisuallyHidden>,
      align: 'right',
      width: 240,
      render: (_value, offer) => <OfferActions good={good} offer={offer} searchId={searchId} />,
    },
  ];
  return (
    <Table<Offer>
      className="offers-table"
      aria-label={label}
      size="middle"
      rowKey="itemKey"
      columns={columns}
      dataSource={offers}
      pagination={false}
      locale={{ emptyText }}
    />
  );
}

function OfferCards({ good, offers, searchId, emptyText = 'Предложений нет', label }: OffersTableProps) {
  if (offers.length === 0) return <p className="offers-empty">{emptyText}</p>;
  return (
    <ul className="offer-cards" aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.itemKey} className="offer-card">
          <div className="offer-card-head">
            <VendorName vendor={offer.vendor} />
            <span className="offer-price">{formatPrice(offer.price)}</span>
          </div>
          <dl className="offer-card-facts">
            <div>
              <dt>Наличие</dt>
              <dd>{offer.amountString}</dd>
            </div>
            <div>
              <dt>Срок</dt>
              <dd>
                <DeliveryTerm hours={offer.deliveryTime} />
              </dd>
            </div>
          </dl>
          <div className="offer-card-foot">
            <RefundBadge refund={offer.refund} />
            <OfferActions good={good} offer={offer} searchId={searchId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
