import type { FastifyBaseLogger } from 'fastify';
import type { BankSuggestion, CompanySuggestion } from '@shop/shared';
import type { DadataConfig } from '../config.js';
import { askDadata, DadataError, type DadataKind } from '../addresses/dadata.js';
import { bankDirectory } from './banks.js';
import { companyDirectory } from './companies.js';
import { bankFromDadata, companyFromDadata } from './dadata-mapping.js';
import { searchDirectory, type DirectoryEntry } from './directory.js';

/** As many suggestions as DaData gives by default. */
export const REQUISITES_SUGGESTIONS_LIMIT = 10;

export interface RequisitesSuggester {
  banks(query: string): Promise<BankSuggestion[]>;
  companies(query: string): Promise<CompanySuggestion[]>;
}

/**
 * Bank and company suggestions (SPEC §3, §5: from 1 character): DaData when a token is configured, the
 * built-in directory otherwise or when DaData fails, so that filling the requisites never ends in an error.
 */
export function createRequisitesSuggester(config: DadataConfig, log: FastifyBaseLogger): RequisitesSuggester {
  function suggester<T>(
    kind: DadataKind,
    directory: DirectoryEntry<T>[],
    map: (raw: Record<string, unknown>) => T | null,
  ): (query: string) => Promise<T[]> {
    return async (query) => {
      const text = query.trim();
      if (text === '') return [];
      const { token } = config;
      if (token === null) return searchDirectory(directory, text, REQUISITES_SUGGESTIONS_LIMIT);
      try {
        const raw = await askDadata({ ...config, token }, kind, text, REQUISITES_SUGGESTIONS_LIMIT);
        return raw
          .map(map)
          .filter((suggestion): suggestion is T => suggestion !== null)
          .slice(0, REQUISITES_SUGGESTIONS_LIMIT);
      } catch (error) {
        if (!(error instanceof DadataError)) throw error;
        log.warn({ err: error, kind }, 'Подсказки DaData недоступны, отвечает встроенный справочник');
        return searchDirectory(directory, text, REQUISITES_SUGGESTIONS_LIMIT);
      }
    };
  }
  return {
    banks: suggester('bank', bankDirectory, bankFromDadata),
    companies: suggester('party', companyDirectory, companyFromDadata),
  };
}
