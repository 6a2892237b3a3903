import type { User } from '@shop/shared';
import { amountBadge } from '@shop/shared/format';
import { apiDocsUrl, canBatchSearch, isAdmin } from '@shop/shared/session';

export interface MenuLink {
  to: string;
  label: string;
  /** Served by the API rather than a page of the shop. */
  external?: boolean;
  /** A count shown beside the label ('9+' above 9). */
  badge?: string;
}

/** Catalogs menu (SPEC §2). */
export const catalogLinks: MenuLink[] = [
  { to: '/catalogs/originals', label: 'Оригинальные каталоги' },
  { to: '/catalogs/oils', label: 'Масла, жидкости и фильтры' },
  { to: '/goods', label: 'Каталог товаров' },
  { to: '/accessories', label: 'Аксессуары' },
  { to: '/catalogs', label: 'Все каталоги' },
];

/** Info menu (SPEC §2); API docs only for users allowed to use the API (their part) and admins (all). */
export function infoLinks(user: User | null): MenuLink[] {
  const docs = apiDocsUrl(user);
  return [
    { to: '/contacts', label: 'Контакты' },
    { to: '/about', label: 'О компании' },
    { to: '/customers', label: 'Оптовым покупателям' },
    { to: '/page/delivery', label: 'Доставка' },
    { to: '/page/refund', label: 'Возврат товара' },
    { to: '/certificates', label: 'Сертификаты' },
    ...(docs ? [{ to: docs, label: 'Документация API', external: true }] : []),
    { to: '/goods', label: 'Каталог товаров' },
    { to: '/catalogs/oils', label: 'Масла' },
    { to: '/accessories', label: 'Аксессуары' },
    { to: '/posts/news', label: 'Новости' },
    { to: '/posts/articles', label: 'Статьи' },
    { to: '/oferta', label: 'Публичная оферта' },
  ];
}

/** Cabinet menu (SPEC §2); the admin panel only for admins, batch search for users allowed it; the cart with its count. */
export function cabinetLinks(user: User | null, cartCount = 0): MenuLink[] {
  const cartBadge = amountBadge(cartCount);
  return [
    { to: '/cabinet', label: 'Личный кабинет' },
    ...(isAdmin(user) ? [{ to: '/cabinet/admin', label: 'Панель администратора' }] : []),
    { to: '/cabinet/balance', label: 'Баланс' },
    { to: '/cabinet/notepad', label: 'Избранное' },
    { to: '/cart', label: 'Корзина', ...(cartBadge ? { badge: cartBadge } : {}) },
    ...(canBatchSearch(user) ? [{ to: '/batch-search', label: 'Пакетный поиск' }] : []),
    { to: '/orders', label: 'Заказы' },
    { to: '/cabinet/delivery-addresses', label: 'Адреса доставки' },
    { to: '/refunds', label: 'Возвраты' },
    { to: '/cabinet/garage', label: 'Гараж' },
    { to: '/replenishment/notes', label: 'Пополнение баланса' },
    { to: '/cabinet/subscriptions', label: 'Подписки' },
    { to: '/auth/logout', label: 'Выход' },
  ];
}
