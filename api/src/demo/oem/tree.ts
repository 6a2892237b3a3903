/** Categories of a vehicle's units and the quick groups of the built-in OEM catalog (ids are fixed). */
export const oemCategories = [
  { id: 1, name: 'Двигатель', parentId: null },
  { id: 11, name: 'Смазка двигателя', parentId: 1 },
  { id: 12, name: 'Система охлаждения', parentId: 1 },
  { id: 13, name: 'Система зажигания', parentId: 1 },
  { id: 14, name: 'Ремни привода и ГРМ', parentId: 1 },
  { id: 2, name: 'Фильтры', parentId: null },
  { id: 3, name: 'Тормозная система', parentId: null },
  { id: 31, name: 'Передние тормоза', parentId: 3 },
  { id: 32, name: 'Задние тормоза', parentId: 3 },
  { id: 4, name: 'Подвеска', parentId: null },
  { id: 41, name: 'Передняя подвеска', parentId: 4 },
  { id: 42, name: 'Задняя подвеска', parentId: 4 },
] as const;

export type CategoryId = (typeof oemCategories)[number]['id'];

/**
 * Quick groups: `family` is how the demo goods of that kind are named, so that a part without a known
 * analogue still joins a group of analogues of its kind and shows offers.
 */
export const quickGroups = {
  filters: { id: 100, name: 'Фильтры', parent: null },
  oilFilter: { id: 101, name: 'Масляный фильтр', parent: 'filters', family: 'Фильтр масляный' },
  airFilter: { id: 102, name: 'Воздушный фильтр', parent: 'filters', family: 'Фильтр воздушный' },
  cabinFilter: { id: 103, name: 'Салонный фильтр', parent: 'filters', family: 'Фильтр салонный' },
  fuelFilter: { id: 104, name: 'Топливный фильтр', parent: 'filters', family: 'Фильтр топливный' },
  engine: { id: 200, name: 'Двигатель', parent: null },
  lubrication: { id: 210, name: 'Смазка двигателя', parent: 'engine' },
  drainPlug: { id: 211, name: 'Пробка сливная и прокладка', parent: 'lubrication' },
  cooling: { id: 220, name: 'Охлаждение', parent: 'engine' },
  thermostat: { id: 221, name: 'Термостат', parent: 'cooling' },
  pump: { id: 222, name: 'Помпа (водяной насос)', parent: 'cooling' },
  radiator: { id: 223, name: 'Радиатор охлаждения', parent: 'cooling' },
  ignition: { id: 230, name: 'Зажигание', parent: 'engine' },
  plug: { id: 231, name: 'Свечи зажигания', parent: 'ignition', family: 'Свеча зажигания' },
  coil: { id: 232, name: 'Катушки зажигания', parent: 'ignition' },
  belts: { id: 240, name: 'Ремни и ГРМ', parent: 'engine' },
  ribbedBelt: { id: 241, name: 'Ремень приводной', parent: 'belts', family: 'Ремень поликлиновой' },
  timing: { id: 242, name: 'Ремень или цепь ГРМ', parent: 'belts', family: 'Ремень ГРМ' },
  tensioner: { id: 243, name: 'Ролики натяжные и обводные', parent: 'belts', family: 'Ролик' },
  brakes: { id: 300, name: 'Тормозная система', parent: null },
  padsFront: {
    id: 301,
    name: 'Тормозные колодки передние',
    parent: 'brakes',
    family: 'Колодки тормозные передние',
  },
  discFront: {
    id: 302,
    name: 'Тормозные диски передние',
    parent: 'brakes',
    family: 'Диск тормозной передний',
  },
  padsRear: {
    id: 303,
    name: 'Тормозные колодки задние',
    parent: 'brakes',
    family: 'Колодки тормозные задние',
  },
  discRear: {
    id: 304,
    name: 'Тормозные диски и барабаны задние',
    parent: 'brakes',
    family: 'Диск тормозной задний',
  },
  suspension: { id: 400, name: 'Подвеска', parent: null },
  shockFront: {
    id: 401,
    name: 'Амортизаторы передние',
    parent: 'suspension',
    family: 'Амортизатор передний',
  },
  shockRear: { id: 402, name: 'Амортизаторы задние', parent: 'suspension', family: 'Амортизатор задний' },
  link: { id: 403, name: 'Стойки стабилизатора', parent: 'suspension', family: 'Стойка стабилизатора' },
  ballJoint: { id: 404, name: 'Шаровые опоры', parent: 'suspension', family: 'Опора шаровая' },
  bearing: { id: 405, name: 'Подшипники ступиц', parent: 'suspension', family: 'Подшипник ступицы' },
} as const;

export type QuickGroupKey = keyof typeof quickGroups;

export function groupFamily(key: QuickGroupKey): string | null {
  const group = quickGroups[key];
  return 'family' in group ? group.family : null;
}
