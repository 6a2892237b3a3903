/**
 * A seeded pseudo-random sequence (mulberry32): the demo catalog comes out the same on every start, so links,
 * tests and screenshots keep pointing at the same parts.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Пустой список для случайного выбора');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
}

/** Fills a number pattern: `#` a digit, `?` a capital Latin letter, `$` the slot's size code, the rest as is. */
export function fillPattern(random: Random, pattern: string, size = ''): string {
  let out = '';
  for (const char of pattern) {
    if (char === '#') out += String(random.int(0, 9));
    else if (char === '?') out += String.fromCharCode(65 + random.int(0, 25));
    else if (char === '$') out += size;
    else out += char;
  }
  return out;
}

/** Kopecks (an integer) as a decimal string of roubles: 123456 → '1234.56'. */
export function kopecksToString(kopecks: number): string {
  const whole = Math.floor(kopecks / 100);
  return `${whole}.${String(kopecks % 100).padStart(2, '0')}`;
}
