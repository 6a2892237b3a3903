import type Big from 'big.js';
import { formatPercent, formatRub, markupFactor, parseDecimal, parseUnits, roundToKopecks } from './money.js';
import type { PriceLevelData, PriceRule } from './types.js';

/** A rule with its decimals parsed once, so matching an offer costs map look-ups and two comparisons. */
export interface IndexedRule {
  rule: PriceRule;
  from: Big | null;
  to: Big | null;
  retailMarkup: Big;
  wholesaleMarkup: Big;
  retailFactor: Big;
  wholesaleFactor: Big;
  /** Descriptions of the markup operations, written once per rule. */
  retailDescription: string;
  wholesaleDescription: string;
  /** The same numbers as whole units for the integer path; null when one of them does not fit it. */
  units: RuleUnits | null;
}

/** A rule's range in kopecks and its markups as factors in ten-thousandths (`12.5` % → 11 250). */
export interface RuleUnits {
  fromKopecks: number | null;
  toKopecks: number | null;
  retailFactor: number;
  wholesaleFactor: number;
}

/** The rules of one level split by specificity; each list is ordered by priority (higher first), then id. */
export interface LevelIndex {
  vendorBrand: Map<number, Map<number, IndexedRule[]>>;
  brand: Map<number, IndexedRule[]>;
  vendor: Map<number, IndexedRule[]>;
  rangeOnly: IndexedRule[];
  catchAll: IndexedRule[];
  priceCreatedAt: string;
  /** Description of the markup operation when no rule matches. */
  noRuleDescription: string;
  /** Every rule has its `units`: the integer path can price offers of this level. */
  exact: boolean;
}

/** `правило №5 (поставщик 3, бренд 12, закупка от 100 ₽ до 500 ₽, приоритет 0)` for the breakdown. */
function describeRule(rule: PriceRule, from: Big | null, to: Big | null): string {
  const conditions: string[] = [];
  if (rule.vendorId !== null) conditions.push(`поставщик ${rule.vendorId}`);
  if (rule.brandId !== null) conditions.push(`бренд ${rule.brandId}`);
  const fromText = from === null ? '' : ` от ${formatRub(roundToKopecks(from))}`;
  const toText = to === null ? '' : ` до ${formatRub(roundToKopecks(to))}`;
  if (from !== null || to !== null) conditions.push(`закупка${fromText}${toText}`);
  const scope = conditions.length > 0 ? conditions.join(', ') : 'без условий';
  return `правило №${rule.id} (${scope}, приоритет ${rule.priority})`;
}

/** Percent with two fraction digits as a factor in ten-thousandths; null when it does not fit (or is < 0). */
function factorUnits(percent: string): number | null {
  const hundredths = parseUnits(percent, 2);
  return hundredths === null || Number.isNaN(hundredths) || hundredths < -10_000 ? null : 10_000 + hundredths;
}

function ruleUnits(rule: PriceRule): RuleUnits | null {
  const fromKopecks = parseUnits(rule.priceFrom, 2);
  const toKopecks = parseUnits(rule.priceTo, 2);
  const retailFactor = factorUnits(rule.retailMarkup);
  const wholesaleFactor = factorUnits(rule.wholesaleMarkup);
  if (
    Number.isNaN(fromKopecks) ||
    Number.isNaN(toKopecks) ||
    retailFactor === null ||
    wholesaleFactor === null
  )
    return null;
  return { fromKopecks, toKopecks, retailFactor, wholesaleFactor };
}

function indexRule(rule: PriceRule): IndexedRule | null {
  const retailMarkup = parseDecimal(rule.retailMarkup);
  const wholesaleMarkup = parseDecimal(rule.wholesaleMarkup);
  // A rule with a broken markup cannot price anything; skipping it lets a less specific rule apply.
  if (retailMarkup === null || wholesaleMarkup === null) return null;
  const from = parseDecimal(rule.priceFrom);
  const to = parseDecimal(rule.priceTo);
  const scope = describeRule(rule, from, to);
  return {
    rule,
    from,
    to,
    retailMarkup,
    wholesaleMarkup,
    retailFactor: markupFactor(retailMarkup),
    wholesaleFactor: markupFactor(wholesaleMarkup),
    retailDescription: `${formatPercent(retailMarkup)}: ${scope}`,
    wholesaleDescription: `${formatPercent(wholesaleMarkup)}: ${scope}`,
    units: ruleUnits(rule),
  };
}

function push<K>(map: Map<K, IndexedRule[]>, key: K, rule: IndexedRule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

const byPriority = (a: IndexedRule, b: IndexedRule): number =>
  b.rule.priority - a.rule.priority || a.rule.id - b.rule.id;

function buildIndex(level: PriceLevelData): LevelIndex {
  const index: LevelIndex = {
    vendorBrand: new Map(),
    brand: new Map(),
    vendor: new Map(),
    rangeOnly: [],
    catchAll: [],
    priceCreatedAt: level.updatedAt.toISOString(),
    noRuleDescription: `Нет подходящего правила в уровне цен «${level.name}»: наценка 0\u00a0%`,
    exact: true,
  };
  for (const rule of level.rules) {
    const indexed = indexRule(rule);
    if (indexed === null) continue;
    if (indexed.units === null) index.exact = false;
    if (rule.vendorId !== null && rule.brandId !== null) {
      let brands = index.vendorBrand.get(rule.vendorId);
      if (!brands) {
        brands = new Map();
        index.vendorBrand.set(rule.vendorId, brands);
      }
      push(brands, rule.brandId, indexed);
    } else if (rule.brandId !== null) {
      push(index.brand, rule.brandId, indexed);
    } else if (rule.vendorId !== null) {
      push(index.vendor, rule.vendorId, indexed);
    } else if (indexed.from !== null || indexed.to !== null) {
      index.rangeOnly.push(indexed);
    } else {
      index.catchAll.push(indexed);
    }
  }
  for (const brands of index.vendorBrand.values()) for (const list of brands.values()) list.sort(byPriority);
  for (const list of index.brand.values()) list.sort(byPriority);
  for (const list of index.vendor.values()) list.sort(byPriority);
  index.rangeOnly.sort(byPriority);
  index.catchAll.sort(byPriority);
  return index;
}

// Keyed by the level object: a pricing source hands out the same object until it reloads.
const indexes = new WeakMap<PriceLevelData, LevelIndex>();

/** The level's rules indexed for matching, built once per level object. */
export function levelIndex(level: PriceLevelData): LevelIndex {
  let index = indexes.get(level);
  if (!index) {
    index = buildIndex(level);
    indexes.set(level, index);
  }
  return index;
}

/** Whether a rule's range (inclusive) holds a purchase price in roubles. */
export type InRange = (rule: IndexedRule) => boolean;

/** The range test of a price held as a Big. */
export function inRangeOf(price: Big): InRange {
  return (rule) => !(rule.from !== null && price.lt(rule.from)) && !(rule.to !== null && price.gt(rule.to));
}

function firstInRange(rules: IndexedRule[] | undefined, inRange: InRange): IndexedRule | null {
  if (!rules) return null;
  for (const rule of rules) if (inRange(rule)) return rule;
  return null;
}

/**
 * The rule for an offer: vendor and brand > brand > vendor > price range only > no conditions; among
 * rules of the same kind the higher priority, then the lower id. A rule's price range (in roubles,
 * inclusive) must hold in every kind.
 */
export function matchRule(
  index: LevelIndex,
  vendorId: number,
  brandId: number,
  inRange: InRange,
): IndexedRule | null {
  return (
    firstInRange(index.vendorBrand.get(vendorId)?.get(brandId), inRange) ??
    firstInRange(index.brand.get(brandId), inRange) ??
    firstInRange(index.vendor.get(vendorId), inRange) ??
    firstInRange(index.rangeOnly, inRange) ??
    firstInRange(index.catchAll, inRange)
  );
}
