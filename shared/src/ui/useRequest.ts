import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'fetched'; data: T; error: null }
  | { status: 'failed'; data: null; error: unknown };

/** Loads data when a page opens and again when its inputs change; stale answers are ignored. */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the inputs of `load`
  const stableLoad = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading', data: null, error: null });
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
