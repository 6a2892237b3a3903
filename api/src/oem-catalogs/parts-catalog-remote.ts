import { isValidVin, normalizeVin, ruleMessages } from '@shop/shared/validation';
import { HttpError } from '../errors/http-error.js';
import type { Car, PartsCatalog, PartsGroup, PartsUnit } from './parts-catalog.js';
import { flag, list, number, record, text, type Json } from './read.js';
import type { PartsCatalogConfig } from './parts-catalog-config.js';
import { parseJson, remoteMessages, requestText } from './remote.js';

const orNull = (value: string) => value || null;

function toCar(row: Json): Car {
  return {
    id: text(row, 'id'),
    catalogId: text(row, 'catalogId'),
    name: text(row, 'name'),
    description: text(row, 'description'),
    modelId: text(row, 'modelId'),
    modelName: text(row, 'modelName'),
    vin: orNull(text(row, 'vin')),
    parameters: list(row.parameters).map((p) => ({
      key: text(p, 'key') || text(p, 'idx'),
      name: text(p, 'name'),
      value: text(p, 'value'),
    })),
  };
}

function toGroup(row: Json): PartsGroup {
  return {
    id: text(row, 'id'),
    parentId: orNull(text(row, 'parentId')),
    hasSubgroups: flag(row, 'hasSubgroups'),
    hasParts: flag(row, 'hasParts'),
    name: text(row, 'name'),
    img: orNull(text(row, 'img')),
  };
}

function toUnit(row: Json): PartsUnit {
  return {
    img: text(row, 'img'),
    imgDescription: text(row, 'imgDescription'),
    partGroups: list(row.partGroups).map((group) => ({
      name: text(group, 'name'),
      number: text(group, 'number'),
      positionNumber: text(group, 'positionNumber'),
      description: text(group, 'description'),
      parts: list(group.parts).map((part) => ({
        id: text(part, 'id'),
        name: text(part, 'name'),
        number: text(part, 'number'),
        brand: text(part, 'brand'),
        notice: orNull(text(part, 'notice')),
        positionNumber: text(part, 'positionNumber'),
      })),
    })),
    positions: list(row.positions).map((position) => {
      const c = Array.isArray(position.coordinates) ? position.coordinates.map(Number) : [];
      const [x = 0, y = 0, w = 0, h = 0] = c.map((value) => (Number.isFinite(value) ? value : 0));
      return { number: text(position, 'number'), coordinates: [x, y, w, h] };
    }),
  };
}

/**
 * The 'Catalogs API' over HTTP (`GET <url>/catalogs/…` with the key in `Authorization`), its answers checked
 * field by field into the shop's shapes; 404 stays 404, other failures are 502/503 in Russian.
 */
export function createRemotePartsCatalog(
  config: PartsCatalogConfig,
  fetchImpl: typeof fetch = fetch,
): PartsCatalog {
  async function get(path: string, params: Record<string, string> = {}, notFound = 'Каталог не найден') {
    const query = new URLSearchParams(params).toString();
    const url = `${config.url ?? ''}${path}${query ? `?${query}` : ''}`;
    const headers = { authorization: config.key ?? '', accept: 'application/json', 'accept-language': 'ru' };
    const { status, body } = await requestText(fetchImpl, url, { method: 'GET', headers }, config.timeoutMs);
    if (status === 404) throw new HttpError(404, notFound);
    if (status !== 200) throw new HttpError(502, remoteMessages.unavailable);
    return parseJson(body);
  }
  const catalog = (id: string) => `/catalogs/${encodeURIComponent(id)}`;
  const carMissing = 'Автомобиль не найден';

  return {
    async catalogs() {
      return list(await get('/catalogs/')).map((row) => ({
        id: text(row, 'id'),
        name: text(row, 'name'),
        modelsCount: number(row, 'modelsCount'),
      }));
    },
    async models(catalogId) {
      return list(await get(`${catalog(catalogId)}/models/`)).map((row) => ({
        id: text(row, 'id'),
        name: text(row, 'name'),
        img: orNull(text(row, 'img')),
      }));
    },
    async carsByVin(vin) {
      if (!isValidVin(vin)) throw new HttpError(400, ruleMessages.vin);
      return list(await get('/car/info', { q: normalizeVin(vin) })).map(toCar);
    },
    async carsOfModel(catalogId, modelId) {
      return list(await get(`${catalog(catalogId)}/cars2/`, { modelId })).map(toCar);
    },
    async car(catalogId, carId) {
      const row = record(
        await get(`${catalog(catalogId)}/cars2/${encodeURIComponent(carId)}`, {}, carMissing),
      );
      if (!text(row, 'id')) throw new HttpError(404, carMissing);
      return toCar(row);
    },
    async groups(catalogId, carId, groupId) {
      const params: Record<string, string> = { carId };
      if (groupId !== null) params.groupId = groupId;
      return list(await get(`${catalog(catalogId)}/groups2/`, params, carMissing)).map(toGroup);
    },
    async units(catalogId, carId, groupId) {
      const groups = list(await get(`${catalog(catalogId)}/groups2/`, { carId, groupId }, carMissing)).map(
        toGroup,
      );
      return groups.filter((group) => group.hasParts);
    },
    async unit(catalogId, carId, groupId) {
      return toUnit(record(await get(`${catalog(catalogId)}/parts2/`, { carId, groupId }, 'Узел не найден')));
    },
  };
}
