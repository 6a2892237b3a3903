import { Checkbox, Select } from '@shop/shared/kit/select';
import {
  deliveryTermOptions,
  sortOptions,
  type DeliveryTermDays,
  type OfferFilters,
  type OfferSort,
} from './filters';

/** Delivery term, stock only and the order of the offers (SPEC §3 delivery-term options). */
export function SearchFilters({
  filters,
  onChange,
}: {
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
}) {
  return (
    <div className="search-filters" role="group" aria-label="Фильтры предложений">
      <div className="search-filter">
        <span className="search-filter-label" aria-hidden>
          Срок поставки
        </span>
        <Select<DeliveryTermDays>
          aria-label="Срок поставки"
          className="search-filter-select"
          value={filters.days}
          options={deliveryTermOptions.map((option) => ({ ...option }))}
          onChange={(days) => onChange({ ...filters, days })}
        />
      </div>
      <div className="search-filter">
        <span className="search-filter-label" aria-hidden>
          Сортировка
        </span>
        <Select<OfferSort>
          aria-label="Сортировка"
          className="search-filter-select"
          value={filters.sort}
          options={sortOptions.map((option) => ({ ...option }))}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
      </div>
      <Checkbox
        className="search-filter-stock"
        checked={filters.stockOnly}
        onChange={(event) => onChange({ ...filters, stockOnly: event.target.checked })}
      >
        Только в наличии
      </Checkbox>
    </div>
  );
}
