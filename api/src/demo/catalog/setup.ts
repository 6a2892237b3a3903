/** Vendors, currencies and price levels of the demo shop. */

export const demoCurrencies = [
  { code: 'RUB', rate: '1' },
  { code: 'EUR', rate: '94.75' },
  { code: 'USD', rate: '81.40' },
] as const;

/** Kopecks for one euro (the EUR rate above), to price some offers of European brands in euros. */
export const EURO_KOPECKS = 9475;

/** The main office's warehouse: its stock is delivered at once. */
export const MAIN_WAREHOUSE = 1;
export const demoWarehouses = [MAIN_WAREHOUSE, 2, 3] as const;

interface VendorSeed {
  id: number;
  name: string;
  is_remote: boolean;
  provider: string | null;
  api_login: string | null;
  api_password: string | null;
  timeout_ms: number;
  extra_delivery_hours: number;
}

const warehouse = (id: number, name: string): VendorSeed => ({
  id,
  name,
  is_remote: false,
  provider: null,
  api_login: null,
  api_password: null,
  timeout_ms: 3000,
  extra_delivery_hours: 0,
});

/**
 * Own warehouses carry the ids the offices point at (`offices.vendor_id`); remote suppliers speak the ABCP
 * protocol, their address is null: in demo mode the simulated supplier beside the API answers for them.
 */
export const demoVendors: readonly VendorSeed[] = [
  warehouse(1, 'Склад Симферополь'),
  warehouse(2, 'Склад Севастополь'),
  warehouse(3, 'Склад Ялта'),
  {
    id: 4,
    name: 'Поставщик Юг',
    is_remote: true,
    provider: 'abcp',
    api_login: 'demo-south',
    api_password: 'demo',
    timeout_ms: 3000,
    extra_delivery_hours: 24,
  },
  {
    id: 5,
    name: 'Поставщик Север',
    is_remote: true,
    provider: 'abcp',
    api_login: 'demo-north',
    api_password: 'demo',
    timeout_ms: 3000,
    extra_delivery_hours: 48,
  },
];

export interface RuleSeed {
  from: string | null;
  to: string | null;
  retail: string;
  wholesale: string;
  brand?: string;
  vendor?: number;
  priority?: number;
}

export interface PriceLevelSeed {
  name: string;
  isDefault: boolean;
  rules: readonly RuleSeed[];
}

/**
 * Markups by purchase price range (bounds inclusive), then narrower rules that win over them: oils of a brand
 * the shop buys on a distributor contract, and the remote suppliers (their prices already carry a margin).
 */
function level(
  name: string,
  isDefault: boolean,
  markups: readonly (readonly [string, string])[],
): PriceLevelSeed {
  const [cheap, middle, dear, castrol, south, north] = markups.map(([retail, wholesale]) => ({
    retail,
    wholesale,
  }));
  if (!cheap || !middle || !dear || !castrol || !south || !north)
    throw new Error(`Неполные наценки: ${name}`);
  return {
    name,
    isDefault,
    rules: [
      { from: '0', to: '499.99', ...cheap },
      { from: '500', to: '1999.99', ...middle },
      { from: '2000', to: null, ...dear },
      { from: null, to: null, brand: 'CASTROL', priority: 10, ...castrol },
      { from: null, to: null, vendor: 4, priority: 10, ...south },
      { from: null, to: null, vendor: 5, priority: 10, ...north },
    ],
  };
}

export const DEFAULT_LEVEL = 'Розница';
export const WHOLESALE_LEVEL = 'Опт';

/** Markups, percent: retail / wholesale for 0–500, 500–2000, 2000+ roubles, CASTROL, the two suppliers. */
export const demoPriceLevels: readonly PriceLevelSeed[] = [
  level(DEFAULT_LEVEL, true, [
    ['60', '35'],
    ['45', '25'],
    ['30', '18'],
    ['25', '15'],
    ['35', '20'],
    ['32', '18'],
  ]),
  level(WHOLESALE_LEVEL, false, [
    ['50', '30'],
    ['38', '22'],
    ['25', '15'],
    ['20', '12'],
    ['30', '17'],
    ['28', '15'],
  ]),
  level('VIP', false, [
    ['40', '25'],
    ['30', '18'],
    ['20', '12'],
    ['15', '10'],
    ['25', '14'],
    ['22', '12'],
  ]),
];
