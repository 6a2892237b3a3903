import type { OilKind } from './kinds.js';

/**
 * What fits a car in the oils catalog, from the carmakers' service manuals for the cars common in Crimea.
 * A good of a kind fits when one rule of that kind holds: its SAE grade is one of `viscosities` (any when
 * empty) and it meets one of `tolerances` (a specification or an approval it carries; any when empty), or,
 * for filters, it is the carmaker's original part or one of its analogues.
 */
export interface FitRule {
  kind: OilKind;
  viscosities: readonly string[];
  tolerances: readonly string[];
  original?: { brand: string; number: string };
}

interface Engine {
  title: string;
  /** Engine codes as the makers print them; found in the car's modification text. */
  codes: readonly string[];
  litres: number;
  /** Model years the engine was fitted (inclusive); tells apart engines of one displacement. */
  years?: readonly [number, number];
  oil: { viscosities: readonly string[]; tolerances: readonly string[] };
}

interface Model {
  mark: string;
  model: string;
  /** Spellings of the make and the model as people type them (Latin and Cyrillic). */
  markNames: readonly string[];
  modelNames: readonly string[];
  engines: readonly Engine[];
  /** What does not depend on the engine: gearboxes, coolant, brake fluid, the original oil filter. */
  common: readonly FitRule[];
}

const brakeFluid: FitRule = { kind: 'brake-fluid', viscosities: [], tolerances: ['DOT 4', 'DOT 5.1'] };
const gearGl4 = (viscosities: readonly string[], tolerances: readonly string[] = ['API GL-4']): FitRule => ({
  kind: 'transmission-oil',
  viscosities,
  tolerances,
});
const atf = (tolerances: readonly string[]): FitRule => ({
  kind: 'transmission-oil',
  viscosities: [],
  tolerances,
});
const coolant = (tolerances: readonly string[]): FitRule => ({
  kind: 'antifreeze',
  viscosities: [],
  tolerances,
});
const oilFilter = (brand: string, number: string): FitRule => ({
  kind: 'oil-filter',
  viscosities: [],
  tolerances: [],
  original: { brand, number },
});

/** АвтоВАЗ lists the oils it approved ('Перечень ГСМ'): 5W-30…10W-40, API SL and higher. */
const ladaOil = { viscosities: ['0W-40', '5W-30', '5W-40', '10W-40'], tolerances: ['АвтоВАЗ'] };
const ladaCommon: readonly FitRule[] = [
  gearGl4(['75W-85', '75W-90', '80W-85'], ['АвтоВАЗ']),
  coolant(['АвтоВАЗ']),
  brakeFluid,
  oilFilter('LADA', '2101-1012005'),
];
/** Gamma engines of Solaris and Rio: ILSAC GF-4 and higher or ACEA A5, 5W-30 (5W-20, 0W-20 allowed). */
const gammaOil = {
  viscosities: ['0W-20', '5W-20', '5W-30'],
  tolerances: ['ILSAC GF-5', 'ILSAC GF-6A', 'ACEA A5/B5'],
};
const koreanCommon: readonly FitRule[] = [
  gearGl4(['75W-85', '75W-90']),
  atf(['Hyundai SP-IV']),
  coolant(['Hyundai/Kia']),
  brakeFluid,
  oilFilter('HYUNDAI/KIA', '26300-35503'),
];
const koreanEngines = (model: string): Engine[] => [
  { title: `${model} 1.4 MPI (G4FA, G4LC)`, codes: ['G4FA', 'G4LC'], litres: 1.4, oil: gammaOil },
  { title: `${model} 1.6 MPI (G4FC, G4FG)`, codes: ['G4FC', 'G4FG'], litres: 1.6, oil: gammaOil },
];

export const carModels: readonly Model[] = [
  {
    mark: 'LADA',
    model: 'Vesta',
    markNames: ['LADA', 'ЛАДА', 'ВАЗ', 'АВТОВАЗ', 'AVTOVAZ', 'VAZ'],
    modelNames: ['VESTA', 'ВЕСТА'],
    engines: [
      { title: 'LADA Vesta 1.6 16V (21129)', codes: ['21129'], litres: 1.6, oil: ladaOil },
      { title: 'LADA Vesta 1.8 16V (21179)', codes: ['21179'], litres: 1.8, oil: ladaOil },
    ],
    common: ladaCommon,
  },
  {
    mark: 'LADA',
    model: 'Granta',
    markNames: ['LADA', 'ЛАДА', 'ВАЗ', 'АВТОВАЗ', 'AVTOVAZ', 'VAZ'],
    modelNames: ['GRANTA', 'ГРАНТА'],
    engines: [
      {
        title: 'LADA Granta 1.6 8V (11186, 21116)',
        codes: ['11186', '21116', '11183'],
        litres: 1.6,
        oil: ladaOil,
      },
      { title: 'LADA Granta 1.6 16V (21126, 21127)', codes: ['21126', '21127'], litres: 1.6, oil: ladaOil },
    ],
    common: ladaCommon,
  },
  {
    mark: 'Hyundai',
    model: 'Solaris',
    markNames: ['HYUNDAI', 'ХЕНДАЙ', 'ХЁНДЭ', 'ХУНДАЙ', 'ХЕНДЭ'],
    modelNames: ['SOLARIS', 'СОЛЯРИС'],
    engines: koreanEngines('Hyundai Solaris'),
    common: koreanCommon,
  },
  {
    mark: 'Kia',
    model: 'Rio',
    markNames: ['KIA', 'КИА'],
    modelNames: ['RIO', 'РИО'],
    engines: koreanEngines('Kia Rio'),
    common: koreanCommon,
  },
  {
    mark: 'Volkswagen',
    model: 'Polo sedan',
    markNames: ['VOLKSWAGEN', 'VW', 'ФОЛЬКСВАГЕН'],
    modelNames: ['POLO', 'ПОЛО'],
    engines: [
      {
        title: 'VW Polo sedan 1.6 MPI (CFNA, CWVA)',
        codes: ['CFNA', 'CFNB', 'CWVA', 'CWVB'],
        litres: 1.6,
        oil: { viscosities: ['5W-30', '5W-40'], tolerances: ['VW 502 00', 'VW 504 00'] },
      },
      {
        title: 'VW Polo sedan 1.4 TSI (CZCA)',
        codes: ['CZCA'],
        litres: 1.4,
        oil: { viscosities: ['5W-30', '5W-40'], tolerances: ['VW 502 00', 'VW 504 00'] },
      },
    ],
    common: [
      gearGl4(['75W-80', '75W-85', '75W-90'], ['VW TL 052 171', 'VW TL 052 726']),
      atf(['JWS 3309', 'Toyota T-IV']),
      coolant(['VW TL 774 F', 'VW TL 774 G', 'VW TL 774 J']),
      brakeFluid,
      oilFilter('VAG', '030 115 561 AN'),
    ],
  },
  {
    mark: 'Toyota',
    model: 'Camry',
    markNames: ['TOYOTA', 'ТОЙОТА'],
    modelNames: ['CAMRY', 'КАМРИ'],
    engines: [
      {
        title: 'Toyota Camry 2.0 (6AR-FSE)',
        codes: ['6AR-FSE', '1AZ-FE'],
        litres: 2.0,
        oil: { viscosities: ['0W-20', '5W-30'], tolerances: ['ILSAC GF-5', 'ILSAC GF-6A'] },
      },
      {
        title: 'Toyota Camry 2.5 (2AR-FE)',
        codes: ['2AR-FE'],
        litres: 2.5,
        years: [2011, 2017],
        oil: { viscosities: ['0W-20', '5W-20', '5W-30'], tolerances: ['ILSAC GF-5', 'ILSAC GF-6A'] },
      },
      {
        title: 'Toyota Camry 2.5 (A25A-FKS)',
        codes: ['A25A-FKS'],
        litres: 2.5,
        years: [2018, 2030],
        oil: { viscosities: ['0W-16', '0W-20'], tolerances: ['ILSAC GF-5', 'ILSAC GF-6A'] },
      },
      {
        title: 'Toyota Camry 3.5 (2GR-FE, 2GR-FKS)',
        codes: ['2GR-FE', '2GR-FKS'],
        litres: 3.5,
        oil: { viscosities: ['0W-20', '5W-30'], tolerances: ['ILSAC GF-5', 'ILSAC GF-6A'] },
      },
    ],
    common: [atf(['Toyota WS']), coolant(['Toyota SLLC']), brakeFluid, oilFilter('TOYOTA', '90915-YZZE1')],
  },
  {
    mark: 'Renault',
    model: 'Logan',
    markNames: ['RENAULT', 'РЕНО'],
    modelNames: ['LOGAN', 'ЛОГАН'],
    engines: [
      {
        title: 'Renault Logan 1.6 8V (K7M)',
        codes: ['K7M'],
        litres: 1.6,
        oil: { viscosities: ['5W-30', '5W-40', '10W-40'], tolerances: ['Renault RN0700', 'Renault RN0710'] },
      },
      {
        title: 'Renault Logan 1.6 16V (K4M, H4M)',
        codes: ['K4M', 'H4M'],
        litres: 1.6,
        oil: { viscosities: ['5W-30', '5W-40'], tolerances: ['Renault RN0700', 'Renault RN0710'] },
      },
    ],
    common: [
      gearGl4(['75W-80'], ['Renault']),
      atf(['Dexron III']),
      coolant(['Renault Type D']),
      brakeFluid,
      oilFilter('RENAULT', '82 00 768 913'),
    ],
  },
];

/** A garage car as the rules read it (SPEC §3 Vehicle). */
export interface GarageCar {
  mark: string;
  model: string;
  modification: string;
  year: number | null;
}

export interface CarFit {
  /** The engine (or engines) the rules took; null when the car is not in the table. */
  engine: string | null;
  rules: FitRule[];
}

/** Upper case, Latin and Cyrillic letters and digits only, 'Ё' as 'Е': spellings compare alike. */
function letters(text: string): string {
  return text
    .toUpperCase()
    .replace(/Ё/g, 'Е')
    .replace(/[^A-Z0-9А-Я]+/g, ' ')
    .trim();
}

const hasWord = (text: string, word: string): boolean => ` ${letters(text)} `.includes(` ${letters(word)} `);
const compact = (text: string): string => letters(text).replace(/ /g, '');

/** '1.6', '1,6 л', '1.6MPI' → 1.6; null when the text names no displacement. */
function displacement(text: string): number | null {
  const match = /(?:^|[^0-9])([1-6])[.,]([0-9])(?![0-9])/.exec(text);
  return match ? Number(`${match[1] ?? ''}.${match[2] ?? ''}`) : null;
}

/**
 * The engine of the car: by an engine code in its modification, else by displacement (and the year when
 * two engines share one); when neither decides, every engine of the model (what fits any of them).
 */
function enginesOf(model: Model, car: GarageCar): readonly Engine[] {
  const text = compact(car.modification);
  const byCode = model.engines.filter((engine) => engine.codes.some((code) => text.includes(compact(code))));
  if (byCode.length > 0) return byCode;
  const litres = displacement(car.modification);
  const byLitres = model.engines.filter((engine) => engine.litres === litres);
  const byYear = byLitres.filter(
    (engine) =>
      car.year === null || !engine.years || (car.year >= engine.years[0] && car.year <= engine.years[1]),
  );
  if (byYear.length > 0) return byYear;
  return byLitres.length > 0 ? byLitres : model.engines;
}

/** What fits a garage car: its engine's oil, its gearboxes', coolant, brake fluid and oil filter rules. */
export function fitOfCar(car: GarageCar): CarFit {
  const model = carModels.find(
    (candidate) =>
      candidate.markNames.some((name) => hasWord(car.mark, name)) &&
      candidate.modelNames.some((name) => hasWord(car.model, name)),
  );
  if (!model) return { engine: null, rules: [] };
  const engines = enginesOf(model, car);
  return {
    engine: engines.map((engine) => engine.title).join('; '),
    rules: [...engines.map((engine): FitRule => ({ kind: 'engine-oil', ...engine.oil })), ...model.common],
  };
}
