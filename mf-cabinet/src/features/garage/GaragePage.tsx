import { Button } from '@shop/shared/kit';
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

/** The car's catalog in one click: by its VIN (one vehicle opens at once), else the makers' catalogs. */
function catalogLink(car: Vehicle): string {
  return car.vin
    ? `/catalogs/originals/vehicles?identString=${encodeURIComponent(car.vin)}`
    : '/catalogs/originals';
}

/** `/cabinet/garage` (logged-in users): the saved cars, a new one; the notepad's records name them. */
export function GaragePage() {
  useDocumentTitle(TITLE);
  const { state, retry, add, remove } = useGarage();

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
            {state.cars.map((car) => (
              <li key={car.id} className="garage-item">
                <div className="garage-text">
                  <span className="garage-name">{carLabel(car)}</span>
                  <span className="cabinet-muted">
                    {[car.year && `${car.year} г.`, car.vin && `VIN ${car.vin}`].filter(Boolean).join(', ')}
                  </span>
                </div>
                <nav className="garage-links" aria-label={`Каталоги для ${carLabel(car)}`}>
                  <Link to={catalogLink(car)}>{car.vin ? 'Открыть каталог' : 'Подобрать в каталоге'}</Link>
                  <Link to={`/catalogs/oils?carId=${car.id}`}>Масла и фильтры</Link>
                </nav>
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
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="cabinet-block" aria-labelledby="garage-new-title">
        <h2 id="garage-new-title">Добавить автомобиль</h2>
        <CarForm onAdd={add} />
      </section>
    </div>
  );
}
