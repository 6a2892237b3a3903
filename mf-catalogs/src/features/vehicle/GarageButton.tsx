import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { CarOutlined } from '@shop/shared/kit/icons';
import { apiErrorMessage, carsApi } from '@shop/shared/api';
import { Link, useLocation } from '@shop/shared/router';
import { useLoginPrompt, useSession } from '@shop/shared/session';
import { toast } from '@shop/shared/ui';
import type { Vehicle } from '../../api/laximo';
import { garageCar } from './garageCar';

/**
 * 'В гараж': saves the vehicle in the user's garage (`/api/v2/cars`) with its catalog reference (the garage's
 * 'Открыть каталог' comes back here), then links the garage and the oils that fit it (the oils filter takes a
 * garage car); guests get the login prompt.
 */
export function GarageButton({ vehicle, vin }: { vehicle: Vehicle; vin: string | null }) {
  const isGuest = useSession((state) => state.isGuest);
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'saving' | { savedId: number }>('idle');

  const save = async () => {
    if (isGuest) {
      useLoginPrompt.getState().open(`${location.pathname}${location.search}`);
      return;
    }
    setState('saving');
    try {
      const saved = await carsApi.add(garageCar(vehicle, vin));
      setState({ savedId: saved.id });
      void toast.success('Автомобиль добавлен в гараж');
    } catch (error) {
      setState('idle');
      void toast.error('Не удалось добавить автомобиль', apiErrorMessage(error));
    }
  };

  if (typeof state === 'object') {
    return (
      <p className="catalogs-garage-saved" role="status">
        Автомобиль в гараже. <Link to="/cabinet/garage">Открыть гараж</Link> ·{' '}
        <Link to={`/catalogs/oils?carId=${state.savedId}`}>Масла и фильтры для него</Link>
      </p>
    );
  }
  return (
    <Button icon={<CarOutlined aria-hidden />} loading={state === 'saving'} onClick={() => void save()}>
      В гараж
    </Button>
  );
}
