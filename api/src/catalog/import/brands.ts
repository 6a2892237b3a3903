import { normalizeBrandName } from '@shop/shared/catalog';

/** Russian letters as they sound in Latin (ГОСТ 7.79-2000 B, simplified): 'ЛАДА' → 'LADA', 'ФЕБИ' → 'FEBI'. */
const sounds: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'Y',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SCH',
  Ъ: '',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'YU',
  Я: 'YA',
};

const cyrillic = /[А-ЯЁ]/g;
const hasCyrillic = /[А-ЯЁа-яё]/;

/**
 * The normalised spellings a brand cell may stand for: as written ('Mann-Filter' → 'MANNFILTER'), then,
 * for a Cyrillic spelling, as it sounds in Latin ('МАНН' → 'MANN', which the synonyms know). The look-alike
 * folding of `normalizeBrandName` alone reads 'МАНН' as 'MAHH'.
 */
export function brandSpellings(cell: string): string[] {
  const written = normalizeBrandName(cell);
  if (!hasCyrillic.test(cell)) return [written];
  const sounded = normalizeBrandName(
    cell.toUpperCase().replace(cyrillic, (letter) => sounds[letter] ?? letter),
  );
  return sounded === written ? [written] : [written, sounded];
}
