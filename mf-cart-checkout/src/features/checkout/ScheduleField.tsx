import { useEffect, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import type { DeliveryRoute } from '@shop/shared';
import { apiErrorMessage } from '@shop/shared/api';
import { SelectField } from '@shop/shared/ui/form-choice';
import { deliveryRoutes } from './deliveryRoutes';
import { defaultSchedule, type CheckoutValues } from './checkoutValues';

type RoutesState =
  | { status: 'loading' }
  | { status: 'fetched'; routes: DeliveryRoute[] }
  | { status: 'failed'; message: string };

/**
 * Delivery dates of the routes serving the address (`GET /api/delivery/routes`) that leave after the selected
 * lines' goods can be at the shop (issue 28: a supplier's part taking 3 days is not delivered today); the
 * nearest of them is chosen unless the user picked another one that is still offered. A change of the lines
 * asks for the dates again.
 */
export function ScheduleField({
  address,
  deliveryMethod,
  readyAt,
}: {
  address: string;
  deliveryMethod: number;
  readyAt: string | undefined;
}) {
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const [state, setState] = useState<RoutesState>({ status: 'loading' });
  const current = values.deliverySchedule;

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    deliveryRoutes(address, deliveryMethod, readyAt).then(
      (routes) => active && setState({ status: 'fetched', routes }),
      (error: unknown) => active && setState({ status: 'failed', message: apiErrorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [address, deliveryMethod, readyAt]);

  const entries = useMemo(
    () => (state.status === 'fetched' ? state.routes.flatMap((route) => route.schedule) : []),
    [state],
  );
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (!loaded || entries.some((entry) => entry.id === current)) return;
    void setFieldValue('deliverySchedule', defaultSchedule(entries)?.id ?? null);
  }, [loaded, entries, current, setFieldValue]);

  if (state.status === 'loading') return <p role="status">Ищем маршруты доставки…</p>;
  if (state.status === 'failed') return <p className="checkout-error-text">{state.message}</p>;
  if (entries.length === 0) {
    return (
      <p className="checkout-no-route" role="alert">
        Доставка по этому адресу не выполняется
      </p>
    );
  }
  const routes = state.routes.filter((route) => route.schedule.length > 0);
  return (
    <SelectField<string>
      name="deliverySchedule"
      label="Дата доставки"
      required
      placeholder="Не выбрано"
      options={routes.flatMap((route) =>
        route.schedule.map((entry) => ({
          value: entry.id,
          label: `${entry.dateString}, ${entry.dayOfWeekString}, ${entry.timeString}${
            routes.length > 1 ? ` (${route.name})` : ''
          }${entry.isNearest ? ' — ближайшая' : ''}`,
        })),
      )}
    />
  );
}
