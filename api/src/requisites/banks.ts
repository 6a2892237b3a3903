import type { BankSuggestion } from '@shop/shared';
import type { DirectoryEntry } from './directory.js';

interface BankSeed {
  bic: string;
  correspondentAccount: string;
  /** Tax number where known; the test checks each one by the shared rule. */
  inn: string | null;
  /** The name in payment documents (the Bank of Russia's directory). */
  payment: string;
  short: string;
  city: string;
  /** Names people type: 'сбер', 'тинькофф'. */
  aliases: string[];
}

/**
 * Banks of the built-in directory: those working in Crimea first, then the largest Russian banks. Real БИК and
 * correspondent accounts (each passes the shared check-digit rule, see test/requisites.test.ts); the address
 * is the bank's payment city only, as the Bank of Russia's directory gives it.
 */
const seeds: BankSeed[] = [
  {
    bic: '043510607',
    correspondentAccount: '30101810335100000607',
    inn: '7701105460',
    payment: 'РНКБ БАНК (ПАО)',
    short: 'РНКБ Банк',
    city: 'г Симферополь',
    aliases: ['рнкб', 'российский национальный коммерческий банк'],
  },
  {
    bic: '043510123',
    correspondentAccount: '30101810835100000123',
    inn: '7750005588',
    payment: 'АО "ГЕНБАНК"',
    short: 'Генбанк',
    city: 'г Симферополь',
    aliases: ['генеральный банк'],
  },
  {
    bic: '043510101',
    correspondentAccount: '30101810035100000101',
    inn: null,
    payment: 'АО "ЧБРР"',
    short: 'ЧБРР',
    city: 'г Симферополь',
    aliases: ['черноморский банк развития и реконструкции'],
  },
  {
    bic: '040349722',
    correspondentAccount: '30101810200000000722',
    inn: '2312016641',
    payment: 'КБ "КУБАНЬ КРЕДИТ" ООО',
    short: 'Кубань Кредит',
    city: 'г Краснодар',
    aliases: [],
  },
  {
    bic: '044030852',
    correspondentAccount: '30101810000000000852',
    inn: '7831001422',
    payment: 'АО "БАНК ПСКБ"',
    short: 'Банк ПСКБ',
    city: 'г Санкт-Петербург',
    aliases: ['петербургский социальный коммерческий банк'],
  },
  {
    bic: '044030861',
    correspondentAccount: '30101810800000000861',
    inn: '7831000122',
    payment: 'АО "АБ "РОССИЯ"',
    short: 'Банк «Россия»',
    city: 'г Санкт-Петербург',
    aliases: ['абр'],
  },
  {
    bic: '044525555',
    correspondentAccount: '30101810400000000555',
    inn: '7744000912',
    payment: 'ПАО "ПРОМСВЯЗЬБАНК"',
    short: 'ПСБ',
    city: 'г Москва',
    aliases: ['промсвязьбанк'],
  },
  {
    bic: '044525225',
    correspondentAccount: '30101810400000000225',
    inn: '7707083893',
    payment: 'ПАО СБЕРБАНК',
    short: 'Сбербанк',
    city: 'г Москва',
    aliases: ['сбер'],
  },
  {
    bic: '044525187',
    correspondentAccount: '30101810700000000187',
    inn: '7702070139',
    payment: 'БАНК ВТБ (ПАО)',
    short: 'ВТБ',
    city: 'г Москва',
    aliases: [],
  },
  {
    bic: '044525593',
    correspondentAccount: '30101810200000000593',
    inn: '7728168971',
    payment: 'АО "АЛЬФА-БАНК"',
    short: 'Альфа-Банк',
    city: 'г Москва',
    aliases: ['альфа'],
  },
  {
    bic: '044525974',
    correspondentAccount: '30101810145250000974',
    inn: '7710140679',
    payment: 'АО "ТБАНК"',
    short: 'Т-Банк',
    city: 'г Москва',
    aliases: ['тинькофф', 'тбанк'],
  },
  {
    bic: '044525823',
    correspondentAccount: '30101810200000000823',
    inn: '7744001497',
    payment: 'БАНК ГПБ (АО)',
    short: 'Газпромбанк',
    city: 'г Москва',
    aliases: ['гпб'],
  },
  {
    bic: '044525111',
    correspondentAccount: '30101810200000000111',
    inn: '7725114488',
    payment: 'АО "РОССЕЛЬХОЗБАНК"',
    short: 'Россельхозбанк',
    city: 'г Москва',
    aliases: ['рсхб'],
  },
];

export const bankDirectory: DirectoryEntry<BankSuggestion>[] = seeds.map((seed) => ({
  suggestion: {
    value: seed.payment,
    data: {
      bic: seed.bic,
      correspondent_account: seed.correspondentAccount,
      inn: seed.inn,
      name: { payment: seed.payment, short: seed.short, full: null },
      address: { value: seed.city, unrestricted_value: seed.city },
      payment_city: seed.city,
      opf: { type: 'BANK' },
      state: { status: 'ACTIVE' },
    },
  },
  names: [seed.payment, seed.short, ...seed.aliases],
  numbers: seed.inn === null ? [seed.bic] : [seed.bic, seed.inn],
}));
