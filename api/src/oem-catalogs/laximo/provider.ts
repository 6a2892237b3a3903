import { HttpError } from '../../errors/http-error.js';
import type {
  Catalog,
  CatalogFeature,
  Category,
  Detail,
  OemProvider,
  QuickGroup,
  Unit,
  UnitWithDetails,
  Vehicle,
  WizardStep,
} from '../types.js';
import type { LaximoCall } from './client.js';
import { flag, list, number, record, text, type Json } from '../read.js';

const knownFeatures = new Set<string>(['wizardsearch2', 'vinsearch', 'framesearch', 'quickgroups']);

function toCatalog(row: Json): Catalog {
  return {
    code: text(row, 'code'),
    name: text(row, 'name'),
    brand: text(row, 'brand'),
    icon: text(row, 'icon') || null,
    features: list(row.features)
      .map((feature) => text(feature, 'name'))
      .filter((name): name is CatalogFeature => knownFeatures.has(name))
      .map((name) => ({ name })),
  };
}

function toVehicle(row: Json, catalogCode: string): Vehicle {
  return {
    vehicleId: text(row, 'vehicleId'),
    catalogCode: text(row, 'catalog') || catalogCode,
    brand: text(row, 'brand'),
    name: text(row, 'name'),
    ssd: text(row, 'ssd'),
    attributes: list(row.attributes).map((a) => ({
      key: text(a, 'key'),
      name: text(a, 'name'),
      value: text(a, 'value'),
    })),
  };
}

function toUnit(row: Json): Unit {
  return {
    unitId: text(row, 'unitId'),
    code: text(row, 'code'),
    name: text(row, 'name'),
    imageUrl: text(row, 'imageUrl'),
    ssd: text(row, 'ssd'),
  };
}

function attribute(row: Json, key: string): string | null {
  return (
    list(row.attributes)
      .find((a) => text(a, 'key') === key)
      ?.value?.toString() ?? null
  );
}

/** Laximo's parts carry no brand: the catalog's brand is the maker's. */
function toDetail(row: Json, brand: string): Detail {
  return {
    codeOnImage: text(row, 'codeOnImage'),
    oem: text(row, 'oem'),
    brand,
    name: text(row, 'name'),
    amount: attribute(row, 'amount'),
    note: attribute(row, 'note'),
  };
}

function toGroup(row: Json): QuickGroup {
  return {
    quickGroupId: text(row, 'quickGroupId'),
    name: text(row, 'name'),
    link: flag(row, 'link'),
    children: list(row.children).map(toGroup),
  };
}

/** Laximo.CAT over its REST API, answering in the shop's shapes (`imageUrl`s point at Laximo's images). */
export function createLaximoProvider(call: LaximoCall): OemProvider {
  const brands = new Map<string, string>();

  async function catalogInfo(catalogCode: string): Promise<Catalog> {
    const catalog = toCatalog(record(await call('getCatalogInfo', { catalog: catalogCode })));
    if (!catalog.code) throw new HttpError(404, 'Каталог не найден');
    brands.set(catalog.code, catalog.brand);
    return catalog;
  }

  async function brandOf(catalogCode: string): Promise<string> {
    return brands.get(catalogCode) ?? (await catalogInfo(catalogCode)).brand;
  }

  async function catalogs(): Promise<Catalog[]> {
    const rows = list(await call('listCatalogs', {})).map(toCatalog);
    for (const catalog of rows) brands.set(catalog.code, catalog.brand);
    return rows;
  }

  return {
    catalogs,

    async catalogInfo(catalogCode, ssd) {
      const [catalog, steps] = await Promise.all([
        catalogInfo(catalogCode),
        call('getWizard2', { catalog: catalogCode, ssd }),
      ]);
      const rows = list(steps);
      const wizard: WizardStep[] = rows.map((step) => ({
        conditionId: text(step, 'conditionId'),
        name: text(step, 'name'),
        value: text(step, 'value'),
        determined: flag(step, 'determined'),
        automatic: flag(step, 'automatic'),
        ssd: text(step, 'ssd'),
        options: list(step.options).map((o) => ({ key: text(o, 'key'), value: text(o, 'value') })),
      }));
      return { catalog, wizard, allowListVehicles: rows.some((step) => flag(step, 'allowListVehicles')) };
    },

    async vehiclesByWizard(catalogCode, ssd) {
      const rows = list(await call('findVehicleByWizard2', { catalog: catalogCode, ssd }));
      return rows.map((row) => toVehicle(row, catalogCode));
    },

    async vehiclesByIdent(ident, _kind, catalogCode) {
      const params: Record<string, string> = { identString: ident };
      if (catalogCode !== null) params.catalog = catalogCode;
      return list(await call('findVehicle', params)).map((row) => toVehicle(row, catalogCode ?? ''));
    },

    async vehicle(catalogCode, ssd, vehicleId, categoryId) {
      const base = { catalog: catalogCode, vehicleId, ssd };
      const [vehicle, categories, units] = await Promise.all([
        call('getVehicleInfo', base),
        call('listCategories', { ...base, categoryId: '-1' }),
        call('listUnits', { ...base, categoryId: categoryId ?? '-1' }),
      ]);
      const row = record(vehicle);
      if (!text(row, 'vehicleId')) throw new HttpError(404, 'Автомобиль не найден');
      return {
        vehicle: toVehicle(row, catalogCode),
        categories: list(categories).map((c): Category => ({
          categoryId: text(c, 'categoryId'),
          name: text(c, 'name'),
          parentId: text(c, 'parentCategoryId') || null,
        })),
        units: list(units).map(toUnit),
      };
    },

    async quickGroups(catalogCode, ssd, vehicleId) {
      const root = toGroup(record(await call('listQuickGroup', { catalog: catalogCode, vehicleId, ssd })));
      return root.children;
    },

    async quickGroupUnits(catalogCode, ssd, vehicleId, groupId) {
      const brand = await brandOf(catalogCode);
      const categories = list(
        await call('listQuickDetail', {
          catalog: catalogCode,
          vehicleId,
          quickGroupId: groupId,
          ssd,
          all: '1',
        }),
      );
      return categories.flatMap((category) =>
        list(category.units).map((unit): UnitWithDetails => ({
          ...toUnit(unit),
          details: list(unit.details).map((d) => toDetail(d, brand)),
        })),
      );
    },

    async unit(catalogCode, ssd, unitId) {
      const base = { catalog: catalogCode, unitId, ssd };
      const [brand, unit, details, map] = await Promise.all([
        brandOf(catalogCode),
        call('getUnitInfo', base),
        call('listDetailByUnit', base),
        call('listImageMapByUnit', base),
      ]);
      const row = record(unit);
      if (!text(row, 'unitId')) throw new HttpError(404, 'Узел не найден');
      return {
        unit: toUnit(row),
        details: list(details).map((d) => toDetail(d, brand)),
        imageMap: list(map).map((area) => ({
          code: text(area, 'code'),
          x1: number(area, 'x1'),
          y1: number(area, 'y1'),
          x2: number(area, 'x2'),
          y2: number(area, 'y2'),
        })),
      };
    },

    /** Laximo answers applicability per catalog: the catalogs of the brand (all when none is given). */
    async whereUsed(oem, brand) {
      const wanted = (await catalogs()).filter(
        (catalog) => brand === null || catalog.brand.toUpperCase() === brand.toUpperCase(),
      );
      const found = await Promise.all(
        wanted.slice(0, 10).map(async (catalog) => {
          const rows = list(await call('findApplicableVehicles', { catalog: catalog.code, oem }));
          return rows.map((row) => {
            const vehicle = toVehicle(row, catalog.code);
            return {
              catalogCode: vehicle.catalogCode,
              vehicleId: vehicle.vehicleId,
              name: vehicle.name,
              ssd: vehicle.ssd,
              unitId: '',
              unitName: '',
            };
          });
        }),
      );
      return found.flat();
    },

    async image() {
      return null;
    },
  };
}
