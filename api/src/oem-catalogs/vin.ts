import { isValidVin, normalizeVin } from '@shop/shared/validation';

/** A maker by the world manufacturer identifier (VIN positions 1–3); `catalog` is its catalog's code. */
interface Wmi {
  maker: string;
  catalog: string;
  plant: string | null;
  /** Other makes the plant builds under the same WMI. */
  alsoMakes?: string[];
}

/** Real WMIs of the makes sold in Crimea, the Russian plants first. */
const wmiTable: Record<string, Wmi> = {
  XTA: { maker: 'LADA', catalog: 'LADA', plant: 'АвтоВАЗ, Тольятти' },
  XTT: { maker: 'UAZ', catalog: 'UAZ', plant: 'УАЗ, Ульяновск' },
  X96: { maker: 'GAZ', catalog: 'GAZ', plant: 'ГАЗ, Нижний Новгород' },
  // Hyundai Motor Manufacturing Rus builds Kia Rio too, under the same WMI.
  Z94: {
    maker: 'Hyundai',
    catalog: 'HYUNDAI',
    plant: 'Hyundai Motor Manufacturing Rus, Санкт-Петербург',
    alsoMakes: ['Kia'],
  },
  XWE: { maker: 'Kia', catalog: 'KIA', plant: 'Автотор, Калининград' },
  XW8: { maker: 'Volkswagen', catalog: 'VW', plant: 'Volkswagen Group Rus, Калуга' },
  XW7: { maker: 'Toyota', catalog: 'TOYOTA', plant: 'Toyota Motor Manufacturing Russia, Санкт-Петербург' },
  Z8N: { maker: 'Nissan', catalog: 'NISSAN', plant: 'Nissan Manufacturing Rus, Санкт-Петербург' },
  X7L: { maker: 'Renault', catalog: 'RENAULT', plant: 'Рено Россия, Москва' },
  X4X: { maker: 'BMW', catalog: 'BMW', plant: 'Автотор, Калининград' },
  XUF: { maker: 'Chevrolet', catalog: 'CHEVROLET', plant: 'GM-АвтоВАЗ, Тольятти' },
  X9F: { maker: 'Ford', catalog: 'FORD', plant: 'Ford Sollers, Всеволожск' },
  XWF: { maker: 'Skoda', catalog: 'SKODA', plant: 'Volkswagen Group Rus, Нижний Новгород' },
  KMH: { maker: 'Hyundai', catalog: 'HYUNDAI', plant: 'Hyundai Motor Company, Республика Корея' },
  KNA: { maker: 'Kia', catalog: 'KIA', plant: 'Kia Corporation, Республика Корея' },
  KNE: { maker: 'Kia', catalog: 'KIA', plant: 'Kia Corporation, Республика Корея (экспорт)' },
  WVW: { maker: 'Volkswagen', catalog: 'VW', plant: 'Volkswagen AG, Германия' },
  WV1: { maker: 'Volkswagen', catalog: 'VW', plant: 'Volkswagen Nutzfahrzeuge, Германия' },
  WAU: { maker: 'Audi', catalog: 'AUDI', plant: 'Audi AG, Германия' },
  TMB: { maker: 'Skoda', catalog: 'SKODA', plant: 'Škoda Auto, Чехия' },
  JTD: { maker: 'Toyota', catalog: 'TOYOTA', plant: 'Toyota Motor Corporation, Япония' },
  JTN: { maker: 'Toyota', catalog: 'TOYOTA', plant: 'Toyota Motor Corporation, Япония' },
  JTM: { maker: 'Toyota', catalog: 'TOYOTA', plant: 'Toyota Motor Corporation, Япония' },
  '4T1': { maker: 'Toyota', catalog: 'TOYOTA', plant: 'Toyota Motor Manufacturing Kentucky, США' },
  VF1: { maker: 'Renault', catalog: 'RENAULT', plant: 'Renault, Франция' },
  UU1: { maker: 'Dacia', catalog: 'RENAULT', plant: 'Dacia, Румыния' },
  JN1: { maker: 'Nissan', catalog: 'NISSAN', plant: 'Nissan Motor, Япония' },
  WBA: { maker: 'BMW', catalog: 'BMW', plant: 'BMW AG, Германия' },
  WDD: { maker: 'Mercedes-Benz', catalog: 'MERCEDES', plant: 'Daimler AG, Германия' },
  JMZ: { maker: 'Mazda', catalog: 'MAZDA', plant: 'Mazda Motor Corporation, Япония' },
  JMB: { maker: 'Mitsubishi', catalog: 'MITSUBISHI', plant: 'Mitsubishi Motors, Япония' },
  LVV: { maker: 'Chery', catalog: 'CHERY', plant: 'Chery Automobile, Китай' },
  L6T: { maker: 'Geely', catalog: 'GEELY', plant: 'Geely Automobile, Китай' },
};

/** Model year codes of position 10 (letters without I, O, Q, U, Z and the digit 0; a 30-year cycle). */
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The latest year the code may stand for, not after next year (a 2026 car may be model year 2027). */
export function modelYear(code: string, now = new Date()): number | null {
  const index = yearCodes.indexOf(code);
  if (index < 0) return null;
  let year = 1980 + index;
  while (year + 30 <= now.getUTCFullYear() + 1) year += 30;
  return year;
}

const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of ISO 3779 as North American makers and many others use it. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (transliteration[char] ?? 0);
    sum += value * (weights[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Makes other than the decoded one that the VIN's plant builds (Kia for Z94). */
export function otherMakes(vin: string): readonly string[] {
  return wmiTable[vin.slice(0, 3)]?.alsoMakes ?? [];
}

export interface DecodedVin {
  vin: string;
  maker: string;
  catalogCode: string | null;
  modelYear: number | null;
  plant: string | null;
}

/** Maker, plant and model year of a valid VIN (null for an invalid one); the maker 'неизвестен' for an unknown WMI. */
export function decodeVin(value: string, now = new Date()): DecodedVin | null {
  const vin = normalizeVin(value);
  if (!isValidVin(vin)) return null;
  const wmi = wmiTable[vin.slice(0, 3)];
  return {
    vin,
    maker: wmi?.maker ?? 'Производитель не определён',
    catalogCode: wmi?.catalog ?? null,
    modelYear: modelYear(vin.charAt(9), now),
    plant: wmi?.plant ?? null,
  };
}
