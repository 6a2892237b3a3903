import { normalizeBrandName, normalizePartNumber } from '@shop/shared/catalog';
import type { Database } from '../../db/connection.js';
import { HttpError } from '../../errors/http-error.js';
import type { SsdCodec, SsdState } from '../ssd.js';
import type {
  Catalog,
  Category,
  Detail,
  OemProvider,
  QuickGroup,
  Unit,
  UnitWithDetails,
  Vehicle,
} from '../types.js';
import { imageMap, unitDrawing } from './drawing.js';
import * as q from './queries.js';
import { chosenVehicles, engineLabel, wizardSteps } from './wizard.js';

export const notFound = {
  catalog: 'Каталог не найден',
  vehicle: 'Автомобиль не найден',
  unit: 'Узел не найден',
} as const;

const features: Catalog['features'] = [
  { name: 'wizardsearch2' },
  { name: 'vinsearch' },
  { name: 'framesearch' },
  { name: 'quickgroups' },
];

export const imageUrl = (code: string) => `/api/laximo2/image/${encodeURIComponent(code)}/%size%.svg`;

/** Ids in the API are digits; anything else is not found rather than a database error. */
function numericId(value: string, message: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new HttpError(404, message);
  return Number(value);
}

function toDetail(row: {
  code_on_image: string;
  oem: string;
  brand: string;
  name: string;
  amount: string | null;
  note: string | null;
}): Detail {
  return {
    codeOnImage: row.code_on_image,
    oem: row.oem,
    brand: row.brand,
    name: row.name,
    amount: row.amount,
    note: row.note,
  };
}

/** The OEM catalogs of the shop's own database (demo data, migration 0015). */
export function createBuiltinProvider(db: Database, ssd: SsdCodec, now = () => new Date()): OemProvider {
  const thisYear = () => now().getUTCFullYear();

  async function catalog(code: string) {
    const row = await q.findCatalog(db, code);
    if (!row) throw new HttpError(404, notFound.catalog);
    return row;
  }

  const toCatalog = (row: { code: string; name: string; brand: string }): Catalog => ({
    code: row.code,
    name: row.name,
    brand: row.brand,
    icon: null,
    features,
  });

  function toVehicle(row: q.VehicleRow): Vehicle {
    const years = `${row.year_from}–${row.year_to}`;
    return {
      vehicleId: String(row.id),
      catalogCode: row.catalog_code,
      brand: row.catalog_name,
      name: `${row.catalog_name} ${row.model} ${row.body} ${row.engine} ${row.gearbox} (${years})`,
      ssd: ssd.sign({ c: row.catalog_code, w: {}, v: row.id }),
      attributes: [
        { key: 'model', name: 'Модель', value: row.model },
        { key: 'years', name: 'Годы выпуска', value: years },
        { key: 'body', name: 'Кузов', value: row.body },
        { key: 'engine', name: 'Двигатель', value: engineLabel(row) },
        { key: 'engineCode', name: 'Код двигателя', value: row.engine_code },
        { key: 'power', name: 'Мощность', value: `${row.power_hp} л.с.` },
        { key: 'gearbox', name: 'КПП', value: row.gearbox },
        { key: 'drive', name: 'Привод', value: row.drive },
      ],
    };
  }

  const toUnit = (row: { id: number; code: string; name: string }, unitSsd: string): Unit => ({
    unitId: String(row.id),
    code: row.code,
    name: row.name,
    imageUrl: imageUrl(row.code),
    ssd: unitSsd,
  });

  /** The vehicle of a request: the ssd must be ours and of the catalog, and name this vehicle if it names one. */
  async function vehicleOf(catalogCode: string, token: string, vehicleId: string) {
    const state = ssd.read(token, catalogCode);
    const id = numericId(vehicleId, notFound.vehicle);
    if (state.v !== undefined && state.v !== id) throw new HttpError(404, notFound.vehicle);
    const row = await q.findVehicle(db, catalogCode, id);
    if (!row) throw new HttpError(404, notFound.vehicle);
    return row;
  }

  function groupTree(
    rows: { id: number; name: string; parent_id: number | null }[],
    withParts: Set<number>,
  ): QuickGroup[] {
    const build = (parent: number | null): QuickGroup[] =>
      rows
        .filter((row) => row.parent_id === parent)
        .map((row) => ({
          quickGroupId: String(row.id),
          name: row.name,
          link: withParts.has(row.id),
          children: build(row.id),
        }))
        .filter((group) => group.link || group.children.length > 0);
    return build(null);
  }

  return {
    async catalogs() {
      return (await q.listCatalogs(db)).map(toCatalog);
    },

    async catalogInfo(catalogCode, token) {
      const row = await catalog(catalogCode);
      const state: SsdState = ssd.read(token, catalogCode);
      const vehicles = await q.catalogVehicles(db, catalogCode);
      const fitting = chosenVehicles(vehicles, state, thisYear());
      return {
        catalog: toCatalog(row),
        wizard: wizardSteps(vehicles, { c: catalogCode, w: state.w }, (s) => ssd.sign(s), thisYear()),
        allowListVehicles: fitting.length > 0 && (state.w.model !== undefined || fitting.length <= 10),
      };
    },

    async vehiclesByWizard(catalogCode, token) {
      await catalog(catalogCode);
      const state = ssd.read(token, catalogCode);
      if (state.v !== undefined) {
        const row = await q.findVehicle(db, catalogCode, state.v);
        return row ? [toVehicle(row)] : [];
      }
      const vehicles = await q.catalogVehicles(db, catalogCode);
      return chosenVehicles(vehicles, state, thisYear()).map(toVehicle);
    },

    async vehiclesByIdent(ident, kind, catalogCode) {
      if (catalogCode !== null) await catalog(catalogCode);
      return (await q.vehiclesByIdent(db, ident, kind, catalogCode)).map(toVehicle);
    },

    async vehicle(catalogCode, token, vehicleId, categoryId) {
      const row = await vehicleOf(catalogCode, token, vehicleId);
      const vehicleSsd = ssd.sign({ c: catalogCode, w: {}, v: row.id });
      const [categoryRows, unitRows] = await Promise.all([q.listCategories(db), q.vehicleUnits(db, row.id)]);
      const used = new Set(unitRows.map((unit) => unit.category_id));
      // A category is shown when it or one of its children has units of the vehicle.
      const categories: Category[] = categoryRows
        .filter(
          (c) =>
            used.has(c.id) || categoryRows.some((child) => child.parent_id === c.id && used.has(child.id)),
        )
        .map((c) => ({
          categoryId: String(c.id),
          name: c.name,
          parentId: c.parent_id === null ? null : String(c.parent_id),
        }));
      let units = unitRows;
      if (categoryId !== null) {
        const wanted = new Set(
          categoryRows
            .filter((c) => String(c.id) === categoryId || String(c.parent_id) === categoryId)
            .map((c) => c.id),
        );
        units = unitRows.filter((unit) => wanted.has(unit.category_id));
      }
      return { vehicle: toVehicle(row), categories, units: units.map((unit) => toUnit(unit, vehicleSsd)) };
    },

    async quickGroups(catalogCode, token, vehicleId) {
      const row = await vehicleOf(catalogCode, token, vehicleId);
      const [groups, withParts] = await Promise.all([
        q.listQuickGroups(db),
        q.vehicleQuickGroupIds(db, row.id),
      ]);
      return groupTree(groups, new Set(withParts));
    },

    async quickGroupUnits(catalogCode, token, vehicleId, groupId) {
      const row = await vehicleOf(catalogCode, token, vehicleId);
      const groups = await q.listQuickGroups(db);
      if (!groups.some((group) => String(group.id) === groupId)) return [];
      // A group with children stands for all of them.
      const ids = new Set<number>([Number(groupId)]);
      for (let grew = true; grew;) {
        grew = false;
        for (const group of groups) {
          if (group.parent_id !== null && ids.has(group.parent_id) && !ids.has(group.id)) {
            ids.add(group.id);
            grew = true;
          }
        }
      }
      const vehicleSsd = ssd.sign({ c: catalogCode, w: {}, v: row.id });
      const units = new Map<number, UnitWithDetails>();
      for (const detail of await q.groupDetails(db, row.id, [...ids])) {
        const unit = units.get(detail.unit_id) ?? {
          ...toUnit({ id: detail.unit_id, code: detail.unit_code, name: detail.unit_name }, vehicleSsd),
          details: [],
        };
        unit.details.push(toDetail(detail));
        units.set(detail.unit_id, unit);
      }
      return [...units.values()];
    },

    async unit(catalogCode, token, unitId) {
      const state = ssd.read(token, catalogCode);
      await catalog(catalogCode);
      const unit = await q.findUnit(db, numericId(unitId, notFound.unit), state.v ?? null);
      if (!unit) throw new HttpError(404, notFound.unit);
      const details = (await q.unitDetails(db, [unit.id])).map(toDetail);
      const codes = [...new Set(details.map((detail) => detail.codeOnImage))];
      return { unit: toUnit(unit, token), details, imageMap: imageMap(codes) };
    },

    async whereUsed(oem, brand) {
      const rows = await q.whereUsed(db, normalizePartNumber(oem));
      const wanted = brand === null ? null : normalizeBrandName(brand);
      return rows
        .filter((row) => wanted === null || normalizeBrandName(row.detail_brand) === wanted)
        .map((row) => ({
          catalogCode: row.catalog_code,
          vehicleId: String(row.id),
          name: toVehicle(row).name,
          ssd: ssd.sign({ c: row.catalog_code, w: {}, v: row.id }),
          unitId: String(row.unit_id),
          unitName: row.unit_name,
        }));
    },

    async image(unitCode, size) {
      const unit = await q.findUnitByCode(db, unitCode);
      if (!unit) return null;
      const details = await q.unitDetails(db, [unit.id]);
      const parts = [
        ...new Map(details.map((d) => [d.code_on_image, { code: d.code_on_image, name: d.name }])).values(),
      ];
      return unitDrawing(unit.name, parts, size === 'source' ? null : Number(size));
    },
  };
}
