/**
 * Real numbers of well-known parts and analogues that are certain to go together; the generator adds a few
 * analogues of other brands to each group. The first three groups are what the README and tests search for.
 */
export interface KnownGroup {
  family: string;
  source: string;
  /** `BRAND | number as printed`, one a line. */
  parts: string;
  /** How many generated analogues of other brands to add. */
  extra: number;
  /** Needs a stock offer at the main office. */
  mainStock?: boolean;
}

export const knownGroups: readonly KnownGroup[] = [
  {
    family: 'oil-filter',
    source: 'Каталог MANN-FILTER',
    parts: 'MANN-FILTER | W 712/75\nBOSCH | 0 451 103 316\nVAG | 030 115 561 AN',
    extra: 2,
    mainStock: true,
  },
  {
    family: 'oil-filter',
    source: 'Каталог MAHLE',
    parts: 'MAHLE | OC 90\nKNECHT | OC 90\nFILTRON | OP 570',
    extra: 2,
    mainStock: true,
  },
  {
    family: 'oil-filter',
    source: 'Каталог MANN-FILTER',
    parts: 'MANN-FILTER | W 914/2\nLADA | 2101-1012005',
    extra: 3,
  },
  { family: 'oil-filter', source: 'TecDoc', parts: 'MANN-FILTER | W 712/52', extra: 3 },
  {
    family: 'oil-filter',
    source: 'Каталог MAHLE',
    parts: 'MAHLE | OX 188D\nKNECHT | OX 188D\nMANN-FILTER | HU 719/6 x',
    extra: 1,
  },
  { family: 'oil-filter', source: 'TecDoc', parts: 'BOSCH | 0 986 452 041', extra: 3 },
  {
    family: 'oil-filter',
    source: 'Менеджер',
    parts: 'HYUNDAI/KIA | 26300-35503\nMANN-FILTER | W 811/80',
    extra: 2,
  },
  { family: 'oil-filter', source: 'TecDoc', parts: 'TOYOTA | 90915-YZZE1\nMANN-FILTER | W 68/3', extra: 2 },
  { family: 'oil-filter', source: 'TecDoc', parts: 'NISSAN | 15208-65F0E\nMANN-FILTER | W 67/1', extra: 2 },
  {
    family: 'oil-filter',
    source: 'TecDoc',
    parts: 'RENAULT | 82 00 768 913\nMANN-FILTER | W 75/3',
    extra: 2,
  },
  { family: 'air-filter', source: 'Каталог MANN-FILTER', parts: 'MANN-FILTER | C 2029', extra: 3 },
  { family: 'cabin-filter', source: 'Каталог MANN-FILTER', parts: 'MANN-FILTER | CU 2939', extra: 3 },
  {
    family: 'spark-plug',
    source: 'Каталог NGK',
    parts: 'NGK | BKR6E\nDENSO | K20PR-U\nBOSCH | FR7DC+\nCHAMPION | RC9YC',
    extra: 0,
  },
  { family: 'spark-plug', source: 'Каталог DENSO', parts: 'DENSO | K20TT', extra: 2 },
  { family: 'spark-plug', source: 'Каталог NGK', parts: 'NGK | BKR5E\nDENSO | K16PR-U', extra: 1 },
  {
    family: 'spark-plug',
    source: 'TecDoc',
    parts: 'NGK | BPR6ES\nDENSO | W20EPR-U\nBOSCH | WR7DC+\nCHAMPION | RN9YC',
    extra: 0,
  },
  { family: 'pads-front', source: 'Каталог BREMBO', parts: 'BREMBO | P 85 020', extra: 3 },
];

export function knownParts(group: KnownGroup): { brand: string; number: string }[] {
  return group.parts.split('\n').map((line) => {
    const [brand = '', number = ''] = line.split('|').map((cell) => cell.trim());
    return { brand, number };
  });
}
