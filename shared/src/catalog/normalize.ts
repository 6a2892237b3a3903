/** Cyrillic letters that look like Latin ones, as typed on a Russian keyboard layout ('ОС 90' → 'OC 90'). */
const cyrillicLookAlikes: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Ё: 'E',
  Н: 'H',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
  У: 'Y',
};

const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;
const lookAlike = /[АВСЕЁНКМОРТХУ]/g;

const printableAscii = /^[\x20-\x7e]*$/;
const notAsciiLetterOrDigit = /[^A-Z0-9]+/g;

function normalize(text: string): string {
  const upper = text.toUpperCase();
  // Most numbers are plain ASCII: the same result without the Unicode classes, twice as fast (price lists).
  if (printableAscii.test(upper)) return upper.replace(notAsciiLetterOrDigit, '');
  return upper
    .replace(notLetterOrDigit, '')
    .replace(lookAlike, (letter) => cyrillicLookAlikes[letter] ?? letter);
}

/**
 * How part numbers are compared: upper case, letters and digits only, Cyrillic look-alikes as Latin.
 * 'w 712/75', 'W712-75' and 'w71275' all give 'W71275'; 'ос 90' gives 'OC90'.
 */
export function normalizePartNumber(number: string): string {
  return normalize(number);
}

/** How brand names are compared: 'Mann-Filter' and 'MANN FILTER' both give 'MANNFILTER'. */
export function normalizeBrandName(name: string): string {
  return normalize(name);
}
