import { useCallback, useEffect, useRef, useState } from 'react';
import { useRenderedAnswer } from '@shop/shared/ui';

export interface Loaded<T> {
  /** The last answer; kept while the next one loads so selects and lists do not jump. */
  data: T | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Loads data for the page's inputs (`key`, e.g. the query string) and again when they change; a late answer
 * of older inputs is dropped. Unlike `useRequest`, the previous answer stays on screen while loading. A page
 * rendered on the server starts from the answer it was rendered with and does not load it again.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const rendered = useRenderedAnswer(load);
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: unknown }>(() => ({
    data: rendered ? rendered.data : null,
    loading: !rendered,
    error: null,
  }));
  const [attempt, setAttempt] = useState(0);
  const keepRendered = useRef(rendered !== null);
  // The latest `load` is read through a ref: the effect runs again only when `key` (its inputs) changes.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (keepRendered.current) {
      keepRendered.current = false;
      return undefined;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    latest.current().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (error: unknown) => current && setState({ data: null, loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
