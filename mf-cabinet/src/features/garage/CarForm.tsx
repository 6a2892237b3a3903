import type { FormikHelpers } from 'formik';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextField, applyViolations } from '@shop/shared/ui/form';
import {
  CAR_MODIFICATION_MAX_LENGTH,
  CAR_TEXT_MAX_LENGTH,
  vehicleSchema,
  type VehicleInput,
} from '@shop/shared/validation';

interface Values {
  mark: string;
  model: string;
  modification: string;
  vin: string;
  year: string;
}

const empty: Values = { mark: '', model: '', modification: '', vin: '', year: '' };
const schema = vehicleSchema();

/** A new car of the garage: mark and model required, VIN checked when given (SPEC §5). */
export function CarForm({ onAdd }: { onAdd: (input: VehicleInput) => Promise<void> }) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = schema.cast(values);
    try {
      await onAdd(input);
      void toast.success('Автомобиль добавлен');
      helpers.resetForm();
    } catch (error) {
      const unmapped = applyViolations(apiViolations(error), helpers, { fields: Object.keys(empty) });
      const reasons = unmapped.map((violation) => violation.message);
      if (apiViolations(error).length === 0 || reasons.length > 0) {
        void toast.error('Не удалось добавить автомобиль', reasons.join(' ') || apiErrorMessage(error));
      }
    }
  };

  return (
    <ShopForm<Values> initialValues={empty} schema={schema} onSubmit={submit} aria-label="Новый автомобиль">
      <div className="garage-form-grid">
        <TextField name="mark" label="Марка" maxLength={CAR_TEXT_MAX_LENGTH} />
        <TextField name="model" label="Модель" maxLength={CAR_TEXT_MAX_LENGTH} />
        <TextField name="modification" label="Модификация" maxLength={CAR_MODIFICATION_MAX_LENGTH} />
        <TextField name="vin" label="VIN" maxLength={17} />
        <TextField name="year" label="Год выпуска" inputMode="numeric" maxLength={4} />
      </div>
      <SubmitButton>Добавить автомобиль</SubmitButton>
    </ShopForm>
  );
}
