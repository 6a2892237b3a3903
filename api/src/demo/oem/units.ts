import type { CategoryId, QuickGroupKey } from './tree.js';
import { quickGroups } from './tree.js';

/** A part of a unit as the maker's catalog prints it. */
export interface DetailSeed {
  group: QuickGroupKey;
  brand: string;
  oem: string;
  name: string;
  amount: string | null;
  note: string | null;
  /** `BRAND | number` of a demo good that is a known analogue: the OEM number joins its group. */
  analogue: string | null;
}

export interface UnitSeed {
  code: string;
  name: string;
  category: CategoryId;
  details: DetailSeed[];
}

function isGroup(key: string): key is QuickGroupKey {
  return key in quickGroups;
}

/** Parts one a line: `group | OEM number | name | amount | note | BRAND | number` (the last four optional). */
function unit(code: string, name: string, category: CategoryId, brand: string, lines: string): UnitSeed {
  const details = lines
    .trim()
    .split('\n')
    .map((line): DetailSeed => {
      const [group = '', oem = '', partName = '', amount, note, ...analogue] = line
        .split('|')
        .map((c) => c.trim());
      if (!isGroup(group)) throw new Error(`Неизвестная группа ${group} в узле ${code}`);
      return {
        group,
        brand,
        oem,
        name: partName,
        amount: amount || null,
        note: note || null,
        analogue: analogue.length > 0 ? analogue.join(' | ') : null,
      };
    });
  return { code, name, category, details };
}

/** The units of a car: an engine's (lubrication, filters, cooling, ignition, belts) and a chassis' (brakes, suspension). */
export interface UnitKit {
  lubrication: string;
  filters: string;
  brakesFront: string;
  brakesRear: string;
  suspensionFront: string;
  suspensionRear: string;
  cooling: string;
  ignition: string;
  belts: string;
}

const unitNames: Record<keyof UnitKit, [string, CategoryId]> = {
  lubrication: ['Система смазки двигателя', 11],
  filters: ['Фильтры двигателя и салона', 2],
  brakesFront: ['Тормозной механизм передний', 31],
  brakesRear: ['Тормозной механизм задний', 32],
  suspensionFront: ['Подвеска передняя', 41],
  suspensionRear: ['Подвеска задняя', 42],
  cooling: ['Система охлаждения двигателя', 12],
  ignition: ['Система зажигания', 13],
  belts: ['Привод вспомогательных агрегатов и ГРМ', 14],
};

/** The units of one kit under code `<prefix>-<unit>`; a kit's unit may be shared by several modifications. */
export function kit(prefix: string, brand: string, parts: Partial<UnitKit>): UnitSeed[] {
  return (Object.keys(unitNames) as (keyof UnitKit)[]).flatMap((key) => {
    const lines = parts[key];
    if (lines === undefined) return [];
    const [name, category] = unitNames[key];
    const code = `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`.toUpperCase();
    return [unit(code, name, category, brand, lines)];
  });
}
