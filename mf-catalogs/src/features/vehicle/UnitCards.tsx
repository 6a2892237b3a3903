import { Link } from '@shop/shared/router';
import { unitImage, type Detail, type Unit } from '../../api/laximo';
import { unitLink } from '../common/links';

/** Units as cards with their drawings; a quick group's units also list the parts of that group. */
export function UnitCards({
  catalogCode,
  units,
  back,
}: {
  catalogCode: string;
  units: (Unit & { details?: Detail[] })[];
  back: string;
}) {
  return (
    <ul className="unit-cards" aria-label="Узлы">
      {units.map((unit) => (
        <li key={unit.unitId} className="unit-card">
          <Link to={unitLink(catalogCode, unit, back)}>
            <img src={unitImage(unit, '250')} alt="" width={250} height={250} loading="lazy" />
            <span className="unit-card-name">
              {unit.code && <span className="catalogs-muted">{unit.code} </span>}
              {unit.name}
            </span>
          </Link>
          {unit.details && unit.details.length > 0 && (
            <ul className="unit-card-details">
              {unit.details.map((detail) => (
                <li key={`${detail.codeOnImage}-${detail.oem}`}>
                  {detail.name} <span className="catalogs-muted">{detail.oem}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
