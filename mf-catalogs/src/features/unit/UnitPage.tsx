import { Link, useSearchParams } from '@shop/shared/router';
import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { laximoApi, unitImage, type Detail } from '../../api/laximo';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import type { UnitPart } from '../common/PartsTable';
import { UnitView } from '../common/UnitView';
import '../common/catalogs.css';

const toPart = (detail: Detail): UnitPart => ({
  code: detail.codeOnImage,
  number: detail.oem,
  brand: detail.brand,
  name: detail.name,
  amount: detail.amount,
  note: detail.note,
});

/** `/catalogs/originals/unit?catalogCode&ssd&unitId`: the drawing with callouts and the unit's parts. */
export function UnitPage() {
  const [params] = useSearchParams();
  const catalogCode = params.get('catalogCode') ?? '';
  const ssd = params.get('ssd') ?? '';
  const unitId = params.get('unitId') ?? '';
  const back = params.get('back');
  const unit = useLoad(() => laximoApi.unit(catalogCode, ssd, unitId), `${catalogCode}\n${ssd}\n${unitId}`);
  useDocumentTitle(unit.data?.unit.name ?? 'Узел');

  return (
    <ShopPage className="catalogs-page">
      {back?.startsWith('/catalogs/originals/vehicle?') && (
        <p className="catalogs-back">
          <Link to={back}>← К автомобилю</Link>
        </p>
      )}
      <LoadedBlock loaded={unit} loadingText="Загрузка узла…" failedTitle="Не удалось загрузить узел">
        {(answer) => (
          <>
            <h1>
              {answer.unit.code && <span className="catalogs-muted">{answer.unit.code} </span>}
              {answer.unit.name}
            </h1>
            {answer.details.length === 0 ? (
              <EmptyState title="В узле нет деталей" />
            ) : (
              <UnitView
                image={unitImage(answer.unit, 'source')}
                title={answer.unit.name}
                areas={answer.imageMap}
                parts={answer.details.map(toPart)}
              />
            )}
          </>
        )}
      </LoadedBlock>
    </ShopPage>
  );
}
