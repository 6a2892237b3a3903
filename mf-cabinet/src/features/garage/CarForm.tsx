import { Button } from '@shop/shared/kit/button';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import type { CatalogVehicle, Vehicle } from '@shop/shared';
import { apiErrorMessage, apiViolations } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { ShopForm, SubmitButton, TextField, applyViolations } from '@shop/shared/ui/form';
import {
  CAR_MODIFICATION_MAX_LENGTH,
  CAR_TEXT_MAX_LENGTH,
  vehicleSchema,
  type VehicleInput,
} from '@shop/shared/validation';
import { VinDecoder, type VinFields } from './VinDecoder';

type Values = VinFields;

const empty: Values = { mark: '', model: '', modification: '', vin: '', year: '' };
const schema = vehicleSchema();

function valuesOf(car: Vehicle): Values {
  return {
    mark: car.mark,
    model: car.model,
    modification: car.modification,
    vin: car.vin ?? '',
    year: car.year === null ? '' : String(car.year),
  };
}

interface CarFormProps {
  /** The car being edited; without it the form adds a new one. */
  car?: Vehicle;
  /** Accessible name of the form. */
  label: string;
  onSave: (input: VehicleInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A car of the garage, new or edited: mark and model required, VIN checked when given (SPEC §5); a typed VIN fills
 * the empty fields as the catalog decodes it. An edit sends the typed fields only (and the catalog vehicle of a VIN
 * decoded meanwhile), so the catalog vehicle the car was saved from stays with it.
 */
export function CarForm({ car, label, onSave, onCancel }: CarFormProps) {
  const verb = car ? 'сохранить' : 'добавить';
  // The catalog's vehicle of a decoded VIN goes with the car; an edit without one keeps the saved one.
  const [catalogVehicle, setCatalogVehicle] = useState<CatalogVehicle | null>(null);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const input = schema.cast(values);
    try {
      await onSave(catalogVehicle ? { ...input, catalogVehicle } : input);
      void toast.success(car ? 'Автомобиль сохранён' : 'Автомобиль добавлен');
      if (!car) {
        helpers.resetForm();
        setCatalogVehicle(null);
      }
    } catch (error) {
      const unmapped = applyViolations(apiViolations(error), helpers, { fields: Object.keys(empty) });
      const reasons = unmapped.map((violation) => violation.message);
      if (apiViolations(error).length === 0 || reasons.length > 0) {
        void toast.error(`Не удалось ${verb} автомобиль`, reasons.join(' ') || apiErrorMessage(error));
      }
    }
  };

  return (
    <ShopForm<Values>
      initialValues={car ? valuesOf(car) : empty}
      schema={schema}
      onSubmit={submit}
      aria-label={label}
    >
      <div className="garage-form-grid">
        <TextField name="mark" label="Марка" maxLength={CAR_TEXT_MAX_LENGTH} />
        <TextField name="model" label="Модель" maxLength={CAR_TEXT_MAX_LENGTH} />
        <TextField name="modification" label="Модификация" maxLength={CAR_MODIFICATION_MAX_LENGTH} />
        <TextField name="vin" label="VIN" maxLength={17} />
        <TextField name="year" label="Год выпуска" inputMode="numeric" maxLength={4} />
      </div>
      <VinDecoder onVehicle={setCatalogVehicle} />
      <div className="garage-form-actions">
        <SubmitButton>{car ? 'Сохранить' : 'Добавить автомобиль'}</SubmitButton>
        {onCancel && <Button onClick={onCancel}>Отмена</Button>}
      </div>
    </ShopForm>
  );
}
