import { useEffect, useState } from 'react';
import type { BatchSummary } from '@shop/shared';
import { batchApi } from '../../api/batch';

export type ResolveState =
  | { status: 'resolving'; summary: BatchSummary }
  | { status: 'done'; summary: BatchSummary }
  | { status: 'failed'; summary: BatchSummary; error: unknown };

/**
 * Resolves the batch's pending lines a chunk per request until none is left, the progress after each. A
 * batch left half-done (the page closed) goes on from where it stopped when opened again.
 */
export function useResolve(start: BatchSummary | null, attempt = 0): ResolveState | null {
  const [state, setState] = useState<ResolveState | null>(null);
  useEffect(() => {
    if (start === null) return undefined;
    let active = true;
    const run = async () => {
      let summary = start;
      setState({ status: summary.resolved < summary.lineCount ? 'resolving' : 'done', summary });
      try {
        while (active && summary.resolved < summary.lineCount) {
          summary = await batchApi.resolve(summary.uid);
          if (active) {
            setState({ status: summary.resolved < summary.lineCount ? 'resolving' : 'done', summary });
          }
        }
      } catch (error) {
        if (active) setState({ status: 'failed', summary, error });
      }
    };
    void run();
    return () => {
      active = false;
    };
  }, [start, attempt]);
  return state;
}
