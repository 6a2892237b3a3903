import { ShopPage } from '@shop/shared/ui/page';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { laximoApi } from '../../api/laximo';
import { EmptyState, LoadedBlock } from '../common/PageStates';
import { useLoad } from '../common/useLoad';
import { IdentForm } from './IdentForm';
import { Makers } from '../common/Makers';
import '../common/catalogs.css';

const TITLE = 'Оригинальные каталоги';

/** `/catalogs/originals`: the VIN/frame box and the makers' catalogs. */
export function OriginalsPage() {
  useDocumentTitle(TITLE);
  const catalogs = useLoad(() => laximoApi.catalogs(), '');
  return (
    <ShopPage className="catalogs-page">
      <h1>{TITLE}</h1>
      <IdentForm />
      <h2>Подбор по марке</h2>
      <LoadedBlock
        loaded={catalogs}
        loadingText="Загрузка каталогов…"
        failedTitle="Не удалось загрузить каталоги"
      >
        {(list) =>
          list.length === 0 ? <EmptyState title="Каталогов пока нет" /> : <Makers catalogs={list} />
        }
      </LoadedBlock>
    </ShopPage>
  );
}
