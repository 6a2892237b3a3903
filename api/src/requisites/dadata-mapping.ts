import type { BankSuggestion, CompanySuggestion, SuggestedAddress } from '@shop/shared';
import { isRecord } from '../addresses/dadata.js';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function address(value: unknown): SuggestedAddress | null {
  if (!isRecord(value)) return null;
  const line = text(value.value);
  return line === null ? null : { ...value, value: line };
}

/** A DaData bank suggestion with the fields the shop reads made sure of; null without a БИК. */
export function bankFromDadata(raw: Record<string, unknown>): BankSuggestion | null {
  const value = text(raw.value);
  const data = isRecord(raw.data) ? raw.data : null;
  const bic = text(data?.bic);
  if (value === null || data === null || bic === null) return null;
  const name = isRecord(data.name) ? data.name : {};
  return {
    value,
    data: {
      ...data,
      bic,
      correspondent_account: text(data.correspondent_account),
      name: { ...name, payment: text(name.payment) ?? value },
      address: address(data.address),
    },
  };
}

/** A DaData company suggestion with the fields the shop reads made sure of; null without an ИНН. */
export function companyFromDadata(raw: Record<string, unknown>): CompanySuggestion | null {
  const value = text(raw.value);
  const data = isRecord(raw.data) ? raw.data : null;
  const inn = text(data?.inn);
  if (value === null || data === null || inn === null) return null;
  const state = isRecord(data.state) ? data.state : {};
  return {
    value,
    data: {
      ...data,
      inn,
      type: data.type === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'LEGAL',
      name: isRecord(data.name) ? data.name : {},
      address: address(data.address),
      state: { ...state, status: text(state.status) ?? 'ACTIVE' },
    },
  };
}
