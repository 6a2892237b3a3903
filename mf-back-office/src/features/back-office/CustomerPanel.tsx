import { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from '@shop/shared/kit/essentials';
import { Checkbox } from '@shop/shared/kit/select';
import { Drawer } from '@shop/shared/kit/overlays';
import { useFormikContext, type FormikHelpers } from 'formik';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { formatDateTime } from '@shop/shared/format';
import { toast, useIsMobile } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextField, applyViolations } from '@shop/shared/ui/form';
import { CheckboxField, SelectField } from '@shop/shared/ui/form-choice';
import { customerTermsSchema, type CustomerTermsInput } from '@shop/back-office-rules';
import { backOfficeApi, type CustomerCard } from './api';
import { ContractEditor } from './ContractEditor';

const termFields = [
  'isWholesale',
  'markup',
  'priceLevel',
  'office',
  'isAllowDownloadPricelist',
  'isAllowBatchSearch',
  'isAllowUseApi',
  'curators',
];

/** Server violations onto the form's fields; the rest as a toast. */
function refused<Values>(error: unknown, helpers: FormikHelpers<Values>, fields: string[], title: string) {
  const rest = applyViolations(apiViolations(error), helpers, { fields });
  if (apiViolations(error).length === 0 || rest.length > 0) {
    void toast.error(title, rest.map((violation) => violation.message).join(' ') || apiErrorMessage(error));
  }
}

/** A customer in a side panel: flags and terms, the open wholesale request, the contracts. */
export function CustomerPanel({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const isMobile = useIsMobile();
  const [card, setCard] = useState<CustomerCard | null>(null);

  const load = useCallback((customerId: number) => {
    backOfficeApi.customer(customerId).then(setCard, (error: unknown) => {
      void toast.error('Не удалось загрузить клиента', apiErrorMessage(error));
    });
  }, []);

  useEffect(() => {
    setCard(null);
    if (id !== null) load(id);
  }, [id, load]);

  /** A contract or the request changed: the card again, and the list behind the panel. */
  const reload = () => {
    if (card) load(card.customer.id);
    onChanged();
  };

  const handleRequest = async (requestId: number) => {
    try {
      await backOfficeApi.handleWholesaleRequest(requestId);
      void toast.success('Заявка отмечена обработанной');
      reload();
    } catch (error) {
      void toast.error('Заявка не отмечена', apiErrorMessage(error));
    }
  };

  const saveTerms = async (values: CustomerTermsInput, helpers: FormikHelpers<CustomerTermsInput>) => {
    if (!card) return;
    try {
      setCard(await backOfficeApi.changeTerms(card.customer.id, customerTermsSchema.cast(values)));
      void toast.success('Условия клиента сохранены');
      onChanged();
    } catch (error) {
      refused(error, helpers, termFields, 'Условия не сохранены');
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 640}
      title={card ? card.customer.name : 'Клиент'}
      destroyOnHidden
    >
      {!card ? (
        <div role="status">Загрузка клиента…</div>
      ) : (
        <>
          <p>
            {card.customer.email}
            {card.customer.phone ? `, ${card.customer.phone}` : ''}
            {card.customer.companyName ? ` · ${card.customer.companyName}` : ''}
          </p>
          {card.wholesaleRequest && (
            <Alert
              type="info"
              showIcon
              message={`Заявка на оптовый договор от ${formatDateTime(card.wholesaleRequest.createdAt)}`}
              description="Заключите договор поставки (ниже) и задайте условия, затем отметьте заявку."
              action={
                <Button onClick={() => card.wholesaleRequest && void handleRequest(card.wholesaleRequest.id)}>
                  Заявка обработана
                </Button>
              }
            />
          )}
          <h3>Признаки и условия</h3>
          <ShopForm<CustomerTermsInput>
            initialValues={card.terms}
            enableReinitialize
            schema={customerTermsSchema}
            onSubmit={saveTerms}
            aria-label="Условия клиента"
          >
            <CheckboxField name="isWholesale">Оптовый покупатель</CheckboxField>
            <TextField name="markup" label="Наценка, %" inputMode="decimal" />
            <SelectField<number>
              name="priceLevel"
              label="Уровень цен"
              allowClear
              placeholder="По умолчанию"
              options={card.choices.priceLevels.map((level) => ({ value: level.id, label: level.name }))}
            />
            <SelectField<number>
              name="office"
              label="Офис"
              allowClear
              placeholder="Не указан"
              options={card.choices.offices.map((office) => ({ value: office.id, label: office.name }))}
            />
            <CheckboxField name="isAllowDownloadPricelist">Скачивание прайс-листа</CheckboxField>
            <CheckboxField name="isAllowBatchSearch">Пакетный поиск</CheckboxField>
            <CheckboxField name="isAllowUseApi">Доступ к API</CheckboxField>
            <CuratorChoice card={card} />
            <SubmitButton>Сохранить условия</SubmitButton>
          </ShopForm>
          <h3>Договоры</h3>
          <ContractEditor customerId={card.customer.id} contracts={card.contracts} onChanged={reload} />
        </>
      )}
    </Drawer>
  );
}

/** The managers who look after the customer (shown in the customer's cabinet). */
function CuratorChoice({ card }: { card: CustomerCard }) {
  const { values, setFieldValue } = useFormikContext<CustomerTermsInput>();
  if (card.choices.managers.length === 0) return null;
  return (
    <fieldset className="back-office-curators">
      <legend>Кураторы</legend>
      <Checkbox.Group<number>
        value={values.curators}
        onChange={(curators) => void setFieldValue('curators', curators)}
        options={card.choices.managers.map((manager) => ({
          value: manager.id,
          label: `${manager.name} (${manager.email})`,
        }))}
      />
    </fieldset>
  );
}
