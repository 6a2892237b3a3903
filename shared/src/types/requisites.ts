/**
 * Bank and company suggestions (SPEC §3 Suggestions, §7: `GET /api/dadata/bank/suggest`,
 * `GET /api/dadata/party/suggest`): `{ value, data }` in DaData's shape, whether DaData or the shop's own
 * directory answered. Only the fields the shop reads are typed; DaData's answers carry more.
 */

/** A legal state of DaData: `LIQUIDATED` companies are shown struck through. */
export type PartyStatus = 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

export interface SuggestedAddress {
  value: string;
  unrestricted_value?: string;
  [key: string]: unknown;
}

export interface BankSuggestion {
  value: string;
  data: {
    bic: string;
    correspondent_account: string | null;
    inn?: string | null;
    kpp?: string | null;
    swift?: string | null;
    name: { payment: string; short?: string | null; full?: string | null };
    address: SuggestedAddress | null;
    state?: { status: PartyStatus | string };
    [key: string]: unknown;
  };
}

export interface CompanySuggestion {
  value: string;
  data: {
    inn: string;
    kpp?: string | null;
    ogrn?: string | null;
    /** `LEGAL`: an organisation (has `management`); `INDIVIDUAL`: an entrepreneur (has `fio`). */
    type: 'LEGAL' | 'INDIVIDUAL';
    name: {
      full_with_opf?: string | null;
      short_with_opf?: string | null;
      full?: string | null;
      short?: string | null;
    };
    opf?: { short?: string | null; full?: string | null; code?: string | null } | null;
    address: SuggestedAddress | null;
    management?: { name: string; post?: string | null } | null;
    fio?: { surname: string; name: string; patronymic?: string | null } | null;
    state: { status: PartyStatus | string };
    [key: string]: unknown;
  };
}
