import { Link, useNavigate, useSearchParams, type NavigateFunction } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { laximoApi, type Category, type QuickGroup, type VehicleRef } from '../../api/laximo';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { vehicleTitle } from '../common/links';
import { GarageButton } from './GarageButton';
import { QuickGroups } from './QuickGroups';
import { UnitCards } from './UnitCards';
import '../common/catalogs.css';

function findGroup(groups: QuickGroup[], id: string): QuickGroup | null {
  for (const group of groups) {
    if (group.quickGroupId === id) return group;
    const inside = findGroup(group.children, id);
    if (inside) return inside;
  }
  return null;
}

/** A query-string change that keeps the vehicle and sets or drops the given keys (a new history entry). */
function change(params: URLSearchParams, navigate: NavigateFunction, values: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  navigate(`?${next.toString()}`);
}

function GroupUnits({ vehicleRef, group, back }: { vehicleRef: VehicleRef; group: string; back: string }) {
  const units = useLoad(
    () => laximoApi.quickGroupUnits(vehicleRef, group),
    `${vehicleRef.catalogCode}\n${vehicleRef.ssd}\n${vehicleRef.vehicleId}\n${group}`,
  );
  return (
    <LoadedBlock loaded={units} loadingText="Загрузка узлов…" failedTitle="Не удалось загрузить узлы">
      {(answer) =>
        answer.units.length === 0 ? (
          <EmptyState title="В этой группе нет узлов" />
        ) : (
          <UnitCards catalogCode={vehicleRef.catalogCode} units={answer.units} back={back} />
        )
      }
    </LoadedBlock>
  );
}

function Categories({
  categories,
  chosen,
  onChoose,
}: {
  categories: Category[];
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  return (
    <ul className="catalogs-chips" aria-label="Категории">
      <li>
        <button type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
          Все узлы
        </button>
      </li>
      {categories.map((category) => (
        <li key={category.categoryId}>
          <button
            type="button"
            aria-pressed={chosen === category.categoryId}
            onClick={() => onChoose(category.categoryId)}
          >
            {category.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/catalogs/originals/vehicle?catalogCode&ssd&vehicleId`: the vehicle, 'В гараж', the quick groups tree with a
 * name filter, categories and units as cards. The chosen group (`group`) or category (`categoryId`) is in the
 * address too.
 */
export function VehiclePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vehicleRef: VehicleRef = {
    catalogCode: params.get('catalogCode') ?? '',
    ssd: params.get('ssd') ?? '',
    vehicleId: params.get('vehicleId') ?? '',
  };
  const categoryId = params.get('categoryId');
  const group = params.get('group');
  const vin = params.get('vin');
  const refKey = `${vehicleRef.catalogCode}\n${vehicleRef.ssd}\n${vehicleRef.vehicleId}`;
  const vehicle = useLoad(
    () => laximoApi.vehicle(vehicleRef, categoryId ?? undefined),
    `${refKey}\n${categoryId}`,
  );
  const groups = useLoad(() => laximoApi.quickGroups(vehicleRef), refKey);
  const found = vehicle.data?.vehicle;
  useDocumentTitle(found ? vehicleTitle(found) : 'Автомобиль');
  const back = `/catalogs/originals/vehicle?${params.toString()}`;
  const chosenGroup = group && groups.data ? findGroup(groups.data.groups, group) : null;

  return (
    <ShopPage className="catalogs-page">
      <p className="catalogs-back">
        <Link to={`/catalogs/originals/${encodeURIComponent(vehicleRef.catalogCode)}`}>
          ← Подбор автомобиля
        </Link>
      </p>
      <LoadedBlock
        loaded={vehicle}
        loadingText="Загрузка автомобиля…"
        failedTitle="Не удалось загрузить автомобиль"
      >
        {(answer) => (
          <>
            <header className="vehicle-header">
              <h1>{vehicleTitle(answer.vehicle)}</h1>
              <GarageButton vehicle={answer.vehicle} vin={vin} />
            </header>
            <dl className="catalogs-attributes">
              {answer.vehicle.attributes.map((attribute) => (
                <div key={attribute.key}>
                  <dt>{attribute.name}</dt>
                  <dd>{attribute.value}</dd>
                </div>
              ))}
            </dl>
            <div className="vehicle-layout">
              <aside className="vehicle-aside" aria-labelledby="quick-groups-title">
                <h2 id="quick-groups-title">Быстрый поиск</h2>
                <LoadedBlock
                  loaded={groups}
                  loadingText="Загрузка групп…"
                  failedTitle="Не удалось загрузить группы"
                >
                  {({ groups: tree }) => (
                    <QuickGroups
                      groups={tree}
                      chosen={group}
                      onChoose={(chosen) =>
                        change(params, navigate, { group: chosen.quickGroupId, categoryId: null })
                      }
                    />
                  )}
                </LoadedBlock>
              </aside>
              <section className="vehicle-main" aria-labelledby="units-title">
                {group ? (
                  <>
                    <h2 id="units-title">{chosenGroup?.name ?? 'Группа деталей'}</h2>
                    <button
                      type="button"
                      className="catalogs-link-button"
                      onClick={() => change(params, navigate, { group: null })}
                    >
                      ← Все категории
                    </button>
                    <GroupUnits vehicleRef={vehicleRef} group={group} back={back} />
                  </>
                ) : (
                  <>
                    <h2 id="units-title">Категории</h2>
                    <Categories
                      categories={answer.categories}
                      chosen={categoryId}
                      onChoose={(id) => change(params, navigate, { categoryId: id })}
                    />
                    {answer.units.length === 0 ? (
                      <EmptyState title="Узлов нет" />
                    ) : (
                      <UnitCards catalogCode={vehicleRef.catalogCode} units={answer.units} back={back} />
                    )}
                  </>
                )}
              </section>
            </div>
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}
