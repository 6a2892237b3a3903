import { Link, useSearchParams } from '@shop/shared/router';
import { useRedirect } from '@shop/shared/ui';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { isValidVin } from '@shop/shared/catalog';
import { laximoApi, type DecodedVin } from '../../api/laximo';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { IdentForm } from './IdentForm';
import { vehicleLink } from '../common/links';
import { VehicleList } from '../common/VehicleList';
import '../common/catalogs.css';

const TITLE = 'Поиск автомобиля';

function NotFound({ decoded, ident }: { decoded: DecodedVin | null; ident: string }) {
  return (
    <EmptyState title="Автомобиль не найден">
      {decoded ? (
        <p>
          VIN {decoded.vin}: {decoded.maker}
          {decoded.modelYear ? `, ${decoded.modelYear} модельный год` : ''}
          {decoded.plant ? `, завод: ${decoded.plant}` : ''}.{' '}
          {decoded.catalogCode && (
            <Link to={`/catalogs/originals/${encodeURIComponent(decoded.catalogCode)}`}>
              Подобрать автомобиль в каталоге {decoded.maker}
            </Link>
          )}
        </p>
      ) : (
        <p>
          По запросу «{ident}» ничего не найдено. Проверьте номер или{' '}
          <Link to="/catalogs/originals">выберите марку</Link>.
        </p>
      )}
    </EmptyState>
  );
}

/**
 * `/catalogs/originals/vehicles`: vehicles by VIN or frame (`identString`) or by the wizard's `catalogCode` and
 * `ssd`. One vehicle found by VIN opens at once (a garage car opens its catalog in one click).
 */
export function VehiclesPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const ident = (params.get('identString') ?? '').trim();
  const catalogCode = params.get('catalogCode') ?? '';
  const ssd = params.get('ssd') ?? '';
  const vehicles = useLoad(
    () =>
      ident
        ? laximoApi.vehiclesByIdent(ident, catalogCode || undefined)
        : laximoApi.vehiclesBySsd(catalogCode, ssd),
    params.toString(),
  );
  const vin = isValidVin(ident) ? ident.toUpperCase() : null;
  const only =
    !vehicles.loading && ident && vehicles.data?.vehicles.length === 1 ? vehicles.data.vehicles[0] : null;

  useRedirect(only ? vehicleLink(only, vin) : null);

  return (
    <ShopPage className="catalogs-page">
      <h1>{ident ? `${TITLE}: ${ident}` : TITLE}</h1>
      <IdentForm />
      {!ident && !catalogCode ? (
        <EmptyState title="Введите VIN или номер кузова" />
      ) : (
        <LoadedBlock
          loaded={vehicles}
          loadingText="Поиск автомобиля…"
          failedTitle="Не удалось найти автомобиль"
        >
          {(answer) =>
            answer.vehicles.length === 0 ? (
              <NotFound decoded={answer.decoded} ident={ident} />
            ) : (
              <VehicleList vehicles={answer.vehicles} vin={vin} />
            )
          }
        </LoadedBlock>
      )}
    </ShopPage>
  );
}
