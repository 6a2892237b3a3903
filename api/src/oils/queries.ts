import { sql, type RawBuilder } from 'kysely';
import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../db/connection.js';
import { hasOfferOnSale } from '../search/queries.js';
import type { FitRule } from './car-rules.js';
import { oilKinds } from './kinds.js';

/** The dimensions of the oils page's facets, each also a filter. */
export const facetNames = ['kind', 'viscosity', 'spec', 'approval', 'volume', 'brand'] as const;
export type FacetName = (typeof facetNames)[number];

/** Filters of the oils page: values of one facet are alternatives, facets narrow each other. */
export interface OilFilter {
  values: Readonly<Record<FacetName, readonly string[]>>;
  stockOnly: boolean;
  /** What fits the chosen garage car; null: any car. */
  fit: readonly FitRule[] | null;
}

const yes = sql<boolean>`true`;
const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;

/** Each facet's own condition (true when it has no values chosen). */
function facetConditions(filter: OilFilter): Record<FacetName, RawBuilder<boolean>> {
  const { kind, viscosity, spec, approval, volume, brand } = filter.values;
  const when = (values: readonly string[], condition: RawBuilder<boolean>) =>
    values.length === 0 ? yes : condition;
  return {
    kind: when(kind, sql<boolean>`s.kind = any(${textArray(kind)})`),
    viscosity: when(viscosity, sql<boolean>`s.viscosity = any(${textArray(viscosity)})`),
    spec: when(spec, sql<boolean>`s.specs && ${textArray(spec)}`),
    approval: when(approval, sql<boolean>`s.approvals && ${textArray(approval)}`),
    volume: when(volume, sql<boolean>`s.volume = any(${textArray(volume)}::numeric[])`),
    brand: when(brand, sql<boolean>`b.normalized_name = any(${textArray(brand.map(normalizeBrandName))})`),
  };
}

/** The original part by brand and number and its analogues (both ways through the cross groups). */
function originalOrAnalogue(brand: string, number: string): RawBuilder<boolean> {
  const part = sql`select p.id from goods p join brands pb on pb.id = p.brand_id
    where pb.normalized_name = ${normalizeBrandName(brand)} and p.normalized_number = ${normalizePartNumber(number)}`;
  return sql<boolean>`(s.good_id in (${part}) or s.good_id in (
    select other.good_id from cross_group_goods mine
    join cross_group_goods other on other.group_id = mine.group_id
    where mine.good_id in (${part})))`;
}

/** One rule of `car-rules.ts` in SQL. */
function ruleCondition(rule: FitRule): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`s.kind = ${rule.kind}`];
  if (rule.viscosities.length > 0)
    parts.push(sql<boolean>`s.viscosity = any(${textArray(rule.viscosities)})`);
  if (rule.tolerances.length > 0) {
    const tolerances = textArray(rule.tolerances);
    parts.push(sql<boolean>`(s.specs && ${tolerances} or s.approvals && ${tolerances})`);
  }
  if (rule.original) parts.push(originalOrAnalogue(rule.original.brand, rule.original.number));
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Stock and car: the conditions that are not facets. A car no rule knows keeps nothing. */
function commonConditions(filter: OilFilter): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.stockOnly) parts.push(hasOfferOnSale(sql.ref('s.good_id')));
  if (filter.fit !== null) {
    parts.push(
      filter.fit.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`(${sql.join(filter.fit.map(ruleCondition), sql` or `)})`,
    );
  }
  return parts.length === 0 ? yes : sql<boolean>`${sql.join(parts, sql` and `)}`;
}

const allOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? yes : sql<boolean>`${sql.join(conditions, sql` and `)}`;

export interface FacetCountRow {
  facet: FacetName | 'total';
  value: string;
  count: number;
}

/**
 * Counts per value of every facet under the other facets' filters (and stock and car), plus the total
 * under all of them, in ONE statement: the goods are read once, each facet counted from that.
 */
export async function oilFacetCounts(db: Database, filter: OilFilter): Promise<FacetCountRow[]> {
  const own = facetConditions(filter);
  const others = (name: FacetName | null) =>
    allOf(facetNames.filter((other) => other !== name).map((other) => sql.ref(`m_${other}`)));
  const column = (name: FacetName) => sql.raw(`m_${name}`);
  const matches = facetNames.map((name) => sql`${own[name]} as ${column(name)}`);
  const { rows } = await sql<FacetCountRow>`
    with base as materialized (
      select s.kind, s.viscosity, s.specs, s.approvals, s.volume::text as volume, b.name as brand,
        ${sql.join(matches)}
      from oil_specs s
      join goods g on g.id = s.good_id
      join brands b on b.id = g.brand_id
      where ${commonConditions(filter)}
    )
    select 'kind' as facet, kind as value, count(*)::integer as count
      from base where ${others('kind')} group by kind
    union all
    select 'viscosity', viscosity, count(*)::integer
      from base where viscosity is not null and ${others('viscosity')} group by viscosity
    union all
    select 'spec', spec.value, count(*)::integer
      from base cross join lateral unnest(base.specs) as spec(value) where ${others('spec')} group by spec.value
    union all
    select 'approval', approval.value, count(*)::integer
      from base cross join lateral unnest(base.approvals) as approval(value)
      where ${others('approval')} group by approval.value
    union all
    select 'volume', volume, count(*)::integer
      from base where volume is not null and ${others('volume')} group by volume
    union all
    select 'brand', brand, count(*)::integer from base where ${others('brand')} group by brand
    union all
    select 'total', '', count(*)::integer from base where ${others(null)}`.execute(db);
  return rows;
}

export interface OilRow {
  good_id: number;
  number: string;
  name: string;
  brand_id: number;
  brand_name: string;
  kind: string;
  viscosity: string | null;
  specs: string[];
  approvals: string[];
  volume: string | null;
}

/** One page of the goods under every filter: by kind (engine oils first), those on sale first, then by name. */
export async function oilPage(
  db: Database,
  filter: OilFilter,
  limit: number,
  offset: number,
): Promise<OilRow[]> {
  const own = facetConditions(filter);
  const { rows } = await sql<OilRow>`
    select s.good_id, g.number, g.name, b.id as brand_id, b.name as brand_name,
      s.kind, s.viscosity, s.specs, s.approvals, s.volume
    from oil_specs s
    join goods g on g.id = s.good_id
    join brands b on b.id = g.brand_id
    where ${commonConditions(filter)} and ${allOf(facetNames.map((name) => own[name]))}
    order by array_position(${textArray(oilKinds)}, s.kind), ${hasOfferOnSale(sql.ref('s.good_id'))} desc,
      b.name, g.name, s.good_id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}
