import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Popconfirm } from '@shop/shared/kit/overlays';
import type { Vehicle } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { carLabel } from '@shop/shared/ui/notepad';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { Link } from '@shop/shared/router';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import { CarForm } from './CarForm';
import { useGarage } from './useGarage';
import '../common/common.css';
import './garage.css';

const TITLE = 'Гараж';

/**
 * The car's catalog in one click: the catalog vehicle it was saved from (mf-catalogs' vehicle page, which
 * checks the ssd again), else by its VIN (one vehicle opens at once), else null: the makers' catalogs.
 */
function catalogLink(car: Vehicle): string | null {
  if (car.catalogVehicle) {
    const { catalogCode, ssd, vehicleId } = car.catalogVehicle;
    const query = new URLSearchParams({ catalogCode, ssd, vehicleId });
    if (car.vin) query.set('vin', car.vin);
    return `/catalogs/originals/vehicle?${query.toString()}`;
  }
  return car.vin ? `/catalogs/originals/vehicles?identString=${encodeURIComponent(car.vin)}` : null;
}

function CatalogLink({ car }: { car: Vehicle }) {
  const link = catalogLink(car);
  return link ? (
    <Link to={link}>Открыть каталог</Link>
  ) : (
    <Link to="/catalogs/originals">Подобрать в каталоге</Link>
  );
}

/** `/cabinet/garage` (logged-in users): the saved cars, a new one; the notepad's records name them. */
export function GaragePage() {
  useDocumentTitle(TITLE);
  const { state, retry, add, update, remove } = useGarage();
  const [editing, setEditing] = useState<number | null>(null);

  const removeCar = async (car: Vehicle) => {
    try {
      await remove(car.id);
    } catch (error) {
      void toast.error('Не удалось удалить автомобиль', apiErrorMessage(error));
    }
  };

  return (
    <div className="cabinet-page garage">
      <BackToCabinet />
      <h1>{TITLE}</h1>
      <section className="cabinet-block" aria-labelledby="garage-list-title">
        <h2 id="garage-list-title">Мои автомобили</h2>
        {state.status === 'loading' && <Loading text="Загрузка автомобилей…" />}
        {state.status === 'failed' && (
          <LoadFailed error={state.error} onRetry={retry} title="Не удалось загрузить гараж" />
        )}
        {state.status === 'fetched' && state.cars.length === 0 && (
          <p className="cabinet-muted">В гараже пока нет автомобилей.</p>
        )}
        {state.status === 'fetched' && state.cars.length > 0 && (
          <ul className="garage-list" aria-label="Мои автомобили">
            {state.cars.map((car) =>
              editing === car.id ? (
                <li key={car.id} className="garage-item garage-item-editing">
                  <CarForm
                    car={car}
                    label={`Изменить ${carLabel(car)}`}
                    onSave={async (input) => {
                      await update(car.id, input);
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={car.id} className="garage-item">
                  <div className="garage-text">
                    <span className="garage-name">{carLabel(car)}</span>
                    <span className="cabinet-muted">
                      {[car.year && `${car.year} г.`, car.vin && `VIN ${car.vin}`].filter(Boolean).join(', ')}
                    </span>
                  </div>
                  <nav className="garage-links" aria-label={`Каталоги для ${carLabel(car)}`}>
                    <CatalogLink car={car} />
                    <Link to={`/catalogs/oils?carId=${car.id}`}>Масла и фильтры</Link>
                  </nav>
                  <div className="garage-actions">
                    <Button aria-label={`Изменить ${carLabel(car)}`} onClick={() => setEditing(car.id)}>
                      Изменить
                    </Button>
                    <Popconfirm
                      title="Удалить автомобиль?"
                      description="Записи избранного с ним останутся, но без автомобиля."
                      okText="Удалить"
                      cancelText="Отмена"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => void removeCar(car)}
                    >
                      <Button danger aria-label={`Удалить ${carLabel(car)}`}>
                        Удалить
                      </Button>
                    </Popconfirm>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </section>
      <section className="cabinet-block" aria-labelledby="garage-new-title">
        <h2 id="garage-new-title">Добавить автомобиль</h2>
        <CarForm label="Новый автомобиль" onSave={add} />
      </section>
    </div>
  );
}
