/** What a brand makes: decides its warranty text (makers word their warranties by product kind). */
export type BrandCategory =
  | 'filters'
  | 'brakes'
  | 'chassis'
  | 'engine'
  | 'electrics'
  | 'oils'
  | 'original'
  | 'aftermarket'
  | 'accessories';

export interface BrandSeed {
  name: string;
  country: string;
  site: string;
  description: string;
  warranty: string;
  warrantyDescription: string;
  category: BrandCategory;
}

const countries: Record<string, string> = {
  AT: 'Австрия',
  AU: 'Австралия',
  BE: 'Бельгия',
  BG: 'Болгария',
  BY: 'Беларусь',
  CA: 'Канада',
  CH: 'Швейцария',
  CN: 'Китай',
  CY: 'Кипр',
  CZ: 'Чехия',
  DE: 'Германия',
  DK: 'Дания',
  ES: 'Испания',
  FI: 'Финляндия',
  FR: 'Франция',
  GB: 'Великобритания',
  ID: 'Индонезия',
  IN: 'Индия',
  IT: 'Италия',
  JP: 'Япония',
  KR: 'Южная Корея',
  LV: 'Латвия',
  NL: 'Нидерланды',
  PL: 'Польша',
  RO: 'Румыния',
  RU: 'Россия',
  SE: 'Швеция',
  SI: 'Словения',
  TR: 'Турция',
  TW: 'Тайвань',
  US: 'США',
};

const warranties: Record<BrandCategory, [string, string]> = {
  filters: [
    '12 месяцев',
    'Гарантия 12 месяцев со дня продажи при замене фильтра в сроки, установленные регламентом ТО автомобиля.',
  ],
  brakes: [
    '12 месяцев или 30 000 км',
    'Гарантия действует при установке на СТО с заказ-нарядом; колодки и диски заменяются комплектом на ось.',
  ],
  chassis: [
    '12 месяцев или 20 000 км',
    'Гарантия при установке на СТО с последующей регулировкой углов установки колёс; амортизаторы меняются парой.',
  ],
  engine: [
    '12 месяцев или 30 000 км',
    'Гарантия при установке на СТО с заказ-нарядом; ремни и ролики привода ГРМ заменяются комплектом.',
  ],
  electrics: [
    '6 месяцев',
    'Гарантия при установке специалистом и исправной электросети автомобиля; электротовары надлежащего качества возврату не подлежат.',
  ],
  oils: [
    'Срок годности 5 лет',
    'Качество подтверждено паспортом продукции и допусками автопроизводителей; претензии принимаются по невскрытой упаковке.',
  ],
  original: [
    '24 месяца',
    'Оригинальная запчасть: гарантия автопроизводителя при установке на официальной или сертифицированной СТО.',
  ],
  accessories: [
    '12 месяцев',
    'Гарантия изготовителя 12 месяцев со дня продажи при сохранении чека и упаковки; расходные части (щётки, картриджи ароматизаторов) — до начала использования.',
  ],
  aftermarket: [
    '12 месяцев',
    'Гарантия 12 месяцев со дня продажи при установке на СТО с заказ-нарядом и соблюдении регламента ТО.',
  ],
};

/**
 * Parses a brand table: one brand a line, `NAME | country code | site | description`; the site without
 * the scheme, empty when the maker has no site of its own worth linking.
 */
export function brandTable(category: BrandCategory, text: string): BrandSeed[] {
  const [warranty, warrantyDescription] = warranties[category];
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [name = '', code = '', site = '', description = ''] = line.split('|').map((cell) => cell.trim());
      const country = countries[code];
      if (!name || !country || !description) throw new Error(`Строка таблицы брендов с ошибкой: ${line}`);
      return {
        name,
        country,
        site: site ? `https://${site}` : '',
        description,
        warranty,
        warrantyDescription,
        category,
      };
    });
}
