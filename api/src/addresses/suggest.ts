import type { FastifyBaseLogger } from 'fastify';
import type { AddressSuggestion } from '@shop/shared';
import type { DadataConfig } from '../config.js';
import { DadataError, suggestDadata } from './dadata.js';
import { SUGGESTIONS_LIMIT, suggestOffline } from './offline-suggest.js';

/** Suggestions start from this many characters (SPEC §5: address 3 characters). */
export const SUGGEST_MIN_LENGTH = 3;

export type AddressSuggester = (query: string) => Promise<AddressSuggestion[]>;

/**
 * DaData when a token is configured, the built-in Crimean list otherwise; when DaData fails the built-in
 * list answers, so typing an address never ends in an error.
 */
export function createAddressSuggester(config: DadataConfig, log: FastifyBaseLogger): AddressSuggester {
  return async (query) => {
    const text = query.trim();
    if (text.length < SUGGEST_MIN_LENGTH) return [];
    const { token } = config;
    if (token === null) return suggestOffline(text);
    try {
      return await suggestDadata({ ...config, token }, text, SUGGESTIONS_LIMIT);
    } catch (error) {
      if (!(error instanceof DadataError)) throw error;
      log.warn({ err: error }, 'Подсказки адресов DaData недоступны, отвечает встроенный список');
      return suggestOffline(text);
    }
  };
}
