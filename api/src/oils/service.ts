import type { Offer } from '@shop/shared';
import type { Database } from '../db/connection.js';
import { notFound, unauthorized } from '../errors/http-error.js';
import { findCar } from '../cars/queries.js';
import { carMessages } from '../cars/service.js';
import { bestOfferOf, bestOffersOfGoods, type BestOffer, type ListViewer } from '../search/best-offer.js';
import { fitOfCar, type CarFit } from './car-rules.js';
import { oilKinds } from './kinds.js';
import {
  facetNames,
  oilFacetCounts,
  oilPage,
  type FacetName,
  type OilFilter,
  type OilRow,
} from './queries.js';

export const OILS_PAGE_SIZE = 24;

export interface OilItem {
  goodId: number;
  brandName: string;
  number: string;
  name: string;
  kind: string;
  viscosity: string | null;
  specs: string[];
  approvals: string[];
  volume: number | null;
  bestOffer: BestOffer | null;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface OilList {
  items: OilItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<FacetName, FacetValue[]>;
  /** The garage car the list is narrowed to: the engine the rules took (null: the car is not known). */
  byCar: { carId: number; engine: string | null; viscosities: string[]; tolerances: string[] } | null;
}

export interface OilQuery {
  values: OilFilter['values'];
  stockOnly: boolean;
  carId: number | null;
  page: number;
}

/** '0W-20' before '5W-30' before '10W-40': by the winter grade, then the summer one. */
function viscosityOrder(value: string): [number, number] {
  const match = /^(\d+)W-(\d+)$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : [Number.MAX_SAFE_INTEGER, 0];
}

const kindIndex = (value: string): number => (oilKinds as readonly string[]).indexOf(value);

const byText = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value, 'ru', { numeric: true });

const facetOrder: Record<FacetName, (a: FacetValue, b: FacetValue) => number> = {
  kind: (a, b) => kindIndex(a.value) - kindIndex(b.value),
  viscosity: (a, b) => {
    const [aw, as] = viscosityOrder(a.value);
    const [bw, bs] = viscosityOrder(b.value);
    return aw - bw || as - bs || byText(a, b);
  },
  spec: byText,
  approval: byText,
  volume: (a, b) => Number(a.value) - Number(b.value),
  brand: byText,
};

/** Counts by facet, in each facet's order; a chosen value nothing matches stays (0) so it can be unchosen. */
function facetsOf(
  rows: Awaited<ReturnType<typeof oilFacetCounts>>,
  values: OilFilter['values'],
): { facets: Record<FacetName, FacetValue[]>; total: number } {
  let total = 0;
  const counts = new Map<FacetName, Map<string, number>>(facetNames.map((name) => [name, new Map()]));
  for (const row of rows) {
    if (row.facet === 'total') total = row.count;
    else
      counts.get(row.facet)?.set(row.facet === 'volume' ? String(Number(row.value)) : row.value, row.count);
  }
  const facet = (name: FacetName): FacetValue[] => {
    const map = counts.get(name) ?? new Map<string, number>();
    for (const chosen of values[name]) if (!map.has(chosen)) map.set(chosen, 0);
    return [...map].map(([value, count]) => ({ value, count })).sort(facetOrder[name]);
  };
  const facets = {
    kind: facet('kind'),
    viscosity: facet('viscosity'),
    spec: facet('spec'),
    approval: facet('approval'),
    volume: facet('volume'),
    brand: facet('brand'),
  };
  return { facets, total };
}

function itemOf(row: OilRow, offer: Offer | undefined): OilItem {
  return {
    goodId: row.good_id,
    brandName: row.brand_name,
    number: row.number,
    name: row.name,
    kind: row.kind,
    viscosity: row.viscosity,
    specs: row.specs,
    approvals: row.approvals,
    volume: row.volume === null ? null : Number(row.volume),
    bestOffer: bestOfferOf(offer),
  };
}

/**
 * The garage car's fit: a guest must sign in; another user's car (or none) is 'not found', as the garage
 * answers it.
 */
async function carFit(db: Database, userId: number | null, carId: number): Promise<CarFit> {
  if (userId === null) throw unauthorized();
  const car = await findCar(db, userId, carId);
  if (!car) throw notFound(carMessages.notFound);
  return fitOfCar(car);
}

/** `GET /api/oils`: one page of oils, fluids and filters with facet counts and best offers. */
export async function listOils(db: Database, query: OilQuery, viewer: ListViewer): Promise<OilList> {
  const fit = query.carId === null ? null : await carFit(db, viewer.userId, query.carId);
  const filter: OilFilter = { values: query.values, stockOnly: query.stockOnly, fit: fit?.rules ?? null };
  const [counts, rows] = await Promise.all([
    oilFacetCounts(db, filter),
    oilPage(db, filter, OILS_PAGE_SIZE, (query.page - 1) * OILS_PAGE_SIZE),
  ]);
  const offers = await bestOffersOfGoods(
    db,
    new Map(rows.map((row) => [row.good_id, row.brand_id])),
    viewer.view,
    viewer.officeVendorId,
  );
  const engineOil = fit?.rules.filter((rule) => rule.kind === 'engine-oil') ?? [];
  return {
    items: rows.map((row) => itemOf(row, offers.get(row.good_id))),
    ...facetsOf(counts, query.values),
    page: query.page,
    pageSize: OILS_PAGE_SIZE,
    byCar:
      fit && query.carId !== null
        ? {
            carId: query.carId,
            engine: fit.engine,
            viscosities: [...new Set(engineOil.flatMap((rule) => rule.viscosities))],
            tolerances: [...new Set(engineOil.flatMap((rule) => rule.tolerances))],
          }
        : null,
  };
}
