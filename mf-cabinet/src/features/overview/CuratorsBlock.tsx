import { userApi } from '@shop/shared/api';
import { formatPhone } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { normalizePhone } from '@shop/shared/validation';
import { LoadFailed, Loading } from '../common/PageStates';

/** The user's personal managers (`GET /api/user/curators`). */
export function CuratorsBlock({ userId }: { userId: number }) {
  const curators = useRequest(() => userApi.curators(), [userId]);
  const title = curators.status === 'fetched' && curators.data.length > 1 ? 'Ваши менеджеры' : 'Ваш менеджер';
  return (
    <section className="cabinet-block" aria-labelledby="overview-curators-title">
      <h2 id="overview-curators-title">{title}</h2>
      {curators.status === 'loading' && <Loading />}
      {curators.status === 'failed' && (
        <LoadFailed error={curators.error} onRetry={curators.retry} title="Не удалось загрузить менеджеров" />
      )}
      {curators.status === 'fetched' && curators.data.length === 0 && (
        <p className="cabinet-muted">
          Персональный менеджер пока не назначен. По любым вопросам звоните в ближайший магазин.
        </p>
      )}
      {curators.status === 'fetched' && curators.data.length > 0 && (
        <ul className="overview-curators">
          {curators.data.map((curator) => {
            const phone = normalizePhone(curator.phone);
            return (
              <li key={curator.id} className="overview-curator">
                <span className="overview-curator-name">{curator.name}</span>
                {curator.phone && (
                  <a href={`tel:${phone ?? curator.phone}`}>{phone ? formatPhone(phone) : curator.phone}</a>
                )}
                {curator.email && <a href={`mailto:${curator.email}`}>{curator.email}</a>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
