import { Link } from '@shop/shared/router';
import type { Vehicle } from '../../api/laximo';
import { vehicleLink, vehicleTitle } from './links';

/** Found vehicles: name and their attributes (years, engine, body…), each leading to its vehicle page. */
export function VehicleList({ vehicles, vin }: { vehicles: Vehicle[]; vin?: string | null }) {
  return (
    <ul className="catalogs-vehicles" aria-label="Найденные автомобили">
      {vehicles.map((vehicle) => (
        <li key={`${vehicle.catalogCode}-${vehicle.vehicleId}`} className="catalogs-vehicle">
          <Link to={vehicleLink(vehicle, vin)} className="catalogs-vehicle-name">
            {vehicleTitle(vehicle)}
          </Link>
          <dl className="catalogs-attributes">
            {vehicle.attributes.map((attribute) => (
              <div key={attribute.key}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
