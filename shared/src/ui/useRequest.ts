import { useCallback, useEffect, useRef, useState } from 'react';
import { useRenderedAnswer } from './pageData.js';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'fetched'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * Loads data when a page opens and again when its inputs change; stale answers are ignored. A page rendered
 * on the server starts from the answer it was rendered with (pageData.ts) and does not load it again.
 */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const rendered = useRenderedAnswer(load);
  const [state, setState] = useState<RequestState<T>>(() =>
    rendered ? { status: 'fetched', data: rendered.data, error: null } : LOADING,
  );
  const [attempt, setAttempt] = useState(0);
  const keepRendered = useRef(rendered !== null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the inputs of `load`
  const stableLoad = useCallback(load, deps);
  useEffect(() => {
    if (keepRendered.current) {
      keepRendered.current = false;
      return undefined;
    }
    let current = true;
    setState(LOADING);
    stableLoad().then(
      (data) => current && setState({ status: 'fetched', data, error: null }),
      (error: unknown) => current && setState({ status: 'failed', data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [stableLoad, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
