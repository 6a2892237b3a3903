import type { AddressSuggestion } from '@shop/shared';
import type { DadataConfig } from '../config.js';

interface DadataSuggestion {
  value?: unknown;
  data?: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(data: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** A DaData address suggestion in the shop's shape: the raw data plus the fields of SPEC §3. */
export function fromDadata(suggestion: DadataSuggestion): AddressSuggestion | null {
  if (typeof suggestion.value !== 'string' || suggestion.value === '') return null;
  const data = isRecord(suggestion.data) ? suggestion.data : {};
  const street = field(data, 'street_with_type');
  const house = [field(data, 'house_type'), field(data, 'house')].filter((part) => part !== '').join(' ');
  const block = [field(data, 'block_type'), field(data, 'block')].filter((part) => part !== '').join(' ');
  return {
    value: suggestion.value,
    data: {
      ...data,
      country: field(data, 'country'),
      region: field(data, 'region_with_type', 'region'),
      city: field(data, 'city_with_type', 'settlement_with_type', 'city', 'settlement'),
      street,
      line1: [street, house, block].filter((part) => part !== '').join(', '),
    },
  };
}

export class DadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DadataError';
  }
}

/** The DaData suggestion kinds the shop asks for. */
export type DadataKind = 'address' | 'bank' | 'party';

/**
 * Raw suggestions of a DaData-compatible service (`POST {url}/suggest/{kind}`, `Authorization: Token …`), each
 * a record; the caller maps them. Throws {@link DadataError} when it does not answer in time or answers
 * something else.
 */
export async function askDadata(
  config: DadataConfig & { token: string },
  kind: DadataKind,
  query: string,
  count: number,
): Promise<Record<string, unknown>[]> {
  let response: Response;
  try {
    response = await fetch(`${config.url}/suggest/${kind}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Token ${config.token}`,
      },
      body: JSON.stringify({ query, count }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new DadataError(`DaData не ответила: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new DadataError(`DaData ответила ${response.status}`);
  // The body is read under the same timeout: a service that sends headers and then stalls is not waited for.
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body) || !Array.isArray(body.suggestions)) {
    throw new DadataError('DaData ответила без списка подсказок');
  }
  return body.suggestions.filter(isRecord);
}

/** Address suggestions of DaData in the shop's shape (see {@link askDadata}). */
export async function suggestDadata(
  config: DadataConfig & { token: string },
  query: string,
  count: number,
): Promise<AddressSuggestion[]> {
  const suggestions = await askDadata(config, 'address', query, count);
  return suggestions
    .map((suggestion) => fromDadata(suggestion))
    .filter((suggestion): suggestion is AddressSuggestion => suggestion !== null)
    .slice(0, count);
}
