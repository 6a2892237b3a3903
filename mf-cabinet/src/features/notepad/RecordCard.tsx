import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { NotepadRecord } from '@shop/shared';
import { partLink } from '@shop/shared/catalog';
import { lineArrivalDay } from '@shop/shared/delivery';
import { formatPrice } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { carLabel } from '@shop/shared/ui/notepad';
import { addRecordToCart } from './addRecordToCart';

export interface RecordCardProps {
  record: NotepadRecord;
  onEdit: () => void;
}

/** One record: the part (a link to its offers), the note, and its best offer now with 'В корзину'. */
export function RecordCard({ record, onEdit }: RecordCardProps) {
  const { good, offer } = record;
  const [adding, setAdding] = useState(false);
  const title = `${good.brand.name} ${good.number}`;

  const addToCart = async () => {
    if (!offer) return;
    setAdding(true);
    await addRecordToCart(record, offer);
    setAdding(false);
  };

  return (
    <li className="notepad-record" aria-label={title}>
      <div className="notepad-record-part">
        <Link className="notepad-record-title" to={partLink(good.brand.name, good.number)}>
          {title}
        </Link>
        {good.name && <span className="cabinet-muted">{good.name}</span>}
      </div>
      <dl className="notepad-record-note">
        <div>
          <dt>Количество</dt>
          <dd>{record.amount}</dd>
        </div>
        {record.car && (
          <div>
            <dt>Автомобиль</dt>
            <dd>{carLabel(record.car)}</dd>
          </div>
        )}
        {record.comment && (
          <div className="notepad-record-comment">
            <dt>Комментарий</dt>
            <dd>{record.comment}</dd>
          </div>
        )}
      </dl>
      <div className="notepad-record-offer">
        {offer ? (
          <>
            <strong className="notepad-record-price">{formatPrice(offer.price, { empty: 'text' })}</strong>
            <span>Будет в магазине: {lineArrivalDay(offer)}</span>
            <span className="cabinet-muted">Склад: {offer.vendor.name}</span>
          </>
        ) : (
          <span className="cabinet-muted">Нет в наличии</span>
        )}
      </div>
      <div className="notepad-record-actions">
        <Button onClick={onEdit} aria-label={`Изменить запись ${title}`}>
          Изменить
        </Button>
        <Button
          type="primary"
          disabled={!offer}
          loading={adding}
          onClick={() => void addToCart()}
          aria-label={`В корзину ${title}`}
        >
          В корзину
        </Button>
      </div>
    </li>
  );
}
