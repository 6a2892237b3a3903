import { lazy, Suspense, useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { HeartFilled, HeartOutlined } from '@shop/shared/kit/icons';
import type { Good, NotepadRecord } from '@shop/shared';
import { notepadApi } from '@shop/shared/api';
import { useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import './favourites.css';

// The modals (with the notepad form, its rules and antd's select) load on the first click, not with the page.
const NotepadRecordModal = lazy(() =>
  import('@shop/shared/ui/notepad').then((module) => ({ default: module.NotepadRecordModal })),
);
const FavouriteEntries = lazy(() =>
  import('./FavouriteEntries').then((module) => ({ default: module.FavouriteEntries })),
);

type Editing = { record: NotepadRecord | null } | null;

/**
 * The favourite button of a part (SPEC §4): not in the notepad → the new record modal; otherwise the user's
 * records of the part to change, or 'Добавить ещё'. Guests get the login prompt.
 */
export function FavouriteButton({ good }: { good: Good }) {
  const isGuest = useSession((state) => state.isGuest);
  const location = useLocation();
  // What this page changed since the search answered; the search's flag until then.
  const [changed, setChanged] = useState<boolean | null>(null);
  const favourite = changed ?? good.isInFavorite;
  const [entries, setEntries] = useState<NotepadRecord[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    if (isGuest) {
      useLoginPrompt.getState().open(`${location.pathname}${location.search}`);
      return;
    }
    if (!favourite) {
      setEditing({ record: null });
      return;
    }
    setLoading(true);
    try {
      const records = await notepadApi.list({ text: good.number, brand: good.brand.name });
      const own = records.filter((record) => record.good.id === good.id);
      if (own.length === 0) {
        setChanged(false);
        setEditing({ record: null });
      } else {
        setEntries(own);
      }
    } catch {
      void toast.error('Не удалось загрузить избранное');
    } finally {
      setLoading(false);
    }
  };

  const saved = (record: NotepadRecord) => {
    setChanged(true);
    setEntries((current) =>
      current && current.some((entry) => entry.id === record.id)
        ? current.map((entry) => (entry.id === record.id ? record : entry))
        : current && [...current, record],
    );
  };

  const deleted = (id: number) => {
    const remaining = (entries ?? []).filter((entry) => entry.id !== id);
    setEntries(remaining.length > 0 ? remaining : null);
    setChanged(remaining.length > 0);
  };

  const label = favourite ? 'В избранном' : 'В избранное';
  return (
    <>
      <Button
        className="favourite-button"
        icon={favourite ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        aria-pressed={favourite}
        loading={loading}
        onClick={() => void open()}
        title={favourite ? 'Записи избранного по этой запчасти' : 'Добавить запись в избранное'}
      >
        {label}
      </Button>
      <Suspense fallback={null}>
        {entries && !editing && (
          <FavouriteEntries
            good={good}
            entries={entries}
            onEdit={(record) => setEditing({ record })}
            onAddAnother={() => setEditing({ record: null })}
            onClose={() => setEntries(null)}
          />
        )}
        {editing && (
          <NotepadRecordModal
            record={editing.record}
            good={{ id: good.id, number: good.number, brand: good.brand.name, name: good.name }}
            onSaved={saved}
            onDeleted={deleted}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}
