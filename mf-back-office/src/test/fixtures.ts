import type { User } from '@shop/shared';
import { makeUser } from '@shop/shared/testing';

export { makeUser };

export const admin = (): User =>
  makeUser({
    id: 1,
    isAdmin: true,
    lastName: 'Админов',
    firstName: 'Алексей',
    middleName: '',
    email: 'admin@example.com',
  });
