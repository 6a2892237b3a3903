import { Collapse } from '@shop/shared/kit/controls';
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { toast, useRequest } from '@shop/shared/ui';
import { applyViolations, ShopForm, SubmitButton } from '@shop/shared/ui/form';
import { CheckboxField } from '@shop/shared/ui/form-choice';
import { LoadFailed } from '@shop/shared/ui/page-states';
import type { CampaignSettings } from '@shop/shared';
import { campaignSettingsSchema } from '@shop/back-office-rules';
import { contentApi } from './api';
import { NumberField } from './fields';

function SettingsForm() {
  const loaded = useRequest(() => contentApi.campaignSettings(), []);
  const [saved, setSaved] = useState<CampaignSettings | null>(null);
  if (loaded.status === 'loading') return <div role="status">Загрузка настроек…</div>;
  if (loaded.status === 'failed')
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} title="Не удалось загрузить настройки" />;

  const save = async (values: CampaignSettings, helpers: FormikHelpers<CampaignSettings>) => {
    try {
      setSaved(await contentApi.saveCampaignSettings(campaignSettingsSchema.cast(values)));
      void toast.success('Настройки показа акций сохранены');
    } catch (error) {
      const rest = applyViolations(apiViolations(error), helpers, {
        fields: Object.keys(campaignSettingsSchema.fields),
      });
      if (apiViolations(error).length === 0 || rest.length > 0)
        void toast.error('Настройки не сохранены', apiErrorMessage(error));
    }
  };

  return (
    <ShopForm<CampaignSettings>
      initialValues={saved ?? loaded.data}
      enableReinitialize
      schema={campaignSettingsSchema}
      onSubmit={save}
      aria-label="Настройки показа акций"
      className="content-settings"
    >
      <CheckboxField name="isActive">Акции включены</CheckboxField>
      <CheckboxField name="isToastActive">Показывать уведомление</CheckboxField>
      <CheckboxField name="isModalActive">Показывать окно акции</CheckboxField>
      <NumberField name="initialDelay" label="Задержка первого показа, минут" min={0} step={0.25} />
      <NumberField name="toastShowTime" label="Уведомление скрыто после закрытия, минут" min={1} />
      <NumberField name="modalShowTime" label="Окно скрыто после закрытия, минут" min={1} />
      <NumberField name="toastChangeTime" label="Смена акций в уведомлении, секунд" min={1} />
      <NumberField name="toastWidth" label="Ширина уведомления, px" min={200} max={800} />
      <SubmitButton>Сохранить настройки</SubmitButton>
    </ShopForm>
  );
}

/** The campaign's display settings (SPEC §3, §4: toast and modal clocks), folded above the promotions. */
export function CampaignSettingsPanel() {
  return (
    <Collapse
      className="content-settings-panel"
      items={[{ key: 'settings', label: 'Настройки показа акций', children: <SettingsForm /> }]}
    />
  );
}
