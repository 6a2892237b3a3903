import { demoBrandSynonyms, demoBrands, type BrandSeed, type SynonymSeed } from './brands/index.js';
import { generateOffers, type OfferSeed } from './offers.js';
import { generateParts } from './parts/generate.js';
import { generateAccessories } from './parts/accessories.js';
import { generateLiquids } from './parts/liquids.js';
import { createRegistry, type GoodSeed, type GroupSeed } from './parts/registry.js';
import { createRandom } from './random.js';

export interface DemoCatalog {
  brands: readonly BrandSeed[];
  synonyms: readonly SynonymSeed[];
  goods: readonly GoodSeed[];
  groups: readonly GroupSeed[];
  offers: readonly OfferSeed[];
}

/** Fixed seed: the same catalog on every start. */
const SEED = 20_250_301;
/**
 * The oils, fluids and accessories draw from a sequence of their own, so that changing their tables leaves
 * the parts and the parts' stock as they are.
 */
const LIQUIDS_SEED = 20_261_124;

const euroCountries = new Set([
  'Германия',
  'Италия',
  'Франция',
  'Испания',
  'Бельгия',
  'Нидерланды',
  'Австрия',
]);

/** The whole demo catalog, built in memory (a few tens of milliseconds) and the same on every call. */
export function buildDemoCatalog(): DemoCatalog {
  const random = createRandom(SEED);
  const registry = createRegistry();
  generateParts(random, registry);
  const partCount = registry.goods.length;
  const liquidsRandom = createRandom(LIQUIDS_SEED);
  generateLiquids(liquidsRandom, registry);
  generateAccessories(liquidsRandom, registry);
  const originals = new Set(
    demoBrands.filter((brand) => brand.category === 'original').map((brand) => brand.name),
  );
  const euroBrands = new Set(
    demoBrands.filter((brand) => euroCountries.has(brand.country)).map((brand) => brand.name),
  );
  return {
    brands: demoBrands,
    synonyms: demoBrandSynonyms,
    goods: registry.goods,
    groups: registry.groups,
    offers: [
      ...generateOffers(random, registry.goods.slice(0, partCount), originals, euroBrands),
      ...generateOffers(liquidsRandom, registry.goods, originals, euroBrands, partCount),
    ],
  };
}
