import { Button } from '@shop/shared/kit/button';
import { Checkbox, Select } from '@shop/shared/kit/select';
import type { Vehicle } from '@shop/shared';
import { OIL_FACETS, type Facet, type OilFacet, type OilsQuery } from '../../api/goods';
import { FACET_TITLES, KIND_NAMES } from './oilsQuery';

/** 'Не выбрано' of the car select (garage ids start at 1; antd wants no null value). */
const NO_CAR = 0;

const label = (facet: OilFacet, value: string) => (facet === 'kind' ? (KIND_NAMES[value] ?? value) : value);

/** The oils filters: one multiple select per facet (values with counts), stock only and a garage car. */
export function OilFilters({
  query,
  facets,
  cars,
  onChange,
}: {
  query: OilsQuery;
  facets: Partial<Record<OilFacet, Facet[]>>;
  cars: Vehicle[];
  onChange: (query: OilsQuery) => void;
}) {
  const set = (next: Partial<OilsQuery>) => onChange({ ...query, ...next, page: 1 });
  const empty =
    OIL_FACETS.every((facet) => !query.filters[facet]?.length) && !query.stockOnly && query.carId === null;
  return (
    <form className="oil-filters" aria-label="Фильтры" onSubmit={(event) => event.preventDefault()}>
      {cars.length > 0 && (
        <div className="oil-filter">
          <label htmlFor="oil-filter-car">Подбор по автомобилю</label>
          <Select<number>
            id="oil-filter-car"
            value={query.carId ?? NO_CAR}
            options={[
              { value: NO_CAR, label: 'Не выбрано' },
              ...cars.map((car) => ({
                value: car.id,
                label: [car.mark, car.model, car.year].filter(Boolean).join(' '),
              })),
            ]}
            onChange={(carId) => set({ carId: carId === NO_CAR ? null : carId })}
          />
        </div>
      )}
      {OIL_FACETS.map((facet) => {
        const chosen = query.filters[facet] ?? [];
        const options = facets[facet] ?? [];
        if (options.length === 0 && chosen.length === 0) return null;
        const id = `oil-filter-${facet}`;
        return (
          <div className="oil-filter" key={facet}>
            <label htmlFor={id}>{FACET_TITLES[facet]}</label>
            <Select<string[]>
              id={id}
              mode="multiple"
              value={chosen}
              placeholder="Не выбрано"
              options={options.map((option) => ({
                value: option.value,
                label: `${label(facet, option.value)} (${option.count})`,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(values) => set({ filters: { ...query.filters, [facet]: values } })}
            />
          </div>
        );
      })}
      <Checkbox checked={query.stockOnly} onChange={(event) => set({ stockOnly: event.target.checked })}>
        Только в наличии
      </Checkbox>
      <Button
        disabled={empty}
        onClick={() => onChange({ filters: {}, stockOnly: false, carId: null, page: 1 })}
      >
        Сбросить фильтры
      </Button>
    </form>
  );
}
