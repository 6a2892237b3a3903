import type { Company } from '@shop/shared';
import { isIndividualCompanyType } from '@shop/shared/validation';

export const emptyCompany: Company = {
  type: '',
  name: '',
  inn: '',
  kpp: '',
  bik: '',
  bankName: '',
  correspondentAccount: '',
  settlementAccount: '',
  legalAddress: '',
};

/** The requisites as sent: trimmed, no КПП for an individual entrepreneur. */
export function trimCompany(company: Company): Company {
  const trimmed = { ...company };
  for (const key of Object.keys(trimmed) as (keyof Company)[]) {
    if (key !== 'type') trimmed[key] = trimmed[key].trim();
  }
  if (isIndividualCompanyType(trimmed.type)) trimmed.kpp = '';
  return trimmed;
}
