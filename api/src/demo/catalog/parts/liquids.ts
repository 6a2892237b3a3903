import { isOilKind, type OilKind } from '../../../oils/kinds.js';
import { fillPattern, type Random } from '../random.js';
import type { OfferTerms } from './family.js';
import { engineOils, fluids, transmissionOils } from './oils.js';
import type { CatalogRegistry, OilSpecSeed } from './registry.js';

/** 1 l bottles: some warehouses sell them by the box of four. */
const bottleTerms: OfferTerms = { refundDenied: false, pack: 4, bulk: true, liquid: true };
const canTerms: OfferTerms = { refundDenied: false, pack: 1, bulk: true, liquid: true };

const bases: Record<string, string> = { syn: 'синтетическое', semi: 'полусинтетическое' };

/** Purchase price of a can against a litre bottle: bigger cans cost less a litre. */
const canPrice: Record<number, number> = { 1: 1, 4: 3.4, 5: 4.2 };

/** A largest group of analogues; longer lists of the same oil kind are cut into several groups. */
const GROUP_LIMIT = 8;

function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

const list = (cell: string): string[] =>
  cell
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** `1=15667C 4=15669E` → litres and the article (or its pattern). */
function cans(cell: string): { litres: number; article: string }[] {
  return cell.split(/\s+(?=\d+=)/).map((can) => {
    const [litres = '', article = ''] = can.split('=');
    return { litres: Number(litres), article: article.trim() };
  });
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

function addToGroup(groups: Map<string, number[]>, key: string, id: number | null): void {
  if (id === null) return;
  const members = groups.get(key) ?? [];
  members.push(id);
  groups.set(key, members);
}

interface OilProduct {
  brand: string;
  title: string;
  /** Analogue group key: oils of one kind, grade and main specification are interchangeable. */
  group: string;
  price: number;
  cans: string;
  spec: Omit<OilSpecSeed, 'volume'>;
}

function oilProducts(): OilProduct[] {
  return [
    ...rows(engineOils).map(
      ([
        brand = '',
        line = '',
        viscosity = '',
        base = '',
        price = '',
        can = '',
        specs = '',
        approvals = '',
      ]) => ({
        brand,
        title: `Масло моторное ${bases[base] ?? ''} ${line} ${viscosity}`,
        group: `engine ${viscosity} ${list(specs)[0] ?? ''}`,
        price: Number(price),
        cans: can,
        spec: { kind: 'engine-oil' as const, viscosity, specs: list(specs), approvals: list(approvals) },
      }),
    ),
    ...rows(transmissionOils).map(
      ([brand = '', line = '', viscosity = '', price = '', can = '', specs = '', approvals = '']) => {
        const atf = viscosity === '-';
        return {
          brand,
          title: atf ? `Жидкость для АКПП ${line}` : `Масло трансмиссионное ${line} ${viscosity}`,
          group: atf ? `atf ${list(specs)[0] ?? ''}` : `gear ${viscosity}`,
          price: Number(price),
          cans: can,
          spec: {
            kind: 'transmission-oil' as const,
            viscosity: atf ? null : viscosity,
            specs: list(specs),
            approvals: list(approvals),
          },
        };
      },
    ),
  ];
}

/** Each product in the cans it is sold in, with analogues of the same kind, grade and volume. */
function addOils(random: Random, registry: CatalogRegistry, groups: Map<string, number[]>): void {
  for (const product of oilProducts()) {
    const code = fillPattern(random, '7###');
    const litre = Math.round(product.price * random.int(95, 105));
    for (const { litres, article } of cans(product.cans)) {
      const id = registry.add({
        brand: product.brand,
        number: /[#?$]/.test(article) ? freeNumber(random, registry, product.brand, article, code) : article,
        name: `${product.title}, ${String(litres)} л`,
        price: Math.round(litre * (canPrice[litres] ?? litres)),
        rating: random.int(0, 60),
        terms: litres === 1 ? bottleTerms : canTerms,
        mainStock: false,
        oil: { ...product.spec, volume: litres },
      });
      addToGroup(groups, `${product.group} ${String(litres)}`, id);
    }
  }
}

function addFluids(random: Random, registry: CatalogRegistry, groups: Map<string, number[]>): void {
  for (const [
    brand = '',
    pattern = '',
    name = '',
    price = '',
    kind = '',
    litres = '',
    specs = '',
    approvals = '',
    group = '',
  ] of rows(fluids)) {
    const oilKind: OilKind | null = isOilKind(kind) ? kind : null;
    const id = registry.add({
      brand,
      number: freeNumber(random, registry, brand, pattern),
      name,
      price: Number(price) * random.int(95, 105),
      rating: random.int(0, 30),
      terms: canTerms,
      mainStock: false,
      ...(oilKind && {
        oil: {
          kind: oilKind,
          viscosity: null,
          specs: list(specs),
          approvals: list(approvals),
          volume: litres === '-' ? null : Number(litres),
        },
      }),
    });
    addToGroup(groups, group, id);
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

/**
 * Oils and fluids with their characteristics and analogue groups (made by the shop's managers by the makers'
 * specifications).
 */
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
