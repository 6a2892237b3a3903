import { normalizeLocality } from '../delivery/localities.js';

/** An entry of a built-in directory: names matched word by word, numbers (БИК, ИНН, ОГРН) by their start. */
export interface DirectoryEntry<T> {
  suggestion: T;
  names: string[];
  numbers: string[];
}

function words(text: string): string[] {
  return normalizeLocality(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The entries a query names, in the directory's order: every word of the query begins a word of the entry's
 * names ('сбер', 'т-банк', 'автозапч крым'), or the query's digits begin one of its numbers ('0435', '9102 01').
 */
export function searchDirectory<T>(entries: DirectoryEntry<T>[], query: string, limit: number): T[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const digits = /^[\d\s]+$/.test(query) ? query.replace(/\s+/g, '') : null;
  const found: T[] = [];
  for (const entry of entries) {
    const byNumber = digits !== null && entry.numbers.some((number) => number.startsWith(digits));
    const entryWords = entry.names.flatMap(words);
    const byName = queryWords.every((word) => entryWords.some((candidate) => candidate.startsWith(word)));
    if (byNumber || byName) found.push(entry.suggestion);
    if (found.length === limit) break;
  }
  return found;
}
