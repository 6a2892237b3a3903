import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { Seller, SellerData } from '@shop/shared';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { Alert } from '@shop/shared/kit/essentials';
import { toast, useRequest } from '@shop/shared/ui';
import { applyViolations, ShopForm, SubmitButton, TextField } from '@shop/shared/ui/form';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { SELLER_TEXT_MAX, sellerSchema } from '@shop/shared/validation';
import { LoadFailed, Loading } from '../common/PageStates';
import { sellerApi } from './api';
import './seller.css';

export const SELLER_SAVED = 'Сохранено';
const SAVE_FAILED = 'Данные продавца не сохранены';

interface FieldSpec {
  name: keyof SellerData;
  label: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
  wide?: boolean;
}

/** The form's groups, in the order of documents: the organisation, its bank, how customers reach it. */
const groups: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Организация',
    fields: [
      { name: 'name', label: 'Наименование', wide: true },
      { name: 'inn', label: 'ИНН', inputMode: 'numeric', maxLength: 12 },
      { name: 'kpp', label: 'КПП', inputMode: 'numeric', maxLength: 9 },
      { name: 'ogrn', label: 'ОГРН / ОГРНИП', inputMode: 'numeric', maxLength: 15 },
      { name: 'legalAddress', label: 'Юридический адрес', wide: true },
    ],
  },
  {
    title: 'Банк',
    fields: [
      { name: 'bankName', label: 'Банк', wide: true },
      { name: 'bik', label: 'БИК', inputMode: 'numeric', maxLength: 9 },
      { name: 'correspondentAccount', label: 'Корр. счёт', inputMode: 'numeric', maxLength: 20 },
      { name: 'settlementAccount', label: 'Расчётный счёт', inputMode: 'numeric', maxLength: 20 },
    ],
  },
  {
    title: 'Контакты',
    fields: [
      { name: 'phone', label: 'Телефон', inputMode: 'tel' },
      { name: 'wholesalePhone', label: 'Телефон оптового отдела', inputMode: 'tel' },
      { name: 'email', label: 'Email', inputMode: 'email' },
      { name: 'wholesaleEmail', label: 'Email оптового отдела', inputMode: 'email' },
      { name: 'officeAddress', label: 'Адрес офиса', wide: true },
      { name: 'workTime', label: 'Режим работы', wide: true },
    ],
  },
];

const fieldNames = groups.flatMap((group) => group.fields.map((field) => field.name));

function formValues(seller: Seller): SellerData {
  const { updatedAt: _updatedAt, ...data } = seller;
  return data;
}

/**
 * The form of the seller's record: the same `sellerSchema` as the server's, so a wrong ИНН or account is
 * caught before the save; what the server still refuses lands on its field, anything else above the button.
 */
function SellerForm({ seller }: { seller: Seller }) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: SellerData, helpers: FormikHelpers<SellerData>) => {
    setFailure(null);
    try {
      const saved = await sellerApi.save(sellerSchema.cast(values));
      void toast.success(SELLER_SAVED);
      // The saved record becomes the form's start, so 'Сохранить' waits for the next change.
      helpers.resetForm({ values: formValues(saved) });
    } catch (error) {
      const violations = apiViolations(error);
      const unmapped = applyViolations(violations, helpers, { fields: fieldNames });
      if (violations.length === 0 || unmapped.length > 0) {
        setFailure(unmapped.map((violation) => violation.message).join(' ') || apiErrorMessage(error));
      }
    }
  };

  return (
    <ShopForm<SellerData>
      id="seller"
      initialValues={formValues(seller)}
      schema={sellerSchema}
      onSubmit={submit}
      aria-label="Данные продавца"
    >
      {({ dirty }) => (
        <>
          {groups.map((group) => (
            <fieldset key={group.title} className="seller-group">
              <legend>{group.title}</legend>
              <div className="seller-grid">
                {group.fields.map((field) => (
                  <TextField
                    key={field.name}
                    name={field.name}
                    label={field.label}
                    inputMode={field.inputMode}
                    maxLength={field.maxLength ?? SELLER_TEXT_MAX}
                    fieldClassName={field.wide ? 'seller-wide' : undefined}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          {failure && <Alert type="error" showIcon message={SAVE_FAILED} description={failure} />}
          <div className="back-office-actions">
            <SubmitButton disabled={!dirty}>Сохранить</SubmitButton>
          </div>
        </>
      )}
    </ShopForm>
  );
}

/**
 * `/cabinet/admin/seller`: the one record of the seller's name, requisites, bank, phones, e-mails, addresses
 * and hours that the header, footer, contacts, invoices, mails and the offer's text read.
 */
export function SellerPage() {
  useDocumentTitle('Данные магазина — панель администратора');
  const seller = useRequest(() => sellerApi.get(), []);
  return (
    <>
      <h1>Данные магазина</h1>
      <p className="back-office-muted">
        Реквизиты и контакты продавца: их видят шапка и подвал сайта, контакты, счета, письма и текст оферты.
      </p>
      {seller.status === 'loading' && <Loading text="Загрузка данных магазина…" />}
      {seller.status === 'failed' && (
        <LoadFailed
          error={seller.error}
          onRetry={seller.retry}
          title="Не удалось загрузить данные магазина"
        />
      )}
      {seller.data && <SellerForm seller={seller.data} />}
    </>
  );
}
