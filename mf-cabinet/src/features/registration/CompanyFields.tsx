import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { CompanyType, Option } from '@shop/shared';
import { TextField } from '@shop/shared/ui/form';
import { SelectField } from '@shop/shared/ui/form-choice';
import { isIndividualCompanyType } from '@shop/shared/validation';
import type { RegistrationValues } from './registrationForm';

/** The requisites of a business buyer; an individual entrepreneur (ИП, ПБОЮЛ) has no КПП. */
export function CompanyFields({ companyTypes }: { companyTypes: Option<CompanyType>[] }) {
  const { values, setFieldValue } = useFormikContext<RegistrationValues>();
  const individual = isIndividualCompanyType(values.company.type);
  const kpp = values.company.kpp;

  useEffect(() => {
    if (individual && kpp) void setFieldValue('company.kpp', '');
  }, [individual, kpp, setFieldValue]);

  return (
    <fieldset className="registration-fieldset" aria-label="Реквизиты организации">
      <legend>Реквизиты организации</legend>
      <div className="form-grid">
        <SelectField<CompanyType>
          name="company.type"
          label="Организационно-правовая форма"
          options={companyTypes}
        />
        <TextField name="company.name" label="Наименование организации" autoComplete="organization" />
        <TextField name="company.inn" label="ИНН" help="10 или 12 цифр" inputMode="numeric" maxLength={12} />
        {!individual && <TextField name="company.kpp" label="КПП" maxLength={9} />}
        <TextField name="company.bik" label="БИК" help="9 цифр" inputMode="numeric" maxLength={9} />
        <TextField name="company.bankName" label="Наименование банка" />
        <TextField
          name="company.correspondentAccount"
          label="К/С"
          help="Корреспондентский счёт, 20 цифр"
          inputMode="numeric"
          maxLength={20}
        />
        <TextField
          name="company.settlementAccount"
          label="Р/С"
          help="Расчётный счёт, 20 цифр"
          inputMode="numeric"
          maxLength={20}
        />
        <TextField
          name="company.legalAddress"
          label="Юридический адрес"
          fieldClassName="form-wide"
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
