import { fillPattern, type Random } from '../random.js';
import type { OfferTerms } from './family.js';
import { fluids, motorOils, oilArticles, transmissionOils } from './oils.js';
import type { CatalogRegistry } from './registry.js';

/** 1 l bottles: some warehouses sell them by the box of four. */
const bottleTerms: OfferTerms = { refundDenied: false, pack: 4, bulk: true, liquid: true };
const canTerms: OfferTerms = { refundDenied: false, pack: 1, bulk: true, liquid: true };

const bases: Record<string, string> = { syn: 'синтетическое', semi: 'полусинтетическое', min: 'минеральное' };

/** A largest group of analogues; longer lists of the same oil kind are cut into several groups. */
const GROUP_LIMIT = 8;

function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/** A number of the pattern the brand does not have yet (a few tries; then a taken one, which `add` refuses). */
function freeNumber(
  random: Random,
  registry: CatalogRegistry,
  brand: string,
  pattern: string,
  code = '',
): string {
  let number = fillPattern(random, pattern, code);
  for (let attempt = 0; registry.has(brand, number) && attempt < 10; attempt++) {
    number = fillPattern(random, pattern, fillPattern(random, '7###'));
  }
  return number;
}

function addByKind(groups: Map<string, number[]>, kind: string, id: number | null): void {
  if (id === null) return;
  const list = groups.get(kind) ?? [];
  list.push(id);
  groups.set(kind, list);
}

/** Each product in 1 l and 4 l, with analogues of the same kind, viscosity and volume. */
function addOils(random: Random, registry: CatalogRegistry, groups: Map<string, number[]>): void {
  const products = [
    ...rows(motorOils).map(([brand = '', line = '', viscosity = '', base = '', price = '']) => ({
      brand,
      title: `Масло моторное ${bases[base] ?? ''} ${line} ${viscosity}`,
      kind: `motor ${viscosity} ${base}`,
      price: Number(price),
    })),
    ...rows(transmissionOils).map(([brand = '', kind = '', line = '', spec = '', price = '']) => ({
      brand,
      title: `${kind === 'atf' ? 'Жидкость для АКПП' : 'Масло трансмиссионное'} ${line} ${spec}`,
      kind: `${kind} ${spec}`,
      price: Number(price),
    })),
  ];
  for (const product of products) {
    const [one, four] = oilArticles[product.brand] ?? ['####', '####'];
    const code = fillPattern(random, '7###');
    const litre = Math.round(product.price * random.int(95, 105));
    const volumes = [
      { litres: 1, pattern: one, price: litre, terms: bottleTerms },
      { litres: 4, pattern: four, price: Math.round(litre * 3.4), terms: canTerms },
    ];
    for (const volume of volumes) {
      const id = registry.add({
        brand: product.brand,
        number: freeNumber(random, registry, product.brand, volume.pattern, code),
        name: `${product.title}, ${volume.litres} л`,
        price: volume.price,
        rating: random.int(0, 60),
        terms: volume.terms,
        mainStock: false,
      });
      addByKind(groups, `${product.kind} ${volume.litres}`, id);
    }
  }
}

function addFluids(random: Random, registry: CatalogRegistry, groups: Map<string, number[]>): void {
  for (const [brand = '', pattern = '', name = '', price = '', kind = ''] of rows(fluids)) {
    const id = registry.add({
      brand,
      number: freeNumber(random, registry, brand, pattern),
      name,
      price: Number(price) * random.int(95, 105),
      rating: random.int(0, 30),
      terms: canTerms,
      mainStock: false,
    });
    addByKind(groups, kind, id);
  }
}

/**
 * Cuts the products of one kind into analogue groups of different brands, GROUP_LIMIT at most (a maker's two
 * lines of the same viscosity are not each other's analogues).
 */
function splitByBrand(registry: CatalogRegistry, members: readonly number[]): number[][] {
  const groups: { brands: Set<string>; goods: number[] }[] = [];
  for (const id of members) {
    const brand = registry.goods[id]?.brand ?? '';
    let group = groups.find(
      (candidate) => candidate.goods.length < GROUP_LIMIT && !candidate.brands.has(brand),
    );
    if (!group) {
      group = { brands: new Set(), goods: [] };
      groups.push(group);
    }
    group.brands.add(brand);
    group.goods.push(id);
  }
  return groups.map((group) => group.goods);
}

/** Oils and fluids with their analogue groups (made by the shop's managers by the makers' approvals). */
export function generateLiquids(random: Random, registry: CatalogRegistry): void {
  const groups = new Map<string, number[]>();
  addOils(random, registry, groups);
  addFluids(random, registry, groups);
  for (const members of groups.values()) {
    for (const group of splitByBrand(registry, random.sample(members, members.length))) {
      registry.group('Менеджер', group);
    }
  }
}
