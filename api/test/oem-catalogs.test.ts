import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FindByQueryResponse } from '@shop/shared';
import { seedDemoOemCatalog } from '../src/demo/oem/seed.js';
import type {
  CatalogInfo,
  QuickGroup,
  UnitInfo,
  UnitWithDetails,
  Vehicle,
  VehicleInfo,
} from '../src/oem-catalogs/types.js';
import type { DecodedVin } from '../src/oem-catalogs/vin.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;

async function get<T>(url: string, status = 200): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, status, `${url}: ${response.body}`);
  return response.json<T>();
}

const info = (code: string, ssd = '') =>
  get<CatalogInfo>(`/api/laximo2/catalog_info?${new URLSearchParams({ catalogCode: code, ssd })}`);
const byIdent = (identString: string) =>
  get<{ vehicles: Vehicle[]; decoded: DecodedVin | null }>(
    `/api/laximo2/vehicles?${new URLSearchParams({ identString })}`,
  );

function option(step: CatalogInfo['wizard'][number] | undefined, value: string): string {
  const found = step?.options.find((o) => o.value === value);
  assert.ok(found, `${step?.name}: ${value} among ${step?.options.map((o) => o.value).join(', ')}`);
  return found.key;
}

function findGroup(groups: QuickGroup[], name: string): QuickGroup | undefined {
  for (const group of groups) {
    if (group.name === name) return group;
    const inner = findGroup(group.children, name);
    if (inner) return inner;
  }
  return undefined;
}

before(async () => {
  t = await createTestApp({}, {}, { catalog: true });
  assert.equal(await seedDemoOemCatalog(t.db), true);
  assert.equal(await seedDemoOemCatalog(t.db), false, 'loads once');
});
after(() => t.close());

describe('OEM catalogs: makers and the wizard', () => {
  it('lists six makers with their features', async () => {
    const catalogs = await get<{ code: string; features: { name: string }[] }[]>('/api/laximo2/catalogs');
    assert.deepEqual(
      catalogs.map((c) => c.code),
      ['LADA', 'HYUNDAI', 'KIA', 'VW', 'TOYOTA', 'RENAULT'],
    );
    assert.ok(catalogs.every((c) => c.features.some((f) => f.name === 'wizardsearch2')));
  });

  it('goes step by step to the vehicles, clearing a step goes back, an automatic step has no choice', async () => {
    const start = await info('VW');
    assert.deepEqual(
      start.wizard.map((s) => s.name),
      ['Модель', 'Год выпуска', 'Кузов', 'Двигатель', 'КПП'],
    );
    assert.ok(start.wizard.every((s) => s.ssd === ''));
    const model = start.wizard[0];
    // One model only: it is determined automatically.
    assert.equal(model?.automatic, true);
    assert.equal(model?.value, 'Polo седан');

    const year = await info('VW', option(start.wizard[1], '2014'));
    assert.equal(year.wizard[1]?.value, '2014');
    assert.equal(year.wizard[1]?.determined, true);
    assert.equal(year.wizard[1]?.automatic, false);
    assert.deepEqual(
      year.wizard[3]?.options.map((o) => o.value),
      ['1.6 MPI 105 л.с. (CFNA)'],
    );
    assert.equal(year.wizard[3]?.automatic, true);

    const gearbox = await info('VW', option(year.wizard[4], 'АКПП-6'));
    assert.equal(gearbox.allowListVehicles, true);
    assert.equal(gearbox.wizard[4]?.value, 'АКПП-6');
    const { vehicles } = await get<{ vehicles: Vehicle[] }>(
      `/api/laximo2/vehicles?${new URLSearchParams({ catalogCode: 'VW', ssd: gearbox.wizard[4]?.options[0]?.key ?? '' })}`,
    );
    const listed = await get<{ vehicles: Vehicle[] }>(
      `/api/laximo2/vehicles?${new URLSearchParams({ catalogCode: 'VW', ssd: option(year.wizard[4], 'АКПП-6') })}`,
    );
    assert.equal(listed.vehicles.length, 1);
    assert.match(listed.vehicles[0]?.name ?? '', /Polo седан.*АКПП-6/);
    assert.ok(vehicles.length >= 1);

    // The year step's own ssd clears the year: back to all years, gearbox chosen stays.
    const cleared = await info('VW', gearbox.wizard[1]?.ssd ?? '');
    assert.equal(cleared.wizard[1]?.value, '');
    assert.equal(cleared.wizard[4]?.value, 'АКПП-6');
  });

  it('refuses a tampered or foreign ssd with 400 in Russian, and unknown catalogs with 404', async () => {
    const start = await info('LADA');
    const key = option(start.wizard[0], 'Vesta');
    const [payload = '', mac = ''] = key.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: 1 }),
    ).toString('base64url');
    for (const ssd of [
      `${forged}.${mac}`,
      `${payload}.${mac.slice(0, -2)}AA`,
      'garbage',
      '..',
      `${payload}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/laximo2/catalog_info?${new URLSearchParams({ catalogCode: 'LADA', ssd })}`,
      });
      assert.equal(response.statusCode, 400, ssd);
      assert.equal(
        response.json<{ message: string }>().message,
        'Неверный параметр ssd: начните выбор автомобиля заново',
      );
    }
    // Signed, but for another catalog.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/laximo2/vehicles?${new URLSearchParams({ catalogCode: 'KIA', ssd: key })}`,
    });
    assert.equal(other.statusCode, 400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/laximo2/catalog_info?catalogCode=NOPE' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json<{ message: string }>().message, 'Каталог не найден');
  });
});

describe('OEM catalogs: VIN', () => {
  it('finds a demo vehicle by its VIN and by a frame number', async () => {
    const polo = await byIdent('xw8zzz61zcg012345');
    assert.equal(polo.vehicles.length, 1);
    assert.equal(polo.vehicles[0]?.catalogCode, 'VW');
    assert.deepEqual(polo.decoded, {
      vin: 'XW8ZZZ61ZCG012345',
      maker: 'Volkswagen',
      catalogCode: 'VW',
      modelYear: 2012,
      plant: 'Volkswagen Group Rus, Калуга',
    });
    const rio = await byIdent('Z94CB41AAER234567');
    assert.equal(rio.vehicles[0]?.catalogCode, 'KIA');
    assert.deepEqual([rio.decoded?.maker, rio.decoded?.catalogCode], ['Kia', 'KIA'], 'Z94 builds Kia too');
    const camry = await byIdent('ASV50-0012345');
    assert.equal(camry.vehicles[0]?.catalogCode, 'TOYOTA');
    assert.equal(camry.decoded, null);
  });

  it('decodes an unknown valid VIN: no vehicles, the maker and its wizard', async () => {
    const lada = await byIdent('XTA210740Y1234567');
    assert.deepEqual(lada.vehicles, []);
    assert.equal(lada.decoded?.maker, 'LADA');
    assert.equal(lada.decoded?.catalogCode, 'LADA');
    assert.equal(lada.decoded?.modelYear, 2000);
    const bmw = await byIdent('WBA3A5C55CF256985');
    assert.equal(bmw.decoded?.maker, 'BMW');
    assert.equal(bmw.decoded?.catalogCode, null, 'no BMW catalog in the shop');
    const unknown = await byIdent('AAA3A5C55CF256985');
    assert.equal(unknown.decoded?.catalogCode, null);
  });

  it('refuses what is neither a VIN nor a frame number', async () => {
    for (const identString of ['XW8ZZZ61ZCG01234O', 'абв', '!!']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/laximo2/vehicles?${new URLSearchParams({ identString })}`,
      });
      assert.equal(response.statusCode, 400, identString);
      assert.equal(response.json<{ message: string }>().message, 'Неверный формат VIN или номера кузова');
    }
  });
});

describe('OEM catalogs: vehicle, quick groups, unit, offers', () => {
  it("quick group 'Масляный фильтр' leads to the Polo's oil filter and W 712/75 among its offers", async () => {
    const [polo] = (await byIdent('XW8ZZZ61ZCG012345')).vehicles;
    assert.ok(polo);
    const base = { catalogCode: 'VW', ssd: polo.ssd, vehicleId: polo.vehicleId };
    const page = await get<VehicleInfo>(`/api/laximo2/vehicle?${new URLSearchParams(base)}`);
    assert.ok(page.units.length >= 9);
    assert.ok(page.units.every((u) => u.imageUrl.includes('%size%')));
    assert.ok(page.categories.some((c) => c.name === 'Тормозная система' && c.parentId === null));
    const brakes = page.categories.find((c) => c.name === 'Передние тормоза');
    const front = await get<VehicleInfo>(
      `/api/laximo2/vehicle?${new URLSearchParams({ ...base, categoryId: brakes?.categoryId ?? '' })}`,
    );
    assert.deepEqual(
      front.units.map((u) => u.name),
      ['Тормозной механизм передний'],
    );

    const { groups } = await get<{ groups: QuickGroup[] }>(
      `/api/laximo2/quick_groups?${new URLSearchParams(base)}`,
    );
    const oil = findGroup(groups, 'Масляный фильтр');
    assert.equal(oil?.link, true);
    const { units } = await get<{ units: UnitWithDetails[] }>(
      `/api/laximo2/quick_groups?${new URLSearchParams({ ...base, groupId: oil?.quickGroupId ?? '' })}`,
    );
    assert.equal(units.length, 1);
    const detail = units[0]?.details[0];
    assert.deepEqual(
      { oem: detail?.oem, brand: detail?.brand, name: detail?.name },
      { oem: '03C 115 561 H', brand: 'VAG', name: 'Фильтр масляный' },
    );

    const unit = await get<UnitInfo>(
      `/api/laximo2/unit?${new URLSearchParams({ catalogCode: 'VW', ssd: units[0]?.ssd ?? '', unitId: units[0]?.unitId ?? '' })}`,
    );
    assert.equal(unit.details.length, unit.imageMap.length);
    const area = unit.imageMap.find((a) => a.code === detail?.codeOnImage);
    assert.ok(area && area.x2 > area.x1 && area.y2 > area.y1);

    // The drawing's numbered circle is where the image map says.
    const svg = await t.app.inject({ method: 'GET', url: unit.unit.imageUrl.replace('%size%', 'source') });
    assert.equal(svg.statusCode, 200);
    assert.match(String(svg.headers['content-type']), /image\/svg\+xml/);
    const cx = ((area?.x1 ?? 0) + (area?.x2 ?? 0)) / 2;
    const cy = ((area?.y1 ?? 0) + (area?.y2 ?? 0)) / 2;
    assert.ok(svg.body.includes(`<circle cx="${cx}" cy="${cy}"`), 'callout circle at the hotspot');
    const card = await t.app.inject({ method: 'GET', url: unit.unit.imageUrl.replace('%size%', '250') });
    assert.match(card.body, /width="250"/);
    const badSize = await t.app.inject({ method: 'GET', url: unit.unit.imageUrl.replace('%size%', '99999') });
    assert.equal(badSize.statusCode, 404);

    const found = await get<FindByQueryResponse>(
      `/api/v2/search/findByQuery?${new URLSearchParams({ brandName: detail?.brand ?? '', number: detail?.oem ?? '' })}`,
    );
    const w712 = found.goods.find((good) => good.brand.name === 'MANN-FILTER' && good.number === 'W 712/75');
    assert.ok(w712, found.goods.map((g) => `${g.brand.name} ${g.number}`).join(', '));
    assert.ok(w712.offers.length > 0);
  });

  it('gives 404 for an unknown vehicle or unit, and for a unit of another vehicle', async () => {
    const [polo] = (await byIdent('XW8ZZZ61ZCG012345')).vehicles;
    const [lada] = (await byIdent('XTAGFK110HY012345')).vehicles;
    assert.ok(polo && lada);
    const vehicle = await t.app.inject({
      method: 'GET',
      url: `/api/laximo2/vehicle?${new URLSearchParams({ catalogCode: 'VW', ssd: '', vehicleId: '999999' })}`,
    });
    assert.equal(vehicle.statusCode, 404);
    assert.equal(vehicle.json<{ message: string }>().message, 'Автомобиль не найден');
    const ladaUnits = await get<VehicleInfo>(
      `/api/laximo2/vehicle?${new URLSearchParams({ catalogCode: 'LADA', ssd: lada.ssd, vehicleId: lada.vehicleId })}`,
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/laximo2/unit?${new URLSearchParams({ catalogCode: 'VW', ssd: polo.ssd, unitId: ladaUnits.units[0]?.unitId ?? '' })}`,
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json<{ message: string }>().message, 'Узел не найден');
  });

  it('tells where an OEM number is used', async () => {
    const used = await get<{ vehicles: { catalogCode: string; name: string; unitName: string }[] }>(
      `/api/laximo2/where_used?${new URLSearchParams({ oem: '26300-35503' })}`,
    );
    const makers = new Set(used.vehicles.map((v) => v.catalogCode));
    assert.deepEqual([...makers].sort(), ['HYUNDAI', 'KIA']);
    assert.ok(used.vehicles.every((v) => v.unitName === 'Система смазки двигателя'));
    const wrongBrand = await get<{ vehicles: unknown[] }>(
      `/api/laximo2/where_used?${new URLSearchParams({ oem: '2630035503', brand: 'VAG' })}`,
    );
    assert.deepEqual(wrongBrand.vehicles, []);
    const typed = await get<{ vehicles: unknown[] }>(
      `/api/laximo2/where_used?${new URLSearchParams({ oem: '03c115561h', brand: 'vag' })}`,
    );
    assert.equal(typed.vehicles.length, 2);
  });
});

describe('parts-catalog: the same data in the Catalogs API shapes', () => {
  interface Car {
    id: string;
    catalogId: string;
    modelId: string;
    modelName: string;
    vin: string | null;
    parameters: { key: string; value: string }[];
  }
  interface Group {
    id: string;
    parentId: string | null;
    hasSubgroups: boolean;
    hasParts: boolean;
    name: string;
  }

  it('catalogs, models, cars of a model and by VIN, groups down to the parts with positions', async () => {
    const catalogs = await get<{ id: string; name: string; modelsCount: number }[]>(
      '/api/parts-catalog/fetch-catalogs',
    );
    assert.deepEqual(
      catalogs.find((c) => c.id === 'LADA'),
      { id: 'LADA', name: 'LADA', modelsCount: 2 },
    );
    const models = await get<{ id: string; name: string; img: string | null }[]>(
      '/api/parts-catalog/fetch-catalogs/LADA',
    );
    assert.deepEqual(
      models.map((m) => m.name),
      ['Granta', 'Vesta'],
    );
    const vesta = await get<Car[]>(
      `/api/parts-catalog/fetch-vehicles/?${new URLSearchParams({ catalogId: 'LADA', modelId: models[1]?.id ?? '' })}`,
    );
    assert.equal(vesta.length, 4);
    assert.ok(vesta.every((car) => car.modelName === 'Vesta' && car.modelId === models[1]?.id));

    const [polo] = await get<Car[]>('/api/parts-catalog/fetch-vehicles-by-vin/xw8zzz61zcg012345');
    assert.ok(polo);
    assert.equal(polo.vin, 'XW8ZZZ61ZCG012345');
    assert.equal(polo.parameters.find((p) => p.key === 'engineCode')?.value, 'CFNA');
    const car = { catalogId: 'VW', carId: polo.id };
    const same = await get<Car>(`/api/parts-catalog/fetch-vehicle?${new URLSearchParams(car)}`);
    assert.equal(same.id, polo.id);

    const top = await get<Group[]>(`/api/parts-catalog/fetch-quick-group?${new URLSearchParams(car)}`);
    const filters = top.find((g) => g.name === 'Фильтры');
    assert.ok(filters && filters.parentId === null && filters.hasSubgroups);
    const inFilters = await get<Group[]>(
      `/api/parts-catalog/fetch-quick-group?${new URLSearchParams({ ...car, groupId: filters.id })}`,
    );
    const oil = inFilters.find((g) => g.name === 'Масляный фильтр');
    assert.ok(oil && oil.hasParts && oil.parentId === filters.id);
    const units = await get<Group[]>(
      `/api/parts-catalog/fetch-units?${new URLSearchParams({ ...car, groupId: filters.id })}`,
    );
    assert.ok(units.some((g) => g.id === oil.id));

    const unit = await get<{
      img: string;
      partGroups: { number: string; positionNumber: string; parts: { brand: string; number: string }[] }[];
      positions: { number: string; coordinates: number[] }[];
    }>(`/api/parts-catalog/fetch-unit?${new URLSearchParams({ ...car, groupId: oil.id })}`);
    assert.match(unit.img, /\/source\.svg$/);
    assert.deepEqual(unit.partGroups[0]?.parts[0], {
      ...unit.partGroups[0]?.parts[0],
      brand: 'VAG',
      number: '03C 115 561 H',
    });
    const position = unit.positions.find((p) => p.number === unit.partGroups[0]?.positionNumber);
    assert.equal(position?.coordinates.length, 4);
  });

  it('refuses a bad VIN with 400 and a made-up car with 404', async () => {
    const vin = await t.app.inject({
      method: 'GET',
      url: '/api/parts-catalog/fetch-vehicles-by-vin/XW8ZZZ61ZCG01234O',
    });
    assert.equal(vin.statusCode, 400);
    assert.equal(vin.json<{ message: string }>().message, 'Неверный формат VIN');
    const car = await t.app.inject({
      method: 'GET',
      url: '/api/parts-catalog/fetch-vehicle?catalogId=VW&carId=nothing',
    });
    assert.equal(car.statusCode, 404);
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/parts-catalog/fetch-vehicle?catalogId=VW&carId=1~abc.def',
    });
    assert.equal(tampered.statusCode, 400);
  });
});

describe('OEM catalogs: demo parts lead to offers', () => {
  it('every OEM number of the demo cars is a good in an analogue group with offers', async () => {
    const rows = await t.db
      .selectFrom('oem_details as d')
      .leftJoin('brands as b', 'b.name', 'd.brand')
      .leftJoin('goods as g', (join) =>
        join.onRef('g.brand_id', '=', 'b.id').onRef('g.normalized_number', '=', 'd.normalized_oem'),
      )
      .select([
        'd.oem',
        'd.brand',
        'g.id as good_id',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('cross_group_goods as mine')
                .innerJoin('cross_group_goods as other', 'other.group_id', 'mine.group_id')
                .innerJoin('offers as o', 'o.good_id', 'other.good_id')
                .select('o.id')
                .whereRef('mine.good_id', '=', 'g.id'),
            )
            .as('has_offers'),
      ])
      .execute();
    assert.ok(rows.length > 200);
    const withoutGood = rows.filter((row) => row.good_id === null).map((row) => `${row.brand} ${row.oem}`);
    assert.deepEqual(withoutGood, []);
    // Parts of a kind the demo goods lack (plugs' gaskets, coils, thermostats…) may stay without offers.
    const withOffers = rows.filter((row) => row.has_offers).length;
    assert.ok(withOffers / rows.length > 0.6, `${withOffers} of ${rows.length}`);
  });
});
