import { useEffect, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import type { NotepadRecord, Vehicle } from '@shop/shared';
import { carsApi } from '@shop/shared/api';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { NotepadRecordModal } from '@shop/shared/ui/notepad';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import { NotepadFilters, type NotepadFilterValues } from './NotepadFilters';
import { RecordCard } from './RecordCard';
import { useNotepad } from './useNotepad';
import '../common/common.css';
import './notepad.css';

const TITLE = 'Избранное';

type Editing = { record: NotepadRecord | null } | null;

/** `/cabinet/notepad` (logged-in users): the favourites notepad with filters, each part's best offer now. */
export function NotepadPage() {
  useDocumentTitle(TITLE);
  const [filter, setFilter] = useState<NotepadFilterValues>({ text: '', brand: '', car: undefined });
  const { state, reload } = useNotepad(filter);
  const cars = useCars();
  const [editing, setEditing] = useState<Editing>(null);
  const filtered = filter.text !== '' || filter.brand !== '' || filter.car !== undefined;

  return (
    <div className="cabinet-page notepad">
      <BackToCabinet />
      <div className="notepad-heading">
        <h1>{TITLE}</h1>
        <Button type="primary" onClick={() => setEditing({ record: null })}>
          Добавить запись
        </Button>
      </div>
      <section className="cabinet-block" aria-label="Записи избранного">
        <NotepadFilters values={filter} cars={cars} onChange={setFilter} />
        {state.status === 'loading' && <Loading text="Загрузка избранного…" />}
        {state.status === 'failed' && (
          <LoadFailed error={state.error} onRetry={reload} title="Не удалось загрузить избранное" />
        )}
        {state.status === 'fetched' && state.records.length === 0 && (
          <p className="cabinet-muted">
            {filtered
              ? 'Нет записей, подходящих под условия'
              : 'В избранном пока пусто. Добавьте запчасть кнопкой «В избранное» в результатах поиска.'}
          </p>
        )}
        {state.status === 'fetched' && state.records.length > 0 && (
          <ul className="notepad-records" aria-label="Список избранного">
            {state.records.map((record) => (
              <RecordCard key={record.id} record={record} onEdit={() => setEditing({ record })} />
            ))}
          </ul>
        )}
      </section>
      {editing && (
        <NotepadRecordModal
          record={editing.record}
          onSaved={reload}
          onDeleted={reload}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** The garage for the car filter; without it the filter offers no cars. */
function useCars(): Vehicle[] {
  const [cars, setCars] = useState<Vehicle[]>([]);
  useEffect(() => {
    let active = true;
    carsApi.list().then(
      (items) => active && setCars(items),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return cars;
}
