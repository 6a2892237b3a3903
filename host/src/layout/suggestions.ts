import { useEffect, useState } from 'react';
import type { PartSuggestion } from '@shop/shared';
import { searchApi } from '@shop/shared/api';
import { HEADER_SEARCH_DEBOUNCE, HEADER_SEARCH_MIN_CHARS, SUGGEST_CACHE_TIME } from '@shop/shared/cache';
import { normalizePartNumber } from '@shop/shared/catalog';

interface Answer {
  at: number;
  items: PartSuggestion[];
}

/** Answers by normalised query: 'w 712' and 'W712' ask the server once a minute (SPEC §9). */
const answers = new Map<string, Answer>();

function forgetExpired(now: number) {
  for (const [key, answer] of answers) {
    if (now - answer.at >= SUGGEST_CACHE_TIME) answers.delete(key);
  }
}

async function loadSuggestions(key: string, signal: AbortSignal): Promise<PartSuggestion[]> {
  const cached = answers.get(key);
  if (cached && Date.now() - cached.at < SUGGEST_CACHE_TIME) return cached.items;
  const items = await searchApi.suggestions(key, signal);
  const now = Date.now();
  forgetExpired(now);
  answers.set(key, { at: now, items });
  return items;
}

const none: PartSuggestion[] = [];

/**
 * Part suggestions of the header search (SPEC §2, §5): asked for once the normalised text has 2+ characters
 * and the typing has paused 1 s; every change of the text aborts the request still running. Returns only
 * the answer for the current text, so a late answer for an older text is never shown or submitted.
 */
export function usePartSuggestions(text: string): { query: string; items: PartSuggestion[] } {
  const query = normalizePartNumber(text);
  const [answer, setAnswer] = useState({ query: '', items: none });

  useEffect(() => {
    if (query.length < HEADER_SEARCH_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadSuggestions(query, controller.signal).then(
        (items) => setAnswer({ query, items }),
        // Suggestions are a convenience: an aborted or failed request leaves the box as it is.
        () => undefined,
      );
    }, HEADER_SEARCH_DEBOUNCE);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return { query, items: answer.query === query ? answer.items : none };
}

/**
 * Where the typed text is in a number as printed, as [start, end) of `number`: the match is made on the
 * normalised forms ('w712' in 'W 712/75' gives [0, 5]); null when the number does not contain it.
 */
export function matchRange(number: string, query: string): [number, number] | null {
  if (!query) return null;
  const starts: number[] = [];
  const ends: number[] = [];
  let normalised = '';
  let position = 0;
  for (const char of number) {
    const part = normalizePartNumber(char);
    for (let i = 0; i < part.length; i += 1) {
      starts.push(position);
      ends.push(position + char.length);
    }
    normalised += part;
    position += char.length;
  }
  const at = normalised.indexOf(query);
  const start = starts[at];
  const end = ends[at + query.length - 1];
  return at < 0 || start === undefined || end === undefined ? null : [start, end];
}
