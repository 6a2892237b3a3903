import type { Brand, Good, Offer, User } from '@shop/shared';
import { makeUser as baseUser } from '@shop/shared/testing';

/** A retail customer of the main office, with overrides. */
export const makeUser = (overrides: Partial<User> = {}): User =>
  baseUser({
    email: 'retail@example.com',
    office: { id: 1, name: 'Симферополь', vendor: { id: 1 } },
    ...overrides,
  });

export const admin = (): User => makeUser({ id: 1, isAdmin: true, email: 'admin@example.com' });

export function makeBrand(name: string, overrides: Partial<Brand> = {}): Brand {
  return {
    id: name.length,
    name,
    warranty: '',
    warrantyDescription: '',
    country: 'Германия',
    site: '',
    thumbs: [],
    description: '',
    ...overrides,
  };
}

export const officeStock = { id: 1, name: 'Склад Симферополь', isRemote: false };
export const otherStock = { id: 2, name: 'Склад Севастополь', isRemote: false };
export const remoteVendor = { id: 10, name: 'Автопартнёр', isRemote: true };
export const slowVendor = { id: 11, name: 'Медленный поставщик', isRemote: true };

export function makeOffer(itemKey: string, overrides: Partial<Offer> = {}): Offer {
  return {
    itemKey,
    vendor: officeStock,
    price: 850,
    amount: 12,
    amountString: '12',
    minAmount: 1,
    multiplicityAmount: 1,
    deliveryTime: 2,
    isStock: true,
    refund: { isAllowed: true, percent: 0, conditions: '' },
    cartAmount: 0,
    ...overrides,
  };
}

export function makeGood(brand: string, number: string, overrides: Partial<Good> = {}): Good {
  return {
    id: brand.length * 1000 + number.length,
    brand: makeBrand(brand),
    number,
    name: 'Фильтр масляный',
    images: [],
    thumbs: [],
    isInFavorite: false,
    isCross: false,
    offers: [],
    ...overrides,
  };
}

/** MANN-FILTER W 712/75 and its analogue BOSCH 0 451 103 316, as the demo data has them. */
export const mannW71275 = (offers: Offer[] = [makeOffer('own-1')]) =>
  makeGood('MANN-FILTER', 'W 712/75', { id: 1, offers });

export const boschAnalogue = (offers: Offer[] = [makeOffer('own-2', { price: 640, deliveryTime: 30 })]) =>
  makeGood('BOSCH', '0 451 103 316', { id: 2, isCross: true, offers });
