import type { Catalog, CatalogInfo, Unit, UnitAnswer, Vehicle, WizardStep } from '../api/laximo';
import type { OilItem, OilsAnswer } from '../api/goods';

/** Answers of the catalogs contract (`/work/notes`-agreed shapes) for the pages' tests. */
export const vw: Catalog = {
  code: 'VW',
  name: 'Volkswagen',
  brand: 'VW',
  icon: null,
  features: [{ name: 'wizardsearch2' }, { name: 'vinsearch' }, { name: 'quickgroups' }],
};

export const lada: Catalog = { ...vw, code: 'LADA', name: 'Lada', brand: 'Lada', icon: '/lada.svg' };

export function step(overrides: Partial<WizardStep>): WizardStep {
  return {
    conditionId: 'model',
    name: 'Модель',
    value: '',
    determined: false,
    automatic: false,
    ssd: '',
    options: [],
    ...overrides,
  };
}

/** The VW wizard before any choice: model to choose, year empty. */
export const vwWizardStart: CatalogInfo = {
  catalog: vw,
  allowListVehicles: false,
  wizard: [
    step({
      options: [
        { key: 'ssd-polo', value: 'Polo седан' },
        { key: 'ssd-tiguan', value: 'Tiguan' },
      ],
    }),
    step({ conditionId: 'year', name: 'Год выпуска', options: [] }),
  ],
};

/** The VW wizard with Polo chosen: the year to choose, the body determined automatically. */
export const vwWizardPolo: CatalogInfo = {
  catalog: vw,
  allowListVehicles: true,
  wizard: [
    step({
      value: 'Polo седан',
      determined: true,
      ssd: '',
      options: [{ key: 'ssd-polo', value: 'Polo седан' }],
    }),
    step({
      conditionId: 'year',
      name: 'Год выпуска',
      options: [
        { key: 'ssd-polo-2012', value: '2012' },
        { key: 'ssd-polo-2016', value: '2016' },
      ],
    }),
    step({
      conditionId: 'body',
      name: 'Кузов',
      value: 'седан',
      determined: true,
      automatic: true,
      ssd: 'ssd-polo',
    }),
  ],
};

export const polo: Vehicle = {
  vehicleId: '101',
  catalogCode: 'VW',
  brand: 'VW',
  name: 'Polo седан',
  ssd: 'ssd-vehicle-101',
  attributes: [
    { key: 'model', name: 'Модель', value: 'Polo седан' },
    { key: 'years', name: 'Годы выпуска', value: '2010–2015' },
    { key: 'engine', name: 'Двигатель', value: '1.6 MPI 105 л.с. (CFNA)' },
    { key: 'gearbox', name: 'КПП', value: 'МКПП-5' },
  ],
};

export const lubrication: Unit = {
  unitId: 'u-oil',
  code: '115-01',
  name: 'Система смазки',
  imageUrl: '/api/laximo2/image/115-01/%size%.svg',
  ssd: 'ssd-unit-oil',
};

export const lubricationAnswer: UnitAnswer = {
  unit: lubrication,
  details: [
    { codeOnImage: '1', oem: '03C115561H', brand: 'VAG', name: 'Масляный фильтр', amount: '1', note: null },
    {
      codeOnImage: '2',
      oem: 'N 0138157',
      brand: 'VAG',
      name: 'Пробка сливная',
      amount: '1',
      note: 'M14x1.5',
    },
  ],
  imageMap: [
    { code: '1', x1: 100, y1: 50, x2: 140, y2: 90 },
    { code: '2', x1: 300, y1: 200, x2: 340, y2: 240 },
  ],
};

export function oil(overrides: Partial<OilItem> = {}): OilItem {
  return {
    goodId: 1,
    brandName: 'SHELL',
    number: '550046387',
    name: 'Helix HX8 5W-30 4 л',
    kind: 'engine-oil',
    viscosity: '5W-30',
    specs: ['API SP', 'ACEA A3/B4'],
    approvals: ['VW 504 00'],
    volume: 4,
    bestOffer: {
      itemKey: 'key-shell',
      price: 3650,
      deliveryDays: 0,
      deliveryTime: 0,
      isStock: true,
      quantity: 8,
    },
    ...overrides,
  };
}

export function oilsAnswer(items: OilItem[]): OilsAnswer {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 24,
    facets: {
      kind: [{ value: 'engine-oil', count: 2 }],
      viscosity: [
        { value: '5W-30', count: 1 },
        { value: '5W-40', count: 1 },
      ],
      spec: [{ value: 'API SP', count: 2 }],
      approval: [{ value: 'VW 504 00', count: 1 }],
      volume: [{ value: '4', count: 2 }],
      brand: [{ value: 'SHELL', count: 2 }],
    },
  };
}
