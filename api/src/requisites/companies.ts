import type { CompanySuggestion, PartyStatus } from '@shop/shared';
import type { DirectoryEntry } from './directory.js';

const opfs = {
  ООО: { code: '12300', short: 'ООО', full: 'Общество с ограниченной ответственностью' },
  АО: { code: '12200', short: 'АО', full: 'Акционерное общество' },
  ИП: { code: '50102', short: 'ИП', full: 'Индивидуальный предприниматель' },
} as const;

interface CompanySeed {
  opf: keyof typeof opfs;
  /** The name without its legal form: 'Автозапчасти Крым'. */
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  postalCode: string;
  address: string;
  /** The director of an organisation, or the entrepreneur himself (surname, name, patronymic). */
  person: [string, string, string];
  status?: PartyStatus;
}

/**
 * Demo companies of the built-in directory (fictitious; their ИНН, КПП and ОГРН carry valid check digits,
 * checked in test/requisites.test.ts), so that registration by ИНН can be tried without DaData. One is
 * liquidated: the form shows such a company struck through.
 */
const seeds: CompanySeed[] = [
  {
    opf: 'ООО',
    name: 'Автозапчасти Крым',
    inn: '9102017345',
    kpp: '910201001',
    ogrn: '1149102008736',
    postalCode: '295000',
    address: 'Респ Крым, г Симферополь, ул Киевская, д 120',
    person: ['Коваленко', 'Сергей', 'Петрович'],
  },
  {
    opf: 'ООО',
    name: 'Ялта Моторс',
    inn: '9103002180',
    kpp: '910301001',
    ogrn: '1159103001640',
    postalCode: '298600',
    address: 'Респ Крым, г Ялта, ул Московская, д 45',
    person: ['Мельник', 'Ирина', 'Александровна'],
  },
  {
    opf: 'АО',
    name: 'Таврида Автосервис',
    inn: '9102055118',
    kpp: '910201001',
    ogrn: '1169102012903',
    postalCode: '295034',
    address: 'Респ Крым, г Симферополь, ул Гагарина, д 14',
    person: ['Романенко', 'Виктор', 'Иванович'],
  },
  {
    opf: 'ООО',
    name: 'Керченский шинный центр',
    inn: '9111018472',
    kpp: '911101001',
    ogrn: '1179111009450',
    postalCode: '298300',
    address: 'Респ Крым, г Керчь, ул Ленина, д 8',
    person: ['Ткаченко', 'Олег', 'Николаевич'],
  },
  {
    opf: 'ООО',
    name: 'СТО Черноморец',
    inn: '9204003623',
    kpp: '920401001',
    ogrn: '1189204003317',
    postalCode: '299011',
    address: 'г Севастополь, ул Большая Морская, д 30',
    person: ['Шевчук', 'Андрей', 'Владимирович'],
  },
  {
    opf: 'ООО',
    name: 'Евпатория-Авто',
    inn: '9110012936',
    kpp: '911001001',
    ogrn: '1159110007121',
    postalCode: '297408',
    address: 'Респ Крым, г Евпатория, пр-кт Победы, д 62',
    person: ['Бондаренко', 'Павел', 'Сергеевич'],
    status: 'LIQUIDATED',
  },
  {
    opf: 'ООО',
    name: 'Автодок Севастополь',
    inn: '9202015782',
    kpp: '920201001',
    ogrn: '1199202004583',
    postalCode: '299053',
    address: 'г Севастополь, пр-кт Генерала Острякова, д 150',
    person: ['Лысенко', 'Наталья', 'Игоревна'],
  },
  {
    opf: 'ООО',
    name: 'Феодосия Автотранс',
    inn: '9107010449',
    kpp: '910701001',
    ogrn: '1149107002813',
    postalCode: '298100',
    address: 'Респ Крым, г Феодосия, ул Федько, д 1',
    person: ['Гончаренко', 'Михаил', 'Юрьевич'],
  },
  {
    opf: 'ИП',
    name: 'Петренко Андрей Викторович',
    inn: '910803412500',
    kpp: null,
    ogrn: '316910800018421',
    postalCode: '298200',
    address: 'Респ Крым, г Белогорск, ул Нижнегорская, д 4',
    person: ['Петренко', 'Андрей', 'Викторович'],
  },
];

function toSuggestion(seed: CompanySeed): CompanySuggestion {
  const opf = opfs[seed.opf];
  const individual = seed.opf === 'ИП';
  const short = individual ? `ИП ${seed.name}` : `${opf.short} «${seed.name}»`;
  const [surname, name, patronymic] = seed.person;
  return {
    value: short,
    data: {
      inn: seed.inn,
      kpp: seed.kpp,
      ogrn: seed.ogrn,
      type: individual ? 'INDIVIDUAL' : 'LEGAL',
      name: {
        full_with_opf: individual ? `${opf.full} ${seed.name}` : `${opf.full} «${seed.name}»`,
        short_with_opf: short,
        full: seed.name,
        short: seed.name,
      },
      opf,
      address: {
        value: seed.address,
        unrestricted_value: `${seed.postalCode}, ${seed.address}`,
      },
      management: individual
        ? null
        : { name: `${surname} ${name} ${patronymic}`, post: 'Генеральный директор' },
      fio: individual ? { surname, name, patronymic } : null,
      state: { status: seed.status ?? 'ACTIVE' },
    },
  };
}

export const companyDirectory: DirectoryEntry<CompanySuggestion>[] = seeds.map((seed) => {
  const suggestion = toSuggestion(seed);
  return {
    suggestion,
    names: [suggestion.value, seed.name],
    numbers: [seed.inn, seed.ogrn],
  };
});
