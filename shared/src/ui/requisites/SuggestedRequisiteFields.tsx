import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import type { BankSuggestion, CompanySuggestion } from '../../types/index.js';
import { controlAria, FormField } from '@shop/shared/ui/form';
import { SuggestInput } from './SuggestInput.js';
import {
  bankRequisites,
  companyRequisites,
  isLiquidated,
  suggestBanks,
  suggestCompanies,
} from './requisites.js';

export interface RequisiteFieldProps {
  /** Formik path of the company object whose fields a suggestion fills: `company`. */
  company: string;
  label: ReactNode;
  help?: ReactNode;
  fieldClassName?: string;
}

function CompanyOption({ suggestion }: { suggestion: CompanySuggestion }) {
  const liquidated = isLiquidated(suggestion);
  const { inn, kpp, address } = suggestion.data;
  return (
    <span className={liquidated ? 'suggest-option-liquidated' : undefined}>
      {liquidated ? <del className="suggest-option-name">{suggestion.value}</del> : suggestion.value}
      <span className="suggest-option-details">
        {[`ИНН ${inn}`, kpp ? `КПП ${kpp}` : null, address?.value, liquidated ? 'ликвидирована' : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  );
}

function BankOption({ suggestion }: { suggestion: BankSuggestion }) {
  const { bic, address } = suggestion.data;
  return (
    <span>
      {suggestion.value}
      <span className="suggest-option-details">
        {[`БИК ${bic}`, address?.value].filter(Boolean).join(' · ')}
      </span>
    </span>
  );
}

/**
 * The ИНН of a company form with company suggestions by the digits typed: choosing one fills the name,
 * КПП, legal form and legal address (SPEC §3); a liquidated company is struck through.
 */
export function CompanyInnField({ company, label, help, fieldClassName }: RequisiteFieldProps) {
  const name = `${company}.inn`;
  const [field, , helpers] = useField<string>(name);
  const { setFieldValue } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} className={fieldClassName}>
      {(control) => (
        <SuggestInput<CompanySuggestion>
          {...controlAria(control)}
          id={control.id}
          value={field.value}
          inputMode="numeric"
          maxLength={12}
          suggest={suggestCompanies}
          keyOf={(suggestion) => `${suggestion.data.inn} ${suggestion.data.kpp ?? ''}`}
          renderOption={(suggestion) => <CompanyOption suggestion={suggestion} />}
          onChange={(value) => void helpers.setValue(value)}
          onSelect={(suggestion) => {
            for (const [key, value] of Object.entries(companyRequisites(suggestion))) {
              void setFieldValue(`${company}.${key}`, value);
            }
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}

/** The БИК of a company form with bank suggestions: choosing one fills the bank's name and К/С (SPEC §3). */
export function BankBikField({ company, label, help, fieldClassName }: RequisiteFieldProps) {
  const name = `${company}.bik`;
  const [field, , helpers] = useField<string>(name);
  const { setFieldValue } = useFormikContext<unknown>();
  return (
    <FormField name={name} label={label} help={help} className={fieldClassName}>
      {(control) => (
        <SuggestInput<BankSuggestion>
          {...controlAria(control)}
          id={control.id}
          value={field.value}
          inputMode="numeric"
          maxLength={9}
          suggest={suggestBanks}
          keyOf={(suggestion) => suggestion.data.bic}
          renderOption={(suggestion) => <BankOption suggestion={suggestion} />}
          onChange={(value) => void helpers.setValue(value)}
          onSelect={(suggestion) => {
            for (const [key, value] of Object.entries(bankRequisites(suggestion))) {
              void setFieldValue(`${company}.${key}`, value);
            }
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FormField>
  );
}
