import type { Selectable } from 'kysely';
import type { DeliveryAddress } from '@shop/shared';
import { deliveryAddressSchema, validateOrViolations } from '@shop/shared/validation';
import type { Database } from '../db/connection.js';
import type { DeliveryAddressesTable } from '../db/schema-orders.js';
import { notFound, validationError } from '../errors/http-error.js';
import { addressRowsOf, addressWithText, deleteAddressOfUser, insertAddress } from './queries.js';

// The same rule as the cabinet's address form; the routes bound the body by its length.
export { ADDRESS_MAX_LENGTH } from '@shop/shared/validation';
/** The suggestion's raw data kept with an address, as serialized JSON. */
export const ADDRESS_DATA_MAX_LENGTH = 20_000;

export const addressMessages = {
  notFound: 'Адрес доставки не найден',
  dataTooLarge: 'Слишком много данных адреса',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toDeliveryAddress(row: Selectable<DeliveryAddressesTable>): DeliveryAddress {
  return {
    id: row.id,
    uid: row.uid,
    address: row.address,
    regionId: row.region_id,
    data: row.data,
    name: row.name,
  };
}

export async function listAddresses(db: Database, userId: number): Promise<DeliveryAddress[]> {
  return (await addressRowsOf(db, userId)).map(toDeliveryAddress);
}

/** A region code of a DaData-like suggestion (KLADR, else FIAS), null when it has none. */
function regionOf(data: Record<string, unknown> | null): string | null {
  const region = data?.region_kladr_id ?? data?.region_fias_id;
  return typeof region === 'string' && region !== '' ? region : null;
}

/** Saves an address of the user; the same text saved again answers with the address already there. */
export async function addAddress(db: Database, userId: number, body: unknown): Promise<DeliveryAddress> {
  const result = await validateOrViolations(deliveryAddressSchema, body);
  if (result.violations) throw validationError(result.violations);
  const { value, data } = result.value;
  if (data !== null && JSON.stringify(data).length > ADDRESS_DATA_MAX_LENGTH) {
    throw validationError([{ propertyPath: 'data', message: addressMessages.dataTooLarge }]);
  }
  const existing = await addressWithText(db, userId, value);
  if (existing) return toDeliveryAddress(existing);
  const row = await insertAddress(db, {
    userId,
    text: value,
    data: data === null ? null : JSON.stringify(data),
    regionId: regionOf(data),
  });
  return toDeliveryAddress(row);
}

/** Deletes an address of the user; orders keep their own copy of the text, so none of them changes. */
export async function deleteAddress(db: Database, userId: number, uid: string): Promise<void> {
  if (!uuidPattern.test(uid)) throw notFound(addressMessages.notFound);
  if (!(await deleteAddressOfUser(db, userId, uid))) throw notFound(addressMessages.notFound);
}
