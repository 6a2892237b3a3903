import type { Random } from '../random.js';
import type { OemPart } from './original.js';

/** How a warehouse sells a kind of part: what the offers generator needs to know. */
export interface OfferTerms {
  /** Electrics are not taken back (the refund badge shows 'return denied'). */
  refundDenied: boolean;
  /** Some warehouses sell only by this many (a set of plugs, a pair of shocks); 1: one by one. */
  pack: number;
  /** Consumables: some warehouses hold more than a hundred. */
  bulk: boolean;
  /** Oils and fluids: makers often set a minimum retail price for them. */
  liquid: boolean;
}

export interface PartFamily {
  key: string;
  /** Russian names; each analogue group takes one, all its parts share it. */
  names: readonly string[];
  /** How many analogue groups to make. */
  groups: number;
  /** How many brands a group takes, without the carmaker's original number. */
  groupSize: readonly [number, number];
  /** Purchase price of a mid-range analogue, roubles. */
  price: readonly [number, number];
  /**
   * Brand → number patterns (`#` digit, `?` letter, `$` the group's size code); `@BRAND` repeats that brand's
   * number in the same group (KNECHT prints MAHLE's numbers). With `fixed`, the lists are real numbers taken
   * as they are.
   */
  brands: Readonly<Record<string, readonly string[]>>;
  fixed?: boolean;
  /** The carmakers' function code of this part: groups may then hold an original number. */
  oem?: OemPart;
  /** Size code shared by a group's numbers (poly-V belts print '6PK1070' whoever makes them). */
  size?: (random: Random) => string;
  terms: OfferTerms;
}

export const usualTerms: OfferTerms = { refundDenied: false, pack: 1, bulk: false, liquid: false };
export const consumableTerms: OfferTerms = { ...usualTerms, bulk: true };

const premium = new Set([
  'MANN-FILTER',
  'MAHLE',
  'HENGST',
  'BOSCH',
  'BREMBO',
  'TEXTAR',
  'ATE',
  'ZIMMERMANN',
  'BILSTEIN',
  'SACHS',
  'LEMFORDER',
  'KONI',
  'SKF',
  'FAG',
  'INA',
  'GATES',
  'CONTITECH',
  'NGK',
  'DENSO',
  'TRW',
  'HELLA PAGID',
  'FERODO',
  'CASTROL',
  'MOTUL',
  'LIQUI MOLY',
  'MOBIL',
  'SHELL',
]);

const budget = new Set([
  'BIG FILTER',
  'NEVSKY FILTER',
  'TSN',
  'MARSHALL',
  'FENOX',
  'MASUMA',
  'STELLOX',
  'LYNXAUTO',
  'BELMAG',
  'DIFA',
  'GOODWILL',
  'BRISK',
  'TORCH',
  'KAVO PARTS',
  'SS20',
  'JS ASAKASHI',
  'SAKURA',
  'CTR',
  'SANGSIN BRAKE',
  'HI-Q',
  'QUARO',
  'BRT',
  'ROSDOT',
  'FELIX',
  'SINTEC',
]);

/** Price of a brand's part against a mid-range analogue, percent: originals cost more, budget brands less. */
export function pricePercent(brand: string, original: boolean): number {
  if (original) return 160;
  if (premium.has(brand)) return 125;
  if (budget.has(brand)) return 70;
  return 100;
}
