import Big from 'big.js';
import { toCardinal } from 'n2words/ru-RU';
import { pluralRu } from '@shop/shared/format';

/**
 * An amount of roubles as an invoice writes it: roubles in words with a capital letter, kopecks in figures:
 * `'1234.5'` → 'Одна тысяча двести тридцать четыре рубля 50 копеек'.
 */
export function roublesInWords(amount: string | number): string {
  const kopecksTotal = new Big(amount).times(100).round(0, Big.roundHalfUp);
  if (kopecksTotal.lt(0)) throw new RangeError('Сумма прописью: отрицательная сумма');
  const roubles = BigInt(kopecksTotal.div(100).round(0, Big.roundDown).toFixed(0));
  const kopecks = Number(kopecksTotal.mod(100).toFixed(0));
  const words = toCardinal(roubles);
  // pluralRu needs only the last two digits to choose the form.
  const roubleForm = pluralRu(Number(roubles % 100n), ['рубль', 'рубля', 'рублей']);
  const kopeckForm = pluralRu(kopecks, ['копейка', 'копейки', 'копеек']);
  const capitalised = words.charAt(0).toUpperCase() + words.slice(1);
  return `${capitalised} ${roubleForm} ${String(kopecks).padStart(2, '0')} ${kopeckForm}`;
}
