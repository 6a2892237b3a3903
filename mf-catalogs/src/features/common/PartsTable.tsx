import { useEffect, useRef } from 'react';
import { lineArrivalDay } from '@shop/shared/delivery';
import { formatPrice } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { OfferPrice } from '@shop/shared/ui/offer-terms';
import { offersLink } from './links';
import type { CalloutEvents } from './UnitDrawing';
import { partKey, useBestOffers, type BestOffer } from './useBestOffers';

/** A part of a unit, whichever catalog it comes from. */
export interface UnitPart {
  /** The callout number on the drawing. */
  code: string;
  number: string;
  brand: string;
  name: string;
  amount: string | null;
  note: string | null;
}

function OfferCell({ offer, loaded }: { offer: BestOffer | undefined; loaded: boolean }) {
  if (!offer) return <span className="catalogs-muted">{loaded ? '—' : '…'}</span>;
  const { own, analoguePrice } = offer;
  // An analogue is mentioned when the part has none of its own or the analogue is cheaper.
  const analogue = analoguePrice !== null && (own === null || analoguePrice < own.price);
  return (
    <>
      {own ? (
        <span className="unit-own-offer">
          <OfferPrice price={own.price} promotion={own.promotion} />, {lineArrivalDay(own)}
        </span>
      ) : (
        <span className="catalogs-muted">нет в наличии</span>
      )}
      {analogue && <div className="catalogs-muted">аналог от {formatPrice(analoguePrice)}</div>}
    </>
  );
}

/**
 * The parts of a unit, linked both ways with the drawing: the active callout highlights its rows, a row under
 * the pointer highlights its callout. Each part leads to its offers, with the best price and term inline.
 */
export function PartsTable({
  parts,
  active,
  selected,
  onHover,
  onSelect,
}: { parts: UnitPart[]; selected: string | null } & CalloutEvents) {
  const offers = useBestOffers(parts);
  const body = useRef<HTMLTableSectionElement>(null);

  // A callout clicked on the drawing brings its first row into view.
  useEffect(() => {
    if (!selected) return;
    const row = body.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(selected)}"]`);
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  return (
    <div className="parts-table-wrap">
      <table className="parts-table">
        <caption className="visually-hidden">Детали узла</caption>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">Номер</th>
            <th scope="col">Наименование</th>
            <th scope="col">Цена и срок</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {parts.map((part, index) => (
            <tr
              key={`${part.code}-${part.number}-${index}`}
              data-code={part.code}
              className={part.code === active ? 'parts-row-active' : undefined}
              aria-selected={part.code === active}
              onMouseEnter={() => onHover(part.code)}
              onMouseLeave={() => onHover(null)}
              onClick={() => onSelect(part.code)}
            >
              <td>{part.code}</td>
              <td>
                <span className="parts-number">{part.number}</span>
                <span className="catalogs-muted"> {part.brand}</span>
              </td>
              <td>
                {part.name}
                {part.note && <div className="catalogs-muted">{part.note}</div>}
                {part.amount && <div className="catalogs-muted">Кол-во: {part.amount}</div>}
              </td>
              <td>
                <div>
                  <OfferCell offer={offers.get(partKey(part))} loaded={offers.has(partKey(part))} />
                </div>
                <Link
                  to={offersLink(part.brand, part.number)}
                  aria-label={`Найти предложения ${part.brand} ${part.number}`}
                  onFocus={() => onHover(part.code)}
                  onBlur={() => onHover(null)}
                >
                  Найти предложения
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
