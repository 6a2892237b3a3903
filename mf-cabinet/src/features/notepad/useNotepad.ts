import { useCallback, useEffect, useState } from 'react';
import type { NotepadFilter, NotepadRecord } from '@shop/shared';
import { notepadApi } from '@shop/shared/api';

export type NotepadState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'fetched'; records: NotepadRecord[] };

/** The user's records for the filter, read again on every change of it and after each save or delete. */
export function useNotepad(filter: NotepadFilter) {
  const [state, setState] = useState<NotepadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { text, brand, car } = filter;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'fetched' ? current : { status: 'loading' }));
    notepadApi.list({ text: text || undefined, brand: brand || undefined, car }, controller.signal).then(
      (records) => setState({ status: 'fetched', records }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [text, brand, car, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
