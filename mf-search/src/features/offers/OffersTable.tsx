import type { ReactNode } from 'react';
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

interface Column {
  key: string;
  title: ReactNode;
  /** Fixed widths keep the columns of the part's table and its analogues' tables in line. */
  width?: number;
  align?: 'right';
  render: (offer: Offer) => ReactNode;
}

/**
 * A plain table in antd's look (offers.css): it has no sorting, paging or filters, so the search page does not
 * load antd's table with its select, menus and tree for them.
 */
function OffersGrid({ good, offers, searchId, emptyText = 'Предложений нет', label }: OffersTableProps) {
  const columns: Column[] = [
    { key: 'vendor', title: 'Склад', render: (offer) => <VendorName vendor={offer.vendor} /> },
    { key: 'amount', title: 'Наличие', align: 'right', width: 100, render: (offer) => offer.amountString },
    {
      key: 'term',
      title: 'Срок',
      width: 130,
      render: (offer) => <DeliveryTerm hours={offer.deliveryTime} />,
    },
    { key: 'refund', title: 'Возврат', width: 170, render: (offer) => <RefundBadge refund={offer.refund} /> },
    {
      key: 'price',
      title: 'Цена',
      align: 'right',
      width: 120,
      render: (offer) => <span className="offer-price">{formatPrice(offer.price)}</span>,
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Действия</VisuallyHidden>,
      align: 'right',
      width: 240,
      render: (offer) => <OfferActions good={good} offer={offer} searchId={searchId} />,
    },
  ];
  const cellClass = (column: Column) => (column.align ? `offers-cell-${column.align}` : undefined);
  return (
    <div className="offers-table">
      <table aria-label={label}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offers.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="offers-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            offers.map((offer) => (
              <tr key={offer.itemKey} data-row-key={offer.itemKey}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.render(offer)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
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
