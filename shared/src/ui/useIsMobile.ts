import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../cache/index.js';
import { useRenderedNarrow } from './pageData.js';

const query = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(query).matches;

/**
 * Narrower than the 750 px breakpoint (SPEC §9): wide tables (offers, cart) become cards. A page rendered on
 * the server hydrates with the screen it was drawn for, then follows the real one.
 */
export function useIsMobile(): boolean {
  const renderedNarrow = useRenderedNarrow();
  return useSyncExternalStore(subscribe, isNarrow, () => renderedNarrow);
}
