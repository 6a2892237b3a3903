import type { SsdState } from '../ssd.js';
import type { WizardStep } from '../types.js';
import type { VehicleRow } from './queries.js';

interface StepRule {
  id: string;
  name: string;
  values(vehicle: VehicleRow, thisYear: number): string[];
}

export function engineLabel(vehicle: VehicleRow): string {
  return `${vehicle.engine} (${vehicle.engine_code})`;
}

/** The wizard's steps over a modification's columns; a modification covers each year it was made. */
const rules: readonly StepRule[] = [
  { id: 'model', name: 'Модель', values: (v) => [v.model] },
  {
    id: 'year',
    name: 'Год выпуска',
    values: (v, thisYear) => {
      const years: string[] = [];
      for (let year = Math.min(v.year_to, thisYear); year >= v.year_from; year -= 1) years.push(String(year));
      return years;
    },
  },
  { id: 'body', name: 'Кузов', values: (v) => [v.body] },
  { id: 'engine', name: 'Двигатель', values: (v) => [engineLabel(v)] },
  { id: 'gearbox', name: 'КПП', values: (v) => [v.gearbox] },
];

function matches(
  vehicle: VehicleRow,
  choices: Record<string, string>,
  thisYear: number,
  skip?: string,
): boolean {
  return rules.every((rule) => {
    const chosen = choices[rule.id];
    return rule.id === skip || chosen === undefined || rule.values(vehicle, thisYear).includes(chosen);
  });
}

/** Modifications that fit every choice of the state. */
export function chosenVehicles(vehicles: VehicleRow[], state: SsdState, thisYear: number): VehicleRow[] {
  return vehicles.filter((vehicle) => matches(vehicle, state.w, thisYear));
}

function distinct(values: string[], byNumber: boolean): string[] {
  const unique = [...new Set(values)];
  return byNumber
    ? unique.sort((a, b) => Number(b) - Number(a))
    : unique.sort((a, b) => a.localeCompare(b, 'ru'));
}

/**
 * Laximo's wizard: each step offers the values that fit the other choices; a step is determined when chosen,
 * or automatically when the choices leave one value. Keys and `ssd`s are signed states.
 */
export function wizardSteps(
  vehicles: VehicleRow[],
  state: SsdState,
  sign: (state: SsdState) => string,
  thisYear: number,
): WizardStep[] {
  const fitting = chosenVehicles(vehicles, state, thisYear);
  return rules.map((rule) => {
    const others = vehicles.filter((vehicle) => matches(vehicle, state.w, thisYear, rule.id));
    const options = distinct(
      others.flatMap((vehicle) => rule.values(vehicle, thisYear)),
      rule.id === 'year',
    ).map((value) => ({ key: sign({ c: state.c, w: { ...state.w, [rule.id]: value } }), value }));
    const chosen = state.w[rule.id];
    const rest = Object.fromEntries(Object.entries(state.w).filter(([id]) => id !== rule.id));
    const left = distinct(
      fitting.flatMap((vehicle) => rule.values(vehicle, thisYear)),
      false,
    );
    const automatic = chosen === undefined && left.length === 1 && fitting.length > 0;
    return {
      conditionId: rule.id,
      name: rule.name,
      value: chosen ?? (automatic ? (left[0] ?? '') : ''),
      determined: chosen !== undefined || automatic,
      automatic,
      ssd: Object.keys(rest).length === 0 ? '' : sign({ c: state.c, w: rest }),
      options,
    };
  });
}
