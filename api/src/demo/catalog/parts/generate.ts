import { isOilKind } from '../../../oils/kinds.js';
import { fillPattern, type Random } from '../random.js';
import { pricePercent, type PartFamily } from './family.js';
import { airFilters, cabinFilters, fuelFilters, oilFilters } from './filters.js';
import { discsFront, discsRear, padsFront, padsRear } from './brakes.js';
import { ribbedBelts, tensioners, timingBelts, timingKits, wheelBearings } from './engine.js';
import { ballJoints, shocksFront, shocksRear, stabilizerLinks, tieRodEnds } from './chassis.js';
import { sparkPlugs } from './plugs.js';
import { knownGroups, knownParts } from './known.js';
import { pickOriginal } from './original.js';
import type { CatalogRegistry, GoodSeed } from './registry.js';

export const partFamilies: readonly PartFamily[] = [
  oilFilters,
  airFilters,
  cabinFilters,
  fuelFilters,
  padsFront,
  padsRear,
  discsFront,
  discsRear,
  sparkPlugs,
  ribbedBelts,
  timingBelts,
  timingKits,
  tensioners,
  wheelBearings,
  shocksFront,
  shocksRear,
  stabilizerLinks,
  ballJoints,
  tieRodEnds,
];

/** Filters of the four families are also goods of the oils catalog (kind = the family's key). */
function oilSpecOf(family: PartFamily): Pick<GoodSeed, 'oil'> {
  return isOilKind(family.key)
    ? { oil: { kind: family.key, viscosity: null, specs: [], approvals: [], volume: null } }
    : {};
}

/** Attempts at a free number before a brand is left out of a group. */
const ATTEMPTS = 12;

/** One analogue group being made: its name, price, size code and the numbers its brands got. */
interface GroupDraft {
  family: PartFamily;
  name: string;
  /** Purchase price of a mid-range analogue, kopecks. */
  price: number;
  size: string;
  numbers: Map<string, string>;
}

function startGroup(random: Random, family: PartFamily): GroupDraft {
  return {
    family,
    name: random.pick(family.names),
    price: random.int(family.price[0], family.price[1]) * 100,
    size: family.size?.(random) ?? '',
    numbers: new Map(),
  };
}

/** A number of the brand free in the registry; `@BRAND` patterns share the other brand's number. */
function numberFor(
  random: Random,
  registry: CatalogRegistry,
  draft: GroupDraft,
  brand: string,
): string | null {
  const known = draft.numbers.get(brand);
  if (known !== undefined) return known;
  const patterns = draft.family.brands[brand] ?? [];
  const twin = patterns[0]?.startsWith('@') ? patterns[0].slice(1) : null;
  let number: string | null = null;
  if (twin) {
    number = numberFor(random, registry, draft, twin);
    if (number !== null && registry.has(brand, number)) number = null;
  } else {
    for (let attempt = 0; attempt < ATTEMPTS && number === null; attempt++) {
      const candidate = draft.family.fixed
        ? random.pick(patterns)
        : fillPattern(random, random.pick(patterns), draft.size);
      if (!registry.has(brand, candidate)) number = candidate;
    }
  }
  if (number !== null) draft.numbers.set(brand, number);
  return number;
}

function rating(random: Random): number {
  return random.chance(0.3) ? random.int(1, 40) : 0;
}

function addPart(
  random: Random,
  registry: CatalogRegistry,
  draft: GroupDraft,
  brand: string,
  number: string,
  original = false,
): number | null {
  const price = Math.round((draft.price * pricePercent(brand, original) * random.int(90, 110)) / 10_000);
  return registry.add({
    brand,
    number,
    name: draft.name,
    price,
    rating: rating(random),
    terms: draft.family.terms,
    mainStock: false,
    ...oilSpecOf(draft.family),
  });
}

/** Analogues of brands not yet in the group, `count` of them at most. */
function addAnalogues(
  random: Random,
  registry: CatalogRegistry,
  draft: GroupDraft,
  count: number,
  members: number[],
): void {
  const taken = new Set(draft.numbers.keys());
  const brands = random.sample(
    Object.keys(draft.family.brands).filter((brand) => !taken.has(brand)),
    count,
  );
  for (const brand of brands) {
    const number = numberFor(random, registry, draft, brand);
    const id = number === null ? null : addPart(random, registry, draft, brand, number);
    if (id !== null) members.push(id);
  }
}

function addKnownGroups(random: Random, registry: CatalogRegistry): void {
  for (const known of knownGroups) {
    const family = partFamilies.find((candidate) => candidate.key === known.family);
    if (!family) throw new Error(`Нет семейства запчастей ${known.family}`);
    const draft = { ...startGroup(random, family), name: family.names[0] ?? '' };
    const members: number[] = [];
    for (const { brand, number } of knownParts(known)) {
      draft.numbers.set(brand, number);
      const original = family.brands[brand] === undefined;
      const price = Math.round((draft.price * pricePercent(brand, original)) / 100);
      const id = registry.add({
        brand,
        number,
        name: draft.name,
        price,
        rating: random.int(60, 100),
        terms: family.terms,
        mainStock: known.mainStock === true,
        ...oilSpecOf(family),
      });
      if (id === null) throw new Error(`Номер ${brand} ${number} повторяется в известных группах`);
      members.push(id);
    }
    addAnalogues(random, registry, draft, known.extra, members);
    registry.group(known.source, members);
  }
}

function source(random: Random, registry: CatalogRegistry, members: readonly number[]): string {
  const roll = random.next();
  const first = members[0] === undefined ? undefined : registry.goods[members[0]];
  if (roll < 0.35 && first) return `Каталог ${first.brand}`;
  return roll < 0.85 ? 'TecDoc' : 'Менеджер';
}

/** The known groups first (their numbers are then taken), then each family's generated groups. */
export function generateParts(random: Random, registry: CatalogRegistry): void {
  addKnownGroups(random, registry);
  for (const family of partFamilies) {
    for (let index = 0; index < family.groups; index++) {
      const draft = startGroup(random, family);
      const members: number[] = [];
      addAnalogues(random, registry, draft, random.int(family.groupSize[0], family.groupSize[1]), members);
      if (family.oem && random.chance(0.45)) {
        const { brand, pattern } = pickOriginal(random, family.oem);
        const number = fillPattern(random, pattern);
        const id = registry.has(brand, number) ? null : addPart(random, registry, draft, brand, number, true);
        if (id !== null) members.push(id);
      }
      registry.group(source(random, registry, members), members);
    }
  }
}
