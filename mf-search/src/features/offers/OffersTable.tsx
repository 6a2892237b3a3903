import { useState, type ReactNode } from 'react';
import type { Good, Offer } from '@shop/shared';
import { useIsMobile } from '@shop/shared/ui';
import { OfferPrice, RefundBadge } from '@shop/shared/ui/offer-terms';
import { VisuallyHidden } from '@shop/shared/ui/page';
import { sortByArrival, type ArrivalOrder } from '../common/arrivalOrder';
import { ArrivalSortButton, ariaSortOf } from './ArrivalSortButton';
import { OfferActions } from './OfferActions';
import { quantityTermsShort } from './addToCart';
import { OfferArrival } from './OfferArrival';
import { VendorName } from './VendorName';
import './offers.css';

/** An order by date kept by the page, and how the table's control changes it. */
export interface KeptArrivalOrder {
  value: ArrivalOrder | null;
  onChange: (order: ArrivalOrder | null) => void;
}

export interface OffersTableProps {
  good: Good;
  /** The offers to show (already filtered and sorted); the stock rule still looks at all of `good`'s. */
  offers: Offer[];
  searchId: string | null;
  emptyText?: string;
  /** Names the table for screen readers: 'Предложения MANN-FILTER W 712/75'. */
  label: string;
  /**
   * The order by date when the page keeps it (the search page: in the address, with its other filters, and
   * `offers` come sorted by it); without it the table sorts by its own control.
   */
  arrivalOrder?: KeptArrivalOrder;
}

type ShownOffersProps = Omit<OffersTableProps, 'arrivalOrder'> & { arrivalOrder: KeptArrivalOrder };

/** The offers of one good: a table from 750 px, cards on phones (SPEC §9 breakpoints); sortable by date. */
export function OffersTable({ arrivalOrder, ...props }: OffersTableProps) {
  const isMobile = useIsMobile();
  const [own, setOwn] = useState<ArrivalOrder | null>(null);
  const order = arrivalOrder ?? { value: own, onChange: setOwn };
  const offers = arrivalOrder || own === null ? props.offers : sortByArrival(props.offers, own);
  const shown = { ...props, offers, arrivalOrder: order };
  return isMobile ? <OfferCards {...shown} /> : <OffersGrid {...shown} />;
}

interface Column {
  key: string;
  title: ReactNode;
  /** Fixed widths keep the columns of the part's table and its analogues' tables in line. */
  width?: number;
  align?: 'right';
  /** The column's order for assistive technologies, when it can sort. */
  sort?: 'ascending' | 'descending' | 'none';
  render: (offer: Offer) => ReactNode;
}

/**
 * A plain table in antd's look (offers.css): its one sort control is its own button, and it has no paging or
 * filters, so the search page does not load antd's table with its select, menus and tree for them.
 */
/** The stock, and under it the supplier's minimum and multiple when they are above 1 ('от 4 шт., по 4'). */
function OfferAmount({ offer }: { offer: Offer }) {
  const terms = quantityTermsShort(offer);
  return (
    <>
      {offer.amountString}
      {terms && <span className="offer-quantity-terms">{terms}</span>}
    </>
  );
}

function OffersGrid({
  good,
  offers,
  searchId,
  emptyText = 'Предложений нет',
  label,
  arrivalOrder,
}: ShownOffersProps) {
  const columns: Column[] = [
    { key: 'vendor', title: 'Склад', render: (offer) => <VendorName vendor={offer.vendor} /> },
    {
      key: 'amount',
      title: 'Наличие',
      align: 'right',
      width: 100,
      render: (offer) => <OfferAmount offer={offer} />,
    },
    {
      key: 'term',
      title: <ArrivalSortButton order={arrivalOrder.value} onChange={arrivalOrder.onChange} />,
      width: 170,
      sort: ariaSortOf(arrivalOrder.value),
      render: (offer) => <OfferArrival offer={offer} />,
    },
    { key: 'refund', title: 'Возврат', width: 170, render: (offer) => <RefundBadge refund={offer.refund} /> },
    {
      key: 'price',
      title: 'Цена',
      align: 'right',
      width: 120,
      render: (offer) => <OfferPrice price={offer.price} promotion={offer.promotion} />,
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
              <th key={column.key} scope="col" className={cellClass(column)} aria-sort={column.sort}>
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

function OfferCards({
  good,
  offers,
  searchId,
  emptyText = 'Предложений нет',
  label,
  arrivalOrder,
}: ShownOffersProps) {
  if (offers.length === 0) return <p className="offers-empty">{emptyText}</p>;
  return (
    <>
      {offers.length > 1 && (
        <p className="offer-cards-sort">
          <ArrivalSortButton order={arrivalOrder.value} onChange={arrivalOrder.onChange} />
        </p>
      )}
      <OfferCardList good={good} offers={offers} searchId={searchId} label={label} />
    </>
  );
}

function OfferCardList({ good, offers, searchId, label }: Omit<OffersTableProps, 'emptyText'>) {
  return (
    <ul className="offer-cards" aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.itemKey} className="offer-card">
          <div className="offer-card-head">
            <VendorName vendor={offer.vendor} />
            <OfferPrice price={offer.price} promotion={offer.promotion} />
          </div>
          <dl className="offer-card-facts">
            <div>
              <dt>Наличие</dt>
              <dd>
                <OfferAmount offer={offer} />
              </dd>
            </div>
            <div>
              <dt>Поставка</dt>
              <dd>
                <OfferArrival offer={offer} />
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
