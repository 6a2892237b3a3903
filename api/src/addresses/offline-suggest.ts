import type { AddressSuggestion } from '@shop/shared';
import { normalizeLocality } from '../delivery/localities.js';
import { localitySeeds, regionSeeds, type LocalitySeed } from './crimea-localities.js';

export const SUGGESTIONS_LIMIT = 10;

interface AddressEntry {
  region: (typeof regionSeeds)[LocalitySeed['region']];
  /** `г Ялта`; empty for the streets of Sevastopol, whose region is the city. */
  locality: string;
  cityName: string;
  street: string;
  /** Words of the entry, normalized, to match the query's words against. */
  words: string[];
  order: number;
}

/**
 * Address-type words, abbreviated as in the list ('пр-кт' is the words 'пр' and 'кт') or in full. They only
 * raise the rank of entries of that type: 'ул Ленина' puts streets before the avenue of the same name.
 */
const typeWords = new Map([
  ...['г', 'пгт', 'респ', 'ул', 'пр', 'кт', 'ш', 'б', 'р', 'наб', 'пл', 'д'].map(
    (word) => [word, word] as const,
  ),
  ['город', 'г'],
  ['поселок', 'пгт'],
  ['республика', 'респ'],
  ['улица', 'ул'],
  ['проспект', 'кт'],
  ['т', 'кт'],
  ['шоссе', 'ш'],
  ['бульвар', 'р'],
  ['набережная', 'наб'],
  ['площадь', 'пл'],
  ['дом', 'д'],
]);

function words(text: string): string[] {
  return normalizeLocality(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function buildEntries(): AddressEntry[] {
  const entries: AddressEntry[] = [];
  for (const seed of localitySeeds) {
    const region = regionSeeds[seed.region];
    const ownCity = region.isCity && region.name === `${seed.type} ${seed.name}`;
    const locality = ownCity ? '' : `${seed.type} ${seed.name}`;
    const streets = seed.streets
      .split(';')
      .map((street) => street.replace(/\s+/g, ' ').trim())
      .filter((street) => street !== '');
    for (const street of ['', ...streets]) {
      if (ownCity && street === '') continue;
      entries.push({
        region,
        locality,
        cityName: seed.name,
        street,
        words: words(`${region.name} ${locality} ${street}`),
        order: entries.length,
      });
    }
  }
  return entries;
}

const entries = buildEntries();

const housePattern = /^\d{1,4}[а-я]?$/u;

interface Match {
  entry: AddressEntry;
  score: number;
  house: string;
}

/**
 * Every query word must be a word of the entry or begin one, a number left over is the house; a type word
 * of the entry adds to the rank, another type word is ignored.
 */
function matchEntry(entry: AddressEntry, query: string[]): Match | null {
  let score = 0;
  let house = '';
  for (const word of query) {
    const type = typeWords.get(word);
    if (type !== undefined) score += entry.words.includes(type) ? 1 : 0;
    else if (entry.words.includes(word)) score += 2;
    else if (entry.words.some((candidate) => candidate.startsWith(word))) score += 1;
    // '20/1' arrives as two words: the second is the building of the house.
    else if (entry.street !== '' && housePattern.test(word)) house = house === '' ? word : `${house}/${word}`;
    else return null;
  }
  return { entry, score, house };
}

function toSuggestion({ entry, house }: Match): AddressSuggestion {
  const line1 = [entry.street, house ? `д ${house}` : ''].filter((part) => part !== '').join(', ');
  const value = [entry.region.name, entry.locality, line1].filter((part) => part !== '').join(', ');
  return {
    value,
    data: {
      country: 'Россия',
      region: entry.region.name,
      city: entry.locality || entry.region.name,
      street: entry.street,
      line1,
      house: house || null,
      city_name: entry.cityName,
      region_kladr_id: entry.region.kladrId,
    },
  };
}

/**
 * Suggestions from the built-in list of Crimean towns and streets: entries containing every word of the
 * query (whole words first), towns before their streets, the larger towns and main streets first.
 */
export function suggestOffline(query: string, limit = SUGGESTIONS_LIMIT): AddressSuggestion[] {
  const queryWords = words(query);
  if (queryWords.every((word) => typeWords.has(word))) return [];
  const matches: Match[] = [];
  for (const entry of entries) {
    const match = matchEntry(entry, queryWords);
    if (match) matches.push(match);
  }
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      Number(a.entry.street !== '') - Number(b.entry.street !== '') ||
      a.entry.order - b.entry.order,
  );
  return matches.slice(0, limit).map(toSuggestion);
}

/** How many addresses the built-in list knows (towns and streets). */
export const offlineEntryCount = entries.length;
