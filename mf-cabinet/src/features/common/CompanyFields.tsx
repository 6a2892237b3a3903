import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { Company, CompanyType, Option } from '@shop/shared';
import { TextField } from '@shop/shared/ui/form';
import { SelectField } from '@shop/shared/ui/form-choice';
import { BankBikField, CompanyInnField } from '@shop/shared/ui/requisites';
import './common.css';
import { isIndividualCompanyType } from '@shop/shared/validation';

/**
 * The requisites of a business buyer (registration and profile, values under `company`); an individual entrepreneur (ИП, ПБОЮЛ) has no КПП. A company chosen from
 * the ИНН suggestions fills its name, КПП, legal form and address; a bank from the БИК ones its name and К/С.
 */
export function CompanyFields({ companyTypes }: { companyTypes: Option<CompanyType>[] }) {
  const { values, setFieldValue } = useFormikContext<{ company: Company }>();
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
        <CompanyInnField
          company="company"
          label="ИНН"
          help="10 или 12 цифр — выберите организацию из подсказок"
        />
        {!individual && <TextField name="company.kpp" label="КПП" maxLength={9} />}
        <BankBikField company="company" label="БИК" help="9 цифр — выберите банк из подсказок" />
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
