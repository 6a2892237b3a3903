import type { FastifyBaseLogger } from 'fastify';
import type { BankSuggestion, CompanySuggestion } from '@shop/shared';
import type { DadataConfig } from '../config.js';
import { askDadata, DadataError, type DadataKind } from '../addresses/dadata.js';
import { bankDirectory } from './banks.js';
import { companyDirectory } from './companies.js';
import { bankFromDadata, companyFromDadata } from './dadata-mapping.js';
import { searchDirectory, type DirectoryEntry } from './directory.js';
import { HttpError } from '../errors/http-error.js';

/** As many suggestions as DaData gives by default. */
export const REQUISITES_SUGGESTIONS_LIMIT = 10;

export interface RequisitesSuggester {
  banks(query: string): Promise<BankSuggestion[]>;
  companies(query: string): Promise<CompanySuggestion[]>;
}

export const requisitesMessages = {
  companiesUnavailable: 'Подсказки организаций сейчас недоступны. Заполните реквизиты вручную.',
} as const;

/**
 * Bank and company suggestions (SPEC §3, §5: from 1 character): DaData when a token is configured, else the
 * built-in directory. Its banks are real, so they also answer when DaData fails; its companies are
 * fictitious, so outside demo mode (no token, or DaData failing) company suggestions answer 503 instead.
 */
export function createRequisitesSuggester(
  config: DadataConfig,
  demo: boolean,
  log: FastifyBaseLogger,
): RequisitesSuggester {
  function suggester<T>(
    kind: DadataKind,
    directory: DirectoryEntry<T>[],
    map: (raw: Record<string, unknown>) => T | null,
    real: boolean,
  ): (query: string) => Promise<T[]> {
    const fallback = (text: string) => {
      if (!real && !demo) throw new HttpError(503, requisitesMessages.companiesUnavailable);
      return searchDirectory(directory, text, REQUISITES_SUGGESTIONS_LIMIT);
    };
    return async (query) => {
      const text = query.trim();
      if (text === '') return [];
      const { token } = config;
      if (token === null) return fallback(text);
      try {
        const raw = await askDadata({ ...config, token }, kind, text, REQUISITES_SUGGESTIONS_LIMIT);
        return raw
          .map(map)
          .filter((suggestion): suggestion is T => suggestion !== null)
          .slice(0, REQUISITES_SUGGESTIONS_LIMIT);
      } catch (error) {
        if (!(error instanceof DadataError)) throw error;
        log.warn({ err: error, kind }, 'Подсказки DaData недоступны');
        return fallback(text);
      }
    };
  }
  return {
    banks: suggester('bank', bankDirectory, bankFromDadata, true),
    companies: suggester('party', companyDirectory, companyFromDadata, false),
  };
}
