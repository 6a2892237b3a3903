/** Demo news and articles: the shop's own texts about Crimea's roads, seasons and service. */

export interface DemoPost {
  slug: string;
  title: string;
  announce: string;
  content: string;
  /** Days before the seeding day. */
  daysAgo: number;
  image: string | null;
}

const news: [string, string, string][] = [
  [
    'zimnie-shiny-i-akkumulyatory',
    'Готовим машину к зиме',
    'Аккумуляторы, антифриз и щётки стеклоочистителя — на складе в Симферополе.',
  ],
  [
    'novyy-punkt-vydachi-v-evpatorii',
    'Новый пункт выдачи в Евпатории',
    'С понедельника заказы можно забирать на улице Интернациональной.',
  ],
  [
    'dostavka-v-yaltu-ezhednevno',
    'Доставка в Ялту теперь ежедневно',
    'Маршрут Симферополь — Алушта — Ялта ходит каждый рабочий день.',
  ],
  [
    'masla-po-dopusku',
    'Подбор масла по допуску производителя',
    'В каталоге масел появился фильтр по допускам VW, MB и BMW.',
  ],
  [
    'rabota-v-prazdniki',
    'Режим работы в праздничные дни',
    'Склады и пункты выдачи работают по сокращённому графику.',
  ],
  [
    'tormoznye-kolodki-ate',
    'Тормозные колодки ATE на складе',
    'Поступили колодки для Toyota, Hyundai и Kia по ценам прошлого года.',
  ],
  [
    'onlayn-oplata-po-sbp',
    'Оплата заказа по СБП',
    'Оплатить заказ можно по QR-коду из приложения любого банка.',
  ],
  [
    'garazh-v-kabinete',
    'Гараж в личном кабинете',
    'Сохраните автомобиль по VIN — подбор запчастей станет быстрее.',
  ],
  [
    'optovym-klientam-otsrochka',
    'Отсрочка платежа для оптовых клиентов',
    'Договор с отсрочкой до 14 дней для СТО и магазинов.',
  ],
  [
    'filtry-mann-novaya-postavka',
    'Новая поставка фильтров MANN',
    'Масляные, воздушные и салонные фильтры — более 400 позиций.',
  ],
  [
    'sklad-sevastopol',
    'Склад в Севастополе расширен',
    'Ассортимент склада вырос вдвое, выдача — в день заказа.',
  ],
  [
    'prays-list-xlsx',
    'Прайс-лист в формате XLSX',
    'Оптовые покупатели скачивают прайс-лист по своим ценам в кабинете.',
  ],
];

const articles: [string, string, string][] = [
  [
    'kak-vybrat-motornoe-maslo',
    'Как выбрать моторное масло',
    'Вязкость, допуски и интервал замены: на что смотреть в первую очередь.',
  ],
  [
    'kogda-menyat-tormoznuyu-zhidkost',
    'Когда менять тормозную жидкость',
    'Жидкость впитывает влагу, и через два года тормоза становятся хуже.',
  ],
  [
    'originaly-i-analogi',
    'Оригинал или аналог',
    'Чем отличаются оригинальные запчасти от качественных аналогов.',
  ],
  [
    'podgotovka-k-tekhosmotru',
    'Подготовка к техосмотру',
    'Что проверить самому, прежде чем ехать на станцию.',
  ],
];

function body(title: string, announce: string): string {
  return `<p>${announce}</p>
<h2>${title}</h2>
<p>Наши менеджеры помогут подобрать детали по VIN и подскажут сроки поставки. Позвоните нам или оставьте заказ на сайте —
мы перезвоним и подтвердим наличие.</p>
<ul><li>Собственные склады в Симферополе и Севастополе;</li><li>доставка по Крыму от 1 дня;</li><li>гарантия производителя.</li></ul>
<p><a href="/contacts">Контакты и адреса пунктов выдачи</a></p>`;
}

export const demoNews: DemoPost[] = news.map(([slug, title, announce], i) => ({
  slug,
  title,
  announce,
  content: body(title, announce),
  daysAgo: 2 + i * 9,
  image: i < 4 ? `demo/posts/${slug}.svg` : null,
}));

export const demoArticles: DemoPost[] = articles.map(([slug, title, announce], i) => ({
  slug,
  title,
  announce,
  content: body(title, announce),
  daysAgo: 5 + i * 20,
  image: `demo/posts/${slug}.svg`,
}));

export const demoPopup = {
  slug: 'podpishites-na-novosti',
  title: 'Скидки для подписчиков',
  content:
    '<p>Сообщаем о поступлениях и акциях раз в неделю. Подпишитесь в личном кабинете — и получайте скидку 3 % на первый заказ.</p>',
  image: 'demo/posts/popup.svg',
};
