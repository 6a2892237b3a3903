import type { Company } from '@shop/shared';

/** Demo accounts (README lists them); they exist only in demo mode. */
export const demoAccounts = {
  retail: { email: 'retail@example.com', password: 'retail-demo-1' },
  wholesale: { email: 'wholesale@example.com', password: 'wholesale-demo-1' },
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
} as const;

/** Requisites of the demo wholesale buyer; the checksums are valid (РНКБ Банк, Симферополь). */
export const demoCompany: Company = {
  type: 'ООО',
  name: 'ООО «КрымАвтоТрейд»',
  inn: '9102154711',
  kpp: '910201001',
  bik: '043510607',
  bankName: 'РНКБ Банк (ПАО)',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810741000012873',
  legalAddress: '295011, Республика Крым, г. Симферополь, ул. Гоголя, д. 20, офис 12',
};

export const demoProfiles = {
  retail: {
    type: 'retail',
    last_name: 'Иванов',
    first_name: 'Сергей',
    middle_name: 'Петрович',
    phone: '+79781234567',
    address: 'Республика Крым, г. Симферополь, ул. Киевская, д. 120, кв. 15',
  },
  wholesale: {
    type: 'business',
    last_name: 'Коваленко',
    first_name: 'Андрей',
    middle_name: 'Викторович',
    phone: '+79787654321',
    address: 'Республика Крым, г. Симферополь, ул. Гоголя, д. 20, офис 12',
  },
  admin: {
    type: 'retail',
    last_name: 'Морозова',
    first_name: 'Елена',
    middle_name: 'Игоревна',
    phone: '+79780001122',
    address: 'Республика Крым, г. Симферополь, ул. Киевская, д. 139',
  },
} as const;

export const demoManager = {
  name: 'Ковальчук Дмитрий Александрович',
  email: 'd.kovalchuk@avtozapchasti.example',
  phone: '+7 (978) 700-10-25',
};
