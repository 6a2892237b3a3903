import { orderStatusNames, type OrdersFilter, type OrderStatus } from '@shop/shared';

/** The filter form of the orders list; empty strings are fields left blank. */
export interface OrdersFilterValues {
  status: OrderStatus | '';
  query: string;
  /** `YYYY-MM-DD`, both or neither. */
  dateFrom: string;
  dateTo: string;
}

export const emptyFilter: OrdersFilterValues = { status: '', query: '', dateFrom: '', dateTo: '' };

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && Object.hasOwn(orderStatusNames, value);

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filter kept in the address (`?status&query&dateFrom&dateTo`); unknown values are dropped. */
export function filterFromParams(params: URLSearchParams): OrdersFilterValues {
  const status = params.get('status');
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  const bothDates = isDate(dateFrom) && isDate(dateTo);
  return {
    status: isStatus(status) ? status : '',
    query: params.get('query')?.trim() ?? '',
    dateFrom: bothDates ? dateFrom : '',
    dateTo: bothDates ? dateTo : '',
  };
}

/** The address query of a filter; a new filter starts again from the first page. */
export function filterToParams(values: OrdersFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.status) params.set('status', values.status);
  if (values.query.trim()) params.set('query', values.query.trim());
  if (values.dateFrom && values.dateTo) {
    params.set('dateFrom', values.dateFrom);
    params.set('dateTo', values.dateTo);
  }
  return params;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** How many conditions the filter sets (the period counts once). */
export function activeConditions(values: OrdersFilterValues): number {
  return [values.status, values.query.trim(), values.dateFrom && values.dateTo].filter(Boolean).length;
}

/** The request of `GET /api/orders`: only the conditions that are set. */
export function toRequest(values: OrdersFilterValues, page: number): OrdersFilter {
  const filter: OrdersFilter = { page };
  if (values.status) filter.status = values.status;
  if (values.query.trim()) filter.query = values.query.trim();
  if (values.dateFrom && values.dateTo) {
    filter.dateFrom = values.dateFrom;
    filter.dateTo = values.dateTo;
  }
  return filter;
}

/** SPEC §8 'Заказов … не найдено': with conditions the text says they matched nothing. */
export function ordersEmptyText(values: OrdersFilterValues): string {
  return activeConditions(values) > 0 ? 'Заказов по заданным условиям не найдено' : 'Заказов не найдено';
}
