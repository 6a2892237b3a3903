import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import type { CatalogVehicle } from '@shop/shared';
import { isValidVin, normalizeVin } from '@shop/shared/validation';
import { garageApi } from '../../api/garage';

/** The text fields of the garage form a VIN can fill. */
export interface VinFields {
  mark: string;
  model: string;
  modification: string;
  vin: string;
  year: string;
}

/**
 * Fills the empty fields of the garage form from a typed VIN, as the catalog decodes it (what the customer typed
 * stays), and hands the catalog's vehicle up to be saved with the car; says what it found under the form.
 */
export function VinDecoder({ onVehicle }: { onVehicle: (vehicle: CatalogVehicle | null) => void }) {
  const { values, initialValues, setFieldValue } = useFormikContext<VinFields>();
  const [found, setFound] = useState<string | null>(null);
  // Read when the answer comes, not a reason to ask again.
  const latest = useRef({ values, setFieldValue, onVehicle });
  useEffect(() => {
    latest.current = { values, setFieldValue, onVehicle };
  });
  const vin = normalizeVin(values.vin);
  // The VIN a car was saved with is not decoded again: its fields and catalog vehicle are the customer's.
  const changed = vin !== normalizeVin(initialValues.vin);
  const valid = isValidVin(vin) && changed;

  useEffect(() => {
    setFound(null);
    if (!valid) {
      latest.current.onVehicle(null);
      return;
    }
    const controller = new AbortController();
    garageApi.carFromVin(vin, controller.signal).then(
      (car) => {
        const { values: typed, setFieldValue: set, onVehicle: keep } = latest.current;
        const filled = { mark: car.mark, model: car.model, modification: car.modification };
        for (const [field, value] of Object.entries(filled)) {
          if (value && !typed[field as keyof typeof filled].trim()) void set(field, value);
        }
        if (car.year !== null && !typed.year.trim()) void set('year', String(car.year));
        keep(car.catalogVehicle);
        const told = [car.mark, car.model, car.modification, car.year].filter(Boolean).join(' ');
        setFound(told ? `По VIN: ${told}` : 'VIN не найден в каталогах: заполните поля сами');
      },
      // The decoding is a help: without it the customer fills the fields as before.
      () => undefined,
    );
    return () => controller.abort();
  }, [vin, valid]);

  return found ? (
    <p className="garage-vin-found" role="status">
      {found}
    </p>
  ) : null;
}
