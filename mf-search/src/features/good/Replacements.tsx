import { searchApi } from '@shop/shared/api';
import { partLink } from '@shop/shared/catalog';
import { Link } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { LoadFailed, Loading } from '../common/PageStates';

/** 'Замены' of the part page: parts that replace this one, each linking to its offers. */
export function Replacements({ brandName, number }: { brandName: string; number: string }) {
  const replacements = useRequest(() => searchApi.replacements(brandName, number), [brandName, number]);
  return (
    <section className="good-section" aria-labelledby="replacements-title">
      <h2 id="replacements-title">Замены</h2>
      {replacements.status === 'loading' && <Loading text="Загрузка замен…" rows={2} />}
      {replacements.status === 'failed' && (
        <LoadFailed
          error={replacements.error}
          onRetry={replacements.retry}
          title="Не удалось загрузить замены"
        />
      )}
      {replacements.status === 'fetched' &&
        (replacements.data.length === 0 ? (
          <p className="shop-muted">
            Замены для «{brandName} {number}» не найдены
          </p>
        ) : (
          <ul className="replacements">
            {replacements.data.map((good) => (
              <li key={good.id}>
                <strong>{good.brand.name}</strong>
                <Link to={partLink(good.brand.name, good.number)}>{good.number}</Link>
                <span className="replacement-name">{good.name}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
