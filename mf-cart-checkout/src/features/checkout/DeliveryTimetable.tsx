import { useEffect, useState } from 'react';
import type { DeliveryTimetableRoute } from '@shop/shared';
import { checkoutApi } from '../../api/checkout';
import { formatDuration } from '@shop/shared/format';
import './checkout.css';

/**
 * The static delivery schedule block of the cart (SPEC §2): every route with its towns and weekly departures,
 * folded by default. Nothing is shown when it cannot be loaded: the checkout's own dates do not depend on it.
 */
export function DeliveryTimetable() {
  const [routes, setRoutes] = useState<DeliveryTimetableRoute[]>([]);

  useEffect(() => {
    let current = true;
    checkoutApi
      .timetable()
      .then((loaded) => current && setRoutes(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (routes.length === 0) return null;
  return (
    <details className="delivery-timetable">
      <summary>График доставки по маршрутам</summary>
      <table>
        <caption className="visually-hidden">График доставки по маршрутам</caption>
        <thead>
          <tr>
            <th scope="col">Маршрут</th>
            <th scope="col">Населённые пункты</th>
            <th scope="col">Доставка</th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route.id}>
              <th scope="row">{route.name}</th>
              <td>{route.localities.join(', ')}</td>
              <td>
                <ul>
                  {route.departures.map((departure) => (
                    <li key={`${departure.dayOfWeek}-${departure.time}`}>
                      {departure.dayOfWeekString}, {departure.time}
                      {departure.orderProcessingTime > 0 &&
                        ` (заказ за ${formatDuration(departure.orderProcessingTime)})`}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
