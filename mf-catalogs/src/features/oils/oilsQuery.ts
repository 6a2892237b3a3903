import { OIL_FACETS, type OilFacet, type OilsQuery } from '../../api/goods';

/** Facet titles and the kinds' names as the customer reads them. */
export const FACET_TITLES: Record<OilFacet, string> = {
  kind: 'Тип товара',
  viscosity: 'Вязкость SAE',
  spec: 'Спецификация API / ACEA',
  approval: 'Допуски производителей',
  volume: 'Объём, л',
  brand: 'Бренд',
};

export const KIND_NAMES: Record<string, string> = {
  'engine-oil': 'Моторное масло',
  'transmission-oil': 'Трансмиссионное масло',
  antifreeze: 'Антифриз',
  'brake-fluid': 'Тормозная жидкость',
  'oil-filter': 'Масляный фильтр',
  'air-filter': 'Воздушный фильтр',
  'cabin-filter': 'Салонный фильтр',
  'fuel-filter': 'Топливный фильтр',
};

/** The page's filters from its address (`?viscosity=5W-30,5W-40&stockOnly=1&carId=7&page=2`). */
export function queryFromParams(params: URLSearchParams): OilsQuery {
  const filters: OilsQuery['filters'] = {};
  for (const facet of OIL_FACETS) {
    const values = (params.get(facet) ?? '').split(',').filter(Boolean);
    if (values.length > 0) filters[facet] = values;
  }
  const carId = Number(params.get('carId'));
  const page = Number(params.get('page'));
  return {
    filters,
    stockOnly: params.get('stockOnly') === '1',
    carId: Number.isInteger(carId) && carId > 0 ? carId : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a set of filters; a filter change starts again from page 1. */
export function paramsFromQuery(query: OilsQuery): string {
  const params = new URLSearchParams();
  for (const facet of OIL_FACETS) {
    const values = query.filters[facet];
    if (values && values.length > 0) params.set(facet, values.join(','));
  }
  if (query.stockOnly) params.set('stockOnly', '1');
  if (query.carId !== null) params.set('carId', String(query.carId));
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
