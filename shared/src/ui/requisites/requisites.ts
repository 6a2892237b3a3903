import {
  companyTypes,
  type BankSuggestion,
  type Company,
  type CompanySuggestion,
  type CompanyType,
} from '../../types/index.js';
import { requisitesApi } from '@shop/shared/api';
import { SUGGEST_CACHE_TIME } from '../../cache/index.js';

interface Cached<T> {
  at: number;
  value: Promise<T[]>;
}

/** Suggestions kept 60 s per query (SPEC §9); a failed answer is forgotten at once. */
function cachedSuggest<T>(ask: (query: string) => Promise<T[]>) {
  const cache = new Map<string, Cached<T>>();
  const suggest = (query: string): Promise<T[]> => {
    const hit = cache.get(query);
    if (hit && Date.now() - hit.at < SUGGEST_CACHE_TIME) return hit.value;
    const value = ask(query);
    cache.set(query, { at: Date.now(), value });
    value.catch(() => cache.delete(query));
    return value;
  };
  return Object.assign(suggest, { clear: () => cache.clear() });
}

export const suggestCompanies = cachedSuggest((query) => requisitesApi.companies(query));
export const suggestBanks = cachedSuggest((query) => requisitesApi.banks(query));

/** SPEC §3: a liquidated company is shown struck through. */
export function isLiquidated(suggestion: CompanySuggestion): boolean {
  return suggestion.data.state.status === 'LIQUIDATED';
}

function companyType(opf: string | null | undefined): CompanyType {
  return companyTypes.find((type) => type !== '' && type === opf) ?? '';
}

/** The company form's fields a company suggestion fills (SPEC §3: name, ИНН, КПП, legal form, address). */
export function companyRequisites(
  suggestion: CompanySuggestion,
): Pick<Company, 'type' | 'name' | 'inn' | 'kpp' | 'legalAddress'> {
  const { data } = suggestion;
  return {
    type: companyType(data.opf?.short),
    name: data.name.short ?? data.name.full ?? suggestion.value,
    inn: data.inn,
    kpp: data.type === 'INDIVIDUAL' ? '' : (data.kpp ?? ''),
    legalAddress: data.address?.unrestricted_value ?? data.address?.value ?? '',
  };
}

/** The company form's fields a bank suggestion fills (SPEC §3: name, БИК, correspondent account). */
export function bankRequisites(
  suggestion: BankSuggestion,
): Pick<Company, 'bik' | 'bankName' | 'correspondentAccount'> {
  return {
    bik: suggestion.data.bic,
    bankName: suggestion.data.name.payment,
    correspondentAccount: suggestion.data.correspondent_account ?? '',
  };
}
