import type { User } from '@shop/shared';
import { makeUser } from '@shop/shared/testing';

export { makeUser };

export const wholesaleBusiness = (): User =>
  makeUser({
    id: 8,
    type: 'business',
    isWholesale: true,
    markup: 15,
    isAllowUseApi: true,
    lastName: 'Петров',
    firstName: 'Пётр',
    middleName: '',
    email: 'opt@example.com',
    company: {
      type: 'ООО',
      name: 'Автомир',
      inn: '7707083893',
      kpp: '773601001',
      bik: '044525225',
      bankName: 'ПАО Сбербанк',
      correspondentAccount: '30101810400000000225',
      settlementAccount: '40702810938000000001',
      legalAddress: 'Москва, ул. Вавилова, 19',
    },
  });

export const admin = (): User =>
  makeUser({
    id: 1,
    isAdmin: true,
    lastName: 'Админов',
    firstName: 'Алексей',
    middleName: '',
    email: 'admin@example.com',
  });
