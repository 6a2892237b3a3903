import { mixed, object, string, type ObjectSchema } from 'yup';
import { applyRuLocale } from './locale.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

/** The longest delivery address text, in characters. */
export const ADDRESS_MAX_LENGTH = 500;

/** The text of a delivery address (SPEC §3: required): 'Поле «Адрес» не должно быть пустым', at most 500. */
export const addressTextSchema = () => string().label('Адрес').trim().required().max(ADDRESS_MAX_LENGTH);

/** `POST /api/delivery-address` body: the text and, when it came from a suggestion, the suggestion's data. */
export interface DeliveryAddressInput {
  value: string;
  data: Record<string, unknown> | null;
}

/** One rule for the cabinet's address form and the API (`POST /api/delivery-address`). */
export const deliveryAddressSchema: ObjectSchema<DeliveryAddressInput> = object({
  value: addressTextSchema(),
  data: mixed<Record<string, unknown>>().nullable().default(null),
});
