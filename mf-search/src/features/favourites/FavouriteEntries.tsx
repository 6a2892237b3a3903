import { Button } from '@shop/shared/kit/button';
import { Modal } from '@shop/shared/kit/overlays';
import type { Good, NotepadRecord } from '@shop/shared';
import { carLabel } from '@shop/shared/ui/notepad';

export interface FavouriteEntriesProps {
  good: Good;
  entries: NotepadRecord[];
  onEdit: (record: NotepadRecord) => void;
  onAddAnother: () => void;
  onClose: () => void;
}

/** The user's records of one part: each opens the modal to change it; 'Добавить ещё' starts another. */
export function FavouriteEntries({ good, entries, onEdit, onAddAnother, onClose }: FavouriteEntriesProps) {
  return (
    <Modal open title={`Избранное: ${good.brand.name} ${good.number}`} onCancel={onClose} footer={null}>
      <ul className="favourite-entries" aria-label="Записи избранного">
        {entries.map((entry) => (
          <li key={entry.id} className="favourite-entry">
            <div className="favourite-entry-text">
              <span>Количество: {entry.amount}</span>
              {entry.car && <span>Автомобиль: {carLabel(entry.car)}</span>}
              {entry.comment && <span className="favourite-entry-comment">{entry.comment}</span>}
            </div>
            <Button
              onClick={() => onEdit(entry)}
              aria-label={`Изменить запись ${entry.comment || entry.amount}`}
            >
              Изменить
            </Button>
          </li>
        ))}
      </ul>
      <div className="favourite-entries-actions">
        <Button onClick={onClose}>Закрыть</Button>
        <Button type="primary" onClick={onAddAnother}>
          Добавить ещё
        </Button>
      </div>
    </Modal>
  );
}
