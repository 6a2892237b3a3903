import { Input } from '@shop/shared/kit/essentials';
import { Select } from '@shop/shared/kit/select';
import type { Vehicle } from '@shop/shared';
import { carLabel } from '@shop/shared/ui/notepad';

export interface NotepadFilterValues {
  text: string;
  brand: string;
  car: number | undefined;
}

export interface NotepadFiltersProps {
  values: NotepadFilterValues;
  cars: Vehicle[];
  onChange: (values: NotepadFilterValues) => void;
}

/** Text (number, brand, name, comment), brand and car of the notepad list. */
export function NotepadFilters({ values, cars, onChange }: NotepadFiltersProps) {
  return (
    <div className="notepad-filters" role="search" aria-label="Фильтры избранного">
      <Input.Search
        className="notepad-filter-text"
        aria-label="Поиск по номеру, названию или комментарию"
        placeholder="Номер, название, комментарий"
        allowClear
        defaultValue={values.text}
        onSearch={(text) => onChange({ ...values, text: text.trim() })}
      />
      <Input
        className="notepad-filter-brand"
        aria-label="Бренд"
        placeholder="Бренд"
        allowClear
        value={values.brand}
        onChange={(event) => onChange({ ...values, brand: event.target.value })}
      />
      <Select<number>
        className="notepad-filter-car"
        aria-label="Автомобиль"
        placeholder="Все автомобили"
        allowClear
        value={values.car}
        options={cars.map((car) => ({ value: car.id, label: carLabel(car) }))}
        onChange={(car) => onChange({ ...values, car })}
      />
    </div>
  );
}
