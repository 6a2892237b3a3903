import { Link, useNavigate, useParams, useSearchParams } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { laximoApi } from '../../api/laximo';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { VehicleList } from '../common/VehicleList';
import { WizardStepField } from './WizardStepField';
import '../common/catalogs.css';

/** The vehicles matching the choices so far, once the catalog allows listing them (even before a choice). */
function MatchingVehicles({ catalogCode, ssd }: { catalogCode: string; ssd: string }) {
  const vehicles = useLoad(() => laximoApi.vehiclesBySsd(catalogCode, ssd), `${catalogCode}\n${ssd}`);
  return (
    <LoadedBlock
      loaded={vehicles}
      loadingText="Загрузка автомобилей…"
      failedTitle="Не удалось загрузить автомобили"
    >
      {(answer) =>
        answer.vehicles.length === 0 ? (
          <EmptyState title="Подходящих автомобилей нет">
            <p>Измените выбор выше.</p>
          </EmptyState>
        ) : (
          <VehicleList vehicles={answer.vehicles} />
        )
      }
    </LoadedBlock>
  );
}

/**
 * `/catalogs/originals/{code}`: the vehicle wizard. Every choice goes into the address as `ssd` (a new history
 * entry), so back, forward and a reload keep the state.
 */
export function WizardPage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ssd = params.get('ssd') ?? '';
  const info = useLoad(() => laximoApi.catalogInfo(code, ssd), `${code}\n${ssd}`);
  const name = info.data?.catalog.name ?? code;
  useDocumentTitle(`Каталог ${name}`);

  const choose = (next: string) => {
    const query = next ? `?${new URLSearchParams({ ssd: next }).toString()}` : '';
    navigate(`/catalogs/originals/${encodeURIComponent(code)}${query}`);
  };

  return (
    <ShopPage className="catalogs-page">
      <p className="catalogs-back">
        <Link to="/catalogs/originals">← Все марки</Link>
      </p>
      <h1>Каталог {name}</h1>
      <LoadedBlock loaded={info} loadingText="Загрузка каталога…" failedTitle="Не удалось загрузить каталог">
        {(answer) => (
          <>
            <form
              className="wizard"
              aria-label="Подбор автомобиля"
              onSubmit={(event) => event.preventDefault()}
            >
              {answer.wizard.map((step) => (
                <WizardStepField key={step.conditionId} step={step} onChoose={choose} />
              ))}
            </form>
            {answer.allowListVehicles ? (
              <>
                <h2>Автомобили</h2>
                <MatchingVehicles catalogCode={code} ssd={ssd} />
              </>
            ) : (
              <p className="catalogs-muted">
                Выберите параметры автомобиля, чтобы увидеть подходящие модификации.
              </p>
            )}
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}
