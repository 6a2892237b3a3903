import type { AddressSuggestion, DeliveryAddress } from '../../types/index.js';

let draftNumber = 0;

/** An address shown at once while the server saves it: a negative id and a uid of its own until then. */
export function draftAddress(address: string, data: AddressSuggestion['data'] | null): DeliveryAddress {
  draftNumber += 1;
  return { id: -draftNumber, uid: `draft-${draftNumber}`, address, regionId: null, data, name: '' };
}

/** An address not saved yet (see `draftAddress`). */
export const isDraftAddress = (address: DeliveryAddress): boolean => address.id < 0;
