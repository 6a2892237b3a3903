import type { User } from '../types/index.js';

/** A user profile for tests; the fields a test cares about come as overrides. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    type: 'retail',
    isAdmin: false,
    isImpersonated: false,
    isWholesale: false,
    markup: 0,
    isAllowDownloadPricelist: false,
    isAllowUseApi: false,
    isAllowBatchSearch: false,
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    phone: '+79781234567',
    address: 'Симферополь, ул. Киевская, 1',
    email: 'ivanov@example.com',
    office: null,
    company: null,
    userSettings: {},
    ...overrides,
  };
}
