import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * The oils catalog and the accessories (issue 12): what kind of oil, fluid or filter a good is and its
 * characteristics (SAE viscosity, API/ACEA/DOT/G-class specifications, carmakers' approvals, volume in
 * litres), and the accessories' categories. The oils page filters by kind and viscosity (btree) and by
 * specifications and approvals (array overlap, GIN). The categories are the shop's own list, kept here.
 */
const up: RawBuilder<unknown>[] = [
  sql`create table oil_specs (
    good_id bigint primary key references goods(id) on delete cascade,
    kind text not null check (kind in ('engine-oil', 'transmission-oil', 'antifreeze', 'brake-fluid',
      'oil-filter', 'air-filter', 'cabin-filter', 'fuel-filter')),
    viscosity text,
    specs text[] not null default '{}',
    approvals text[] not null default '{}',
    volume numeric(6, 2) check (volume > 0)
  )`,
  sql`create index oil_specs_kind_viscosity_idx on oil_specs (kind, viscosity)`,
  sql`create index oil_specs_specs_idx on oil_specs using gin (specs)`,
  sql`create index oil_specs_approvals_idx on oil_specs using gin (approvals)`,
  sql`create table accessory_categories (
    slug text primary key,
    name text not null,
    sort integer not null
  )`,
  sql`insert into accessory_categories (slug, name, sort) values
    ('wipers', 'Щётки стеклоочистителя', 1),
    ('mats', 'Коврики', 2),
    ('fresheners', 'Ароматизаторы', 3),
    ('compressors', 'Компрессоры', 4),
    ('first-aid-kits', 'Аптечки', 5),
    ('fire-extinguishers', 'Огнетушители', 6),
    ('warning-triangles', 'Знаки аварийной остановки', 7),
    ('dashcams', 'Видеорегистраторы', 8)`,
  sql`create table accessories (
    good_id bigint primary key references goods(id) on delete cascade,
    category text not null references accessory_categories(slug)
  )`,
  sql`create index accessories_category_idx on accessories (category, good_id)`,
];

const down: RawBuilder<unknown>[] = [
  sql`drop table accessories`,
  sql`drop table accessory_categories`,
  sql`drop table oil_specs`,
];

export const oilsAndAccessories: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await statement.execute(db);
  },
};
