import { isValidVin, normalizeVin, ruleMessages } from '@shop/shared/validation';
import { HttpError } from '../errors/http-error.js';
import type { OemProvider, QuickGroup, Vehicle } from './types.js';

/** The same catalogs in the shapes of the aftermarket 'Catalogs API' (SPEC §7 `/api/parts-catalog/*`). */
export interface Car {
  id: string;
  catalogId: string;
  name: string;
  description: string;
  modelId: string;
  modelName: string;
  vin: string | null;
  parameters: { key: string; name: string; value: string }[];
}

export interface PartsGroup {
  id: string;
  parentId: string | null;
  hasSubgroups: boolean;
  hasParts: boolean;
  name: string;
  img: string | null;
}

const carNotFound = 'Автомобиль не найден';

/** A car id carries the provider's vehicle id and its ssd: `<vehicleId>~<ssd>`. */
function carKey(carId: string): { vehicleId: string; ssd: string } {
  const at = carId.indexOf('~');
  if (at <= 0) throw new HttpError(404, carNotFound);
  return { vehicleId: carId.slice(0, at), ssd: carId.slice(at + 1) };
}

async function modelKeys(provider: OemProvider, catalogId: string): Promise<{ id: string; name: string }[]> {
  const info = await provider.catalogInfo(catalogId, '');
  const step = info.wizard.find((s) => s.conditionId === 'model') ?? info.wizard[0];
  return (step?.options ?? []).map((option) => ({ id: option.key, name: option.value }));
}

async function toCars(provider: OemProvider, vehicles: Vehicle[], vin: string | null): Promise<Car[]> {
  const models = new Map<string, { id: string; name: string }[]>();
  const cars: Car[] = [];
  for (const vehicle of vehicles) {
    const list = models.get(vehicle.catalogCode) ?? (await modelKeys(provider, vehicle.catalogCode));
    models.set(vehicle.catalogCode, list);
    const modelName = vehicle.attributes.find((a) => a.key === 'model')?.value ?? '';
    cars.push({
      id: `${vehicle.vehicleId}~${vehicle.ssd}`,
      catalogId: vehicle.catalogCode,
      name: vehicle.name,
      description: vehicle.attributes.map((a) => `${a.name}: ${a.value}`).join(', '),
      modelId: list.find((model) => model.name === modelName)?.id ?? '',
      modelName,
      vin,
      parameters: vehicle.attributes,
    });
  }
  return cars;
}

function flatten(
  groups: QuickGroup[],
  parentId: string | null,
): (QuickGroup & { parentId: string | null })[] {
  return groups.flatMap((group) => [{ ...group, parentId }, ...flatten(group.children, group.quickGroupId)]);
}

const toGroup = (group: QuickGroup & { parentId: string | null }): PartsGroup => ({
  id: group.quickGroupId,
  parentId: group.parentId,
  hasSubgroups: group.children.length > 0,
  hasParts: group.link,
  name: group.name,
  img: null,
});

/** The aftermarket catalog calls, answered from the OEM provider or by a remote 'Catalogs API'. */
export interface PartsCatalog {
  catalogs(): Promise<{ id: string; name: string; modelsCount: number }[]>;
  models(catalogId: string): Promise<{ id: string; name: string; img: string | null }[]>;
  carsByVin(vin: string): Promise<Car[]>;
  carsOfModel(catalogId: string, modelId: string): Promise<Car[]>;
  car(catalogId: string, carId: string): Promise<Car>;
  groups(catalogId: string, carId: string, groupId: string | null): Promise<PartsGroup[]>;
  units(catalogId: string, carId: string, groupId: string): Promise<PartsGroup[]>;
  unit(catalogId: string, carId: string, groupId: string): Promise<PartsUnit>;
}

export interface PartsUnit {
  img: string;
  imgDescription: string;
  partGroups: {
    name: string;
    number: string;
    positionNumber: string;
    description: string;
    parts: {
      id: string;
      name: string;
      number: string;
      brand: string;
      notice: string | null;
      positionNumber: string;
    }[];
  }[];
  positions: { number: string; coordinates: [number, number, number, number] }[];
}

export function createPartsCatalog(provider: OemProvider): PartsCatalog {
  async function groupsOf(catalogId: string, carId: string) {
    const { vehicleId, ssd } = carKey(carId);
    return flatten(await provider.quickGroups(catalogId, ssd, vehicleId), null);
  }

  return {
    async catalogs() {
      const catalogs = await provider.catalogs();
      return Promise.all(
        catalogs.map(async (catalog) => ({
          id: catalog.code,
          name: catalog.name,
          modelsCount: (await modelKeys(provider, catalog.code)).length,
        })),
      );
    },

    async models(catalogId: string) {
      return (await modelKeys(provider, catalogId)).map((model) => ({ ...model, img: null }));
    },

    async carsByVin(vin: string) {
      if (!isValidVin(vin)) throw new HttpError(400, ruleMessages.vin);
      const normalized = normalizeVin(vin);
      return toCars(provider, await provider.vehiclesByIdent(normalized, 'vin', null), normalized);
    },

    async carsOfModel(catalogId: string, modelId: string) {
      return toCars(provider, await provider.vehiclesByWizard(catalogId, modelId), null);
    },

    async car(catalogId: string, carId: string) {
      const { vehicleId, ssd } = carKey(carId);
      const info = await provider.vehicle(catalogId, ssd, vehicleId, null);
      const [car] = await toCars(provider, [info.vehicle], null);
      if (!car) throw new HttpError(404, carNotFound);
      return car;
    },

    async groups(catalogId: string, carId: string, groupId: string | null) {
      const all = await groupsOf(catalogId, carId);
      return all.filter((group) => group.parentId === groupId).map(toGroup);
    },

    /** The groups with parts under a group (the group itself when it has parts and no subgroups). */
    async units(catalogId: string, carId: string, groupId: string) {
      const all = await groupsOf(catalogId, carId);
      const under = new Set([groupId]);
      for (const group of all)
        if (group.parentId !== null && under.has(group.parentId)) under.add(group.quickGroupId);
      return all.filter((group) => under.has(group.quickGroupId) && group.link).map(toGroup);
    },

    async unit(catalogId: string, carId: string, groupId: string) {
      const { vehicleId, ssd } = carKey(carId);
      const [first] = await provider.quickGroupUnits(catalogId, ssd, vehicleId, groupId);
      if (!first) throw new HttpError(404, 'Узел не найден');
      const info = await provider.unit(catalogId, first.ssd, first.unitId);
      const codes = new Set(first.details.map((detail) => detail.codeOnImage));
      return {
        img: first.imageUrl.replace('%size%', 'source'),
        imgDescription: first.name,
        partGroups: first.details.map((detail) => ({
          name: detail.name,
          number: detail.oem,
          positionNumber: detail.codeOnImage,
          description: detail.note ?? '',
          parts: [
            {
              id: `${first.unitId}-${detail.codeOnImage}`,
              name: detail.name,
              number: detail.oem,
              brand: detail.brand,
              notice: detail.amount === null ? detail.note : `Количество: ${detail.amount}`,
              positionNumber: detail.codeOnImage,
            },
          ],
        })),
        positions: info.imageMap
          .filter((area) => codes.has(area.code))
          .map((area) => ({
            number: area.code,
            coordinates: [area.x1, area.y1, area.x2 - area.x1, area.y2 - area.y1] as [
              number,
              number,
              number,
              number,
            ],
          })),
      };
    },
  };
}
