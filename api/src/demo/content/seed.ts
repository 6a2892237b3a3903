import sharp from 'sharp';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { storeMedia } from '../../content/media.js';
import type { MediaStore } from '../../content/media-store.js';
import {
  banner,
  brandBadge,
  certificateSheet,
  goodPicture,
  simplePdf,
  type Colour,
  type GoodPicture,
} from './pictures.js';
import { demoArticles, demoNews, demoPopup } from './posts.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from loading the content twice. */
const CONTENT_LOCK = 7_340_016;
const DAY = 24 * 60 * 60 * 1000;
const colours: Colour[] = ['blue', 'red', 'grey', 'yellow'];

/** Goods with stock whose name starts so, in a stable order. */
async function goodsNamed(db: Database, prefix: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods as g')
    .select('g.id')
    .where('g.name', 'like', `${prefix}%`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('offers as o')
          .select('o.id')
          .whereRef('o.good_id', '=', 'g.id')
          .where('o.amount', '>', 0),
      ),
    )
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function seedPictures(db: Database, store: MediaStore): Promise<void> {
  const svg = (text: string) => Buffer.from(text);
  for (const [i, post] of [...demoNews, ...demoArticles].entries()) {
    if (post.image)
      await storeMedia(
        db,
        store,
        post.image,
        svg(banner(post.title, 'АвтоДеталь · Крым', colours[i % 4] ?? 'blue', 960, 480)),
      );
  }
  await storeMedia(
    db,
    store,
    demoPopup.image,
    svg(banner('Скидка 3 %', 'для подписчиков', 'yellow', 960, 480)),
  );
  await storeMedia(
    db,
    store,
    'demo/slides/zima.svg',
    svg(banner('Готовим машину к зиме', 'Аккумуляторы, антифриз, щётки — со склада сегодня', 'blue')),
  );
  await storeMedia(
    db,
    store,
    'demo/slides/masla.svg',
    svg(banner('Моторные масла −10 %', 'Акция до конца месяца на масла из подборки', 'red')),
  );
  await storeMedia(
    db,
    store,
    'demo/slides/dostavka.svg',
    svg(banner('Доставка по Крыму', 'От 1 дня до вашего города', 'grey')),
  );
  await storeMedia(
    db,
    store,
    'demo/actions/masla.svg',
    svg(banner('−10 % на масла', 'Моторные масла из подборки', 'red', 960, 480)),
  );
  for (const [name, title, issuer] of [
    ['dealer-mann', 'Официальный дилер MANN-FILTER', 'MANN'],
    ['dealer-ate', 'Авторизованный партнёр ATE', 'ATE'],
  ] as const) {
    const png = await sharp(Buffer.from(certificateSheet(title, issuer)))
      .png()
      .toBuffer();
    await storeMedia(db, store, `demo/certificates/${name}.png`, png);
  }
  await storeMedia(
    db,
    store,
    'demo/certificates/iso-9001.pdf',
    simplePdf([
      'Certificate of conformity ISO 9001:2015',
      'AvtoDetal LLC, Simferopol',
      'Quality management system',
      'Valid until 2028',
    ]),
  );
  for (const kind of ['oil', 'filter', 'brake'] as GoodPicture[]) {
    await storeMedia(db, store, `demo/goods/${kind}.svg`, svg(goodPicture(kind)));
  }
}

/**
 * Demo content on a demo database that has none yet: news and articles (more than a page of news), a popup,
 * certificates (two images and a PDF), slides, three goods carousels, a running promotion on motor oils,
 * page blocks above the search results and on the cart, the campaign switched on, pictures for some goods.
 * The pictures are put in the media store on every start (a new folder or bucket gets them again; files
 * already there are left alone).
 */
export async function seedDemoContent(db: Database, store: MediaStore): Promise<boolean> {
  // Instances starting at once: one loads the content, the others wait and find it.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${CONTENT_LOCK})`.execute(connection);
    try {
      await seedPictures(connection, store);
      if (await hasPosts(connection)) {
        await restoreBrandBadges(connection, store);
        return false;
      }
      await loadDemoContent(connection, store);
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${CONTENT_LOCK})`.execute(connection);
    }
  });
}

function hasPosts(db: Database): Promise<boolean> {
  return db
    .selectFrom('posts')
    .select('id')
    .limit(1)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

async function loadDemoContent(db: Database, store: MediaStore): Promise<void> {
  const now = Date.now();
  const oils = await goodsNamed(db, 'Масло моторное', 10);
  const filters = await goodsNamed(db, 'Фильтр масляный', 10);
  const pads = await goodsNamed(db, 'Колодки', 10);
  await db.transaction().execute(async (trx) => {
    const posts = [
      ...demoNews.map((post) => ({ ...post, type: 'news' as const })),
      ...demoArticles.map((post) => ({ ...post, type: 'articles' as const })),
    ];
    await trx
      .insertInto('posts')
      .values(
        posts.map((post) => ({
          type: post.type,
          slug: post.slug,
          title: post.title,
          announce: post.announce,
          content: post.content,
          main_image: post.image,
          is_published: true,
          published_at: new Date(now - post.daysAgo * DAY),
        })),
      )
      .execute();
    await trx
      .insertInto('posts')
      .values([
        {
          type: 'popups',
          slug: demoPopup.slug,
          title: demoPopup.title,
          content: demoPopup.content,
          main_image: demoPopup.image,
          show_popup_interval: 24,
          is_published: true,
          published_at: new Date(now - DAY),
        },
        {
          type: 'news',
          slug: 'chernovik-novosti',
          title: 'Черновик новости',
          content: '<p>Не опубликовано.</p>',
          is_published: false,
        },
      ])
      .execute();
    await trx
      .insertInto('certificates')
      .values([
        {
          slug: 'dealer-mann',
          title: 'Официальный дилер MANN-FILTER',
          description: '<p>Сертификат официального дилера фильтров MANN-FILTER в Республике Крым.</p>',
          file: 'demo/certificates/dealer-mann.png',
          sort: 1,
          is_published: true,
        },
        {
          slug: 'dealer-ate',
          title: 'Авторизованный партнёр ATE',
          description: '<p>Тормозные системы ATE: оригинальные колодки, диски и жидкости.</p>',
          file: 'demo/certificates/dealer-ate.png',
          sort: 2,
          is_published: true,
        },
        {
          slug: 'iso-9001',
          title: 'Система менеджмента качества ISO 9001',
          description: '<p>Сертификат соответствия системы менеджмента качества (PDF).</p>',
          file: 'demo/certificates/iso-9001.pdf',
          sort: 3,
          is_published: true,
        },
      ])
      .execute();
    await trx
      .insertInto('slides')
      .values([
        {
          slug: 'zima',
          title: 'Готовим машину к зиме',
          description: 'Аккумуляторы, антифриз, щётки — со склада сегодня',
          image: 'demo/slides/zima.svg',
          link: '/posts/news/zimnie-shiny-i-akkumulyatory',
          sort: 1,
          is_published: true,
        },
        {
          slug: 'masla',
          title: 'Моторные масла −10 %',
          description: 'Акция на масла из подборки',
          image: 'demo/slides/masla.svg',
          link: '/actions/masla-minus-10',
          sort: 2,
          is_published: true,
        },
        {
          slug: 'dostavka',
          title: 'Доставка по Крыму',
          description: 'От 1 дня до вашего города',
          image: 'demo/slides/dostavka.svg',
          link: '/page/delivery',
          sort: 3,
          is_published: true,
        },
      ])
      .execute();
    await trx
      .insertInto('carousels')
      .values([
        {
          type: 'hits',
          title: 'Хиты продаж',
          sort: 1,
          good_ids: [...filters.slice(0, 5), ...pads.slice(0, 5)],
          is_published: true,
        },
        {
          type: 'new',
          title: 'Новинки',
          sort: 2,
          good_ids: [...pads.slice(5), ...filters.slice(5)],
          is_published: true,
        },
        { type: 'oils', title: 'Масла', sort: 3, good_ids: oils, is_published: true },
      ])
      .execute();
    await trx
      .insertInto('promotions')
      .values({
        slug: 'masla-minus-10',
        title: 'Скидка 10 % на моторные масла',
        description:
          '<p>Скидка 10 % на моторные масла из подборки. Цена со скидкой уже показана в поиске и сохраняется в заказе.</p>',
        image: 'demo/actions/masla.svg',
        discount: '0.1',
        start_at: new Date(now - 7 * DAY),
        end_at: new Date(now + 60 * DAY),
        good_ids: oils.slice(0, 6),
        is_published: true,
      })
      .execute();
    await trx
      .insertInto('page_blocks')
      .values([
        {
          url: '/search',
          content:
            '<p>Не нашли нужную деталь? Позвоните нам: <a href="tel:{{seller.phoneLink}}">{{seller.phone}}</a> — подберём по VIN.</p>',
          is_published: true,
        },
        {
          url: '/cart',
          content: '<p>Заказы, оформленные до 14:00, собираем в тот же день.</p>',
          is_published: true,
        },
      ])
      .execute();
    await trx.updateTable('campaign_settings').set({ is_active: true }).where('id', '=', 1).execute();
    const pictures: [number[], string][] = [
      [oils, 'demo/goods/oil.svg'],
      [filters, 'demo/goods/filter.svg'],
      [pads, 'demo/goods/brake.svg'],
    ];
    for (const [ids, path] of pictures) {
      if (ids.length === 0) continue;
      await trx
        .updateTable('goods')
        .set({ images: JSON.stringify([`/media/cache/resolve/zoom/${path}`]) })
        .where('id', 'in', ids)
        .execute();
    }
  });
  await seedBrandBadges(db, store, [...oils, ...filters, ...pads]);
}

const badgePath = (brandId: number) => `demo/brands/brand-${brandId}.svg`;

function storeBadge(db: Database, store: MediaStore, brand: { id: number; name: string }): Promise<void> {
  const badge = brandBadge(brand.name, colours[brand.id % colours.length] ?? 'blue');
  return storeMedia(db, store, badgePath(brand.id), Buffer.from(badge));
}

/** Badges for the brands of the demo goods with pictures: the brand popup shows their thumbnails. */
async function seedBrandBadges(db: Database, store: MediaStore, goodIds: number[]): Promise<void> {
  if (goodIds.length === 0) return;
  const brands = await db
    .selectFrom('brands as b')
    .innerJoin('goods as g', 'g.brand_id', 'b.id')
    .select(['b.id', 'b.name'])
    .where('g.id', 'in', goodIds)
    .groupBy(['b.id', 'b.name'])
    .execute();
  for (const brand of brands) {
    await storeBadge(db, store, brand);
    await db
      .updateTable('brands')
      .set({ thumbs: JSON.stringify([`/media/cache/resolve/thumb/${badgePath(brand.id)}`]) })
      .where('id', '=', brand.id)
      .execute();
  }
}

/** On a later start: the badges of the brands that show one, into a store that may be new. */
async function restoreBrandBadges(db: Database, store: MediaStore): Promise<void> {
  const brands = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where(sql<boolean>`thumbs::text like ${'%/demo/brands/brand-%'}`)
    .execute();
  for (const brand of brands) await storeBadge(db, store, brand);
}
