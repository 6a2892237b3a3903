import type { Random } from '../random.js';

/** Parts that carmakers sell under their own numbers in the demo catalog. */
export const oemParts = [
  'oil',
  'air',
  'cabin',
  'fuel',
  'padsFront',
  'padsRear',
  'discFront',
  'discRear',
  'plug',
  'ribbed',
  'bearing',
  'shockFront',
  'shockRear',
  'link',
] as const;
export type OemPart = (typeof oemParts)[number];

interface Make {
  brand: string;
  /** Share of the park of cars in the shop's region, relative. */
  weight: number;
  /** Number patterns; `{}` takes the part's function code. */
  formats: readonly string[];
  /** Function codes in the order of `oemParts`, separated by '|'; absent when the make has none. */
  codes?: string;
}

/**
 * How carmakers print their numbers: function codes are the groups of the real numbering (VAG '115 561' is an
 * oil filter, Toyota '90915' too); the rest of a number is made up.
 */
const makes: readonly Make[] = [
  {
    brand: 'VAG',
    weight: 20,
    formats: ['#?# {} ?', '#?# {}', '0## {} ??'],
    codes:
      '115 561|129 620|819 653|127 401|698 151|698 451|615 301|615 601|905 6##|903 137|498 625|413 031|513 029|411 315',
  },
  {
    brand: 'HYUNDAI/KIA',
    weight: 15,
    formats: ['{}-#####', '{}-#?#00'],
    codes: '26300|28113|97133|31922|58101|58302|51712|58411|18846|25212|51720|54651|55311|54830',
  },
  {
    brand: 'TOYOTA',
    weight: 12,
    formats: ['{}-#####', '{}-##0#0'],
    codes: '90915|17801|87139|23390|04465|04466|43512|42431|90919|90916|90369|48510|48530|48820',
  },
  {
    brand: 'NISSAN',
    weight: 8,
    formats: ['{}-##?#?', '{}-#####'],
    codes: '15208|16546|27277|16400|D1060|D4060|40206|43206|22401|11720|40210|E4302|E6210|54618',
  },
  { brand: 'GM', weight: 8, formats: ['## ### ###', '9# ### ###', '### ###'] },
  { brand: 'RENAULT', weight: 8, formats: ['82 00 ### ###', '77 01 ### ###', '## ## ### ##R'] },
  {
    brand: 'LADA',
    weight: 8,
    formats: ['21##-{}', '2190-{}', '1118-{}'],
    codes:
      '1012005|1109080|8122010|1117010|3501080|3502090|3501070|3501077|3707010|1041020|3103020|2905402|2915402|2906080',
  },
  { brand: 'FORD', weight: 6, formats: ['# ### ###', '1 ### ###'] },
  {
    brand: 'MERCEDES-BENZ',
    weight: 5,
    formats: ['A ### {} ## ##', 'A ### {} ## ## 64'],
    codes: '180|094|830|092|420|423|421|423|159|993|981|323|326|320',
  },
  {
    brand: 'BMW',
    weight: 5,
    formats: ['{} # ### ###'],
    codes: '11 42|13 71|64 11|13 32|34 11|34 21|34 11|34 21|12 12|11 28|31 22|31 31|33 52|31 30',
  },
  {
    brand: 'PEUGEOT/CITROEN',
    weight: 3,
    formats: ['{} ??', '{}.??'],
    codes: '1109|1444|6479|1906|4254|4253|4246|4249|5960|5750|3350|5208|5206|5087',
  },
  {
    brand: 'HONDA',
    weight: 2,
    formats: ['{}-???-###', '{}-???-?##'],
    codes: '15400|17220|80292|16010|45022|43022|45251|42510|98079|38920|44300|51605|52611|51320',
  },
  {
    brand: 'MAZDA',
    weight: 2,
    formats: ['??##-{}', '??##-{}?'],
    codes:
      '14-302|13-3A0|61-J6X|13-480|33-28Z|26-48Z|33-25X|26-25X|18-110|15-908|33-04X|34-700|28-700|34-150',
  },
  { brand: 'MITSUBISHI', weight: 2, formats: ['MD######', 'MN######', '####A###'] },
];

const totalWeight = makes.reduce((sum, make) => sum + make.weight, 0);

/** A carmaker for an analogue group, by the region's park, and the pattern of its number for the part. */
export function pickOriginal(random: Random, part: OemPart): { brand: string; pattern: string } {
  let left = random.int(1, totalWeight);
  const make = makes.find((candidate) => (left -= candidate.weight) <= 0) ?? makes[0];
  if (!make) throw new Error('Нет автопроизводителей');
  const format = random.pick(make.formats);
  const code = make.codes?.split('|')[oemParts.indexOf(part)] ?? '';
  return { brand: make.brand, pattern: format.replace('{}', code) };
}
