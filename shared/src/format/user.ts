import type { User } from '../types/index.js';

type NameField = 'lastName' | 'firstName' | 'middleName' | 'email';

/** The fields {@link displayName} reads; `null`/`undefined` are tolerated for data coming from the API. */
export type DisplayNameSource = { [K in NameField]?: User[K] | null };

function initial(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  const first = trimmed.charAt(0);
  return first ? `${first.toLocaleUpperCase('ru-RU')}.` : '';
}

/**
 * Display name of a user (SPEC §3): last name plus initials of first and middle name,
 * `displayName({ lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', email }) === 'Иванов И. И.'`.
 * Without a last name it falls back to the email (and to `''` without both).
 */
export function displayName(user: DisplayNameSource | null | undefined): string {
  if (!user) return '';
  const lastName = user.lastName?.trim() ?? '';
  if (!lastName) return user.email?.trim() ?? '';
  return [lastName, initial(user.firstName), initial(user.middleName)].filter(Boolean).join(' ');
}
