import { useCallback, useEffect, useState } from 'react';
import type { Vehicle } from '@shop/shared';
import { carsApi } from '@shop/shared/api';
import type { VehicleInput } from '@shop/shared/validation';

export type GarageState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'fetched'; cars: Vehicle[] };

/** The user's cars; adding, editing and deleting wait for the server and then change the list. */
export function useGarage() {
  const [state, setState] = useState<GarageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    carsApi.list().then(
      (cars) => active && setState({ status: 'fetched', cars }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const change = useCallback((update: (cars: Vehicle[]) => Vehicle[]) => {
    setState((current) =>
      current.status === 'fetched' ? { status: 'fetched', cars: update(current.cars) } : current,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const add = useCallback(
    async (input: VehicleInput) => {
      const car = await carsApi.add(input);
      change((cars) => [...cars, car]);
    },
    [change],
  );

  const update = useCallback(
    async (id: number, input: VehicleInput) => {
      const saved = await carsApi.update(id, input);
      change((cars) => cars.map((car) => (car.id === id ? saved : car)));
    },
    [change],
  );

  const remove = useCallback(
    async (id: number) => {
      await carsApi.remove(id);
      change((cars) => cars.filter((car) => car.id !== id));
    },
    [change],
  );

  return { state, retry, add, update, remove };
}
