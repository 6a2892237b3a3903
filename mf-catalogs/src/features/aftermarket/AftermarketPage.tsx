import { Link, useParams, useSearchParams } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { partsCatalogApi, type Car, type CatalogUnit } from '../../api/partsCatalog';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import type { UnitPart } from '../common/PartsTable';
import { UnitView } from '../common/UnitView';
import '../common/catalogs.css';

function CarList({ base, cars }: { base: string; cars: Car[] }) {
  if (cars.length === 0) return <EmptyState title="Автомобили не найдены" />;
  return (
    <ul className="catalogs-vehicles" aria-label="Автомобили">
      {cars.map((car) => (
        <li key={car.id} className="catalogs-vehicle">
          <Link className="catalogs-vehicle-name" to={`${base}?carId=${encodeURIComponent(car.id)}`}>
            {car.name}
          </Link>
          <p className="catalogs-muted">{car.description}</p>
        </li>
      ))}
    </ul>
  );
}

const unitParts = (unit: CatalogUnit): UnitPart[] =>
  unit.partGroups.flatMap((group) =>
    group.parts.map((part) => ({
      code: part.positionNumber || group.positionNumber,
      number: part.number,
      brand: part.brand,
      name: part.name || group.name,
      amount: null,
      note: part.notice,
    })),
  );

/** A car's groups (children of `groupId`), or the parts of a group that has parts. */
function CarGroups({
  catalogId,
  carId,
  groupId,
  parts,
}: {
  catalogId: string;
  carId: string;
  groupId: string | null;
  parts: boolean;
}) {
  const [params] = useSearchParams();
  const key = `${catalogId}\n${carId}\n${groupId}\n${parts}`;
  const groups = useLoad(() => partsCatalogApi.groups(catalogId, carId, groupId ?? undefined), key);
  const unit = useLoad(
    () => (parts && groupId ? partsCatalogApi.unit(catalogId, carId, groupId) : Promise.resolve(null)),
    key,
  );
  const link = (id: string, withParts: boolean) => {
    const next = new URLSearchParams(params);
    next.set('carId', carId);
    next.set('groupId', id);
    if (withParts) next.set('parts', '1');
    else next.delete('parts');
    return `?${next.toString()}`;
  };
  if (parts) {
    return (
      <LoadedBlock loaded={unit} loadingText="Загрузка деталей…" failedTitle="Не удалось загрузить детали">
        {(answer) =>
          !answer || answer.partGroups.length === 0 ? (
            <EmptyState title="В группе нет деталей" />
          ) : (
            <UnitView
              image={answer.img}
              title={answer.imgDescription}
              areas={answer.positions.map(({ number, coordinates: [x, y, width, height] }) => ({
                code: number,
                x1: x,
                y1: y,
                x2: x + width,
                y2: y + height,
              }))}
              parts={unitParts(answer)}
            />
          )
        }
      </LoadedBlock>
    );
  }
  return (
    <LoadedBlock loaded={groups} loadingText="Загрузка групп…" failedTitle="Не удалось загрузить группы">
      {(list) =>
        list.length === 0 ? (
          <EmptyState title="Групп нет" />
        ) : (
          <ul className="catalogs-list" aria-label="Группы деталей">
            {list.map((group) => (
              <li key={group.id}>
                <Link to={link(group.id, group.hasParts && !group.hasSubgroups)}>{group.name}</Link>
              </li>
            ))}
          </ul>
        )
      }
    </LoadedBlock>
  );
}

/**
 * `/catalogs/{catalogName}` and `/catalogs/{catalogName}/{vin}`: an aftermarket catalog — models, their cars
 * (`modelId`), a car's groups (`carId`, `groupId`) and a group's parts (`parts`); the steps live in the query
 * string. With a VIN the cars are those of that VIN in this catalog.
 */
export function AftermarketPage() {
  const { catalogName = '', vin } = useParams();
  const [params] = useSearchParams();
  const modelId = params.get('modelId');
  const groupId = params.get('groupId');
  const base = `/catalogs/${encodeURIComponent(catalogName)}${vin ? `/${encodeURIComponent(vin)}` : ''}`;
  const byVin = useLoad(() => (vin ? partsCatalogApi.carsByVin(vin) : Promise.resolve([])), vin ?? '');
  const vinCars = (byVin.data ?? []).filter((car) => car.catalogId === catalogName);
  const carId = params.get('carId') ?? (vinCars.length === 1 ? (vinCars[0]?.id ?? null) : null);
  const models = useLoad(() => partsCatalogApi.models(catalogName), catalogName);
  const cars = useLoad(
    () => (modelId ? partsCatalogApi.cars(catalogName, modelId) : Promise.resolve([])),
    `${catalogName}\n${modelId}`,
  );
  const car = useLoad(
    () => (carId ? partsCatalogApi.car(catalogName, carId) : Promise.resolve(null)),
    `${catalogName}\n${carId}`,
  );
  useDocumentTitle(`Каталог ${catalogName}`);

  return (
    <ShopPage className="catalogs-page">
      <p className="catalogs-back">
        <Link to="/catalogs">← Все каталоги</Link>
        {(modelId || carId) && (
          <>
            {' · '}
            <Link to={base}>Модели</Link>
          </>
        )}
      </p>
      <h1>
        Каталог {catalogName}
        {car.data ? `: ${car.data.name}` : ''}
      </h1>
      {carId ? (
        <>
          {car.data && <p className="catalogs-muted">{car.data.description}</p>}
          <CarGroups
            catalogId={catalogName}
            carId={carId}
            groupId={groupId}
            parts={params.get('parts') === '1'}
          />
        </>
      ) : vin ? (
        <LoadedBlock loaded={byVin} loadingText="Поиск автомобиля…" failedTitle="Не удалось найти автомобиль">
          {() => <CarList base={base} cars={vinCars} />}
        </LoadedBlock>
      ) : modelId ? (
        <LoadedBlock
          loaded={cars}
          loadingText="Загрузка автомобилей…"
          failedTitle="Не удалось загрузить автомобили"
        >
          {(list) => <CarList base={base} cars={list} />}
        </LoadedBlock>
      ) : (
        <LoadedBlock
          loaded={models}
          loadingText="Загрузка моделей…"
          failedTitle="Не удалось загрузить каталог"
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState title="Моделей нет" />
            ) : (
              <ul className="catalogs-list" aria-label="Модели">
                {list.map((model) => (
                  <li key={model.id}>
                    <Link to={`${base}?modelId=${encodeURIComponent(model.id)}`}>{model.name}</Link>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadedBlock>
      )}
    </ShopPage>
  );
}
