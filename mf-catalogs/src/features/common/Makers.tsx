import { Link } from '@shop/shared/router';
import type { Catalog } from '../../api/laximo';

/** Up to two letters of a maker's name for a tile without a logo: 'Hyundai' → 'H', 'Land Rover' → 'LR'. */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The makers' catalogs as tiles (logo or initials) leading to each one's wizard. */
export function Makers({ catalogs }: { catalogs: Catalog[] }) {
  return (
    <ul className="catalogs-makers" aria-label="Марки автомобилей">
      {catalogs.map((catalog) => (
        <li key={catalog.code}>
          <Link className="catalogs-maker" to={`/catalogs/originals/${encodeURIComponent(catalog.code)}`}>
            {catalog.icon ? (
              <img src={catalog.icon} alt="" width={48} height={48} />
            ) : (
              <span className="catalogs-maker-initials" aria-hidden>
                {initials(catalog.name)}
              </span>
            )}
            <span>{catalog.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
