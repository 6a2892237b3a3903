import { mixed, object, string, type ObjectSchema } from 'yup';
import { applyRuLocale } from './locale.js';

// yup takes a rule's default message when the rule is added, so the locale goes first.
applyRuLocale();

/** The longest delivery address text, in characters. */
export const ADDRESS_MAX_LENGTH = 500;

/** The text of a delivery address (SPEC §3: required): 'Поле «Адрес» не должно быть пустым', at most 500. */
export const addressTextSchema = () => string().label('Адрес').trim().required().max(ADDRESS_MAX_LENGTH);

/** Delivery goes to a house: an address without its number is refused (the courier cannot find it). */
export const HOUSE_REQUIRED_MESSAGE = 'Укажите номер дома: без него курьер не найдёт адрес';

/**
 * A house number in a typed address: 'д 5', 'д. 12а', 'дом 3'; a number after a comma (', 20/1', ', 7к2');
 * or a number after a street named with its type ('ул Киевская 12').
 */
const HOUSE_IN_TEXT = new RegExp(
  [
    String.raw`(?:^|[\s,.])(?:д|дом)\.?\s*\d{1,4}`,
    String.raw`,\s*\d{1,4}\s*[а-яa-z]?(?:\s*[/к]\s*\d{1,3})?\s*(?:,|$)`,
    String.raw`(?:^|[\s,])(?:ул|улица|пр-кт|просп|проспект|пер|переулок|ш|шоссе|б-р|бульвар|пл|площадь|наб|набережная|проезд|мкр|микрорайон|туп|тупик|аллея|кв-л|квартал)\.?\s+[^,\d]+?\s+\d{1,4}[а-яa-z]?(?:/\d{1,3})?(?=$|[\s,])`,
  ].join('|'),
  'iu',
);

/**
 * Whether a delivery address names its house: a suggestion's data says so in its `house` (a suggestion without
 * one asks for it), a typed text by the patterns above. The same rule for the cabinet, the checkout and the API.
 */
export function namesHouse(text: string, data: Record<string, unknown> | null): boolean {
  if (data !== null && 'house' in data) return typeof data.house === 'string' && data.house.trim() !== '';
  return HOUSE_IN_TEXT.test(text);
}

/** `POST /api/delivery-address` body: the text and, when it came from a suggestion, the suggestion's data. */
export interface DeliveryAddressInput {
  value: string;
  data: Record<string, unknown> | null;
}

/** One rule for the cabinet's address form and the API (`POST /api/delivery-address`). */
export const deliveryAddressSchema: ObjectSchema<DeliveryAddressInput> = object({
  // An empty or too long text has its own message; the house is asked of a text that could be saved.
  value: addressTextSchema().test(
    'house',
    HOUSE_REQUIRED_MESSAGE,
    (value, context) =>
      !value ||
      value.trim().length > ADDRESS_MAX_LENGTH ||
      namesHouse(value, (context.parent as { data?: Record<string, unknown> | null }).data ?? null),
  ),
  data: mixed<Record<string, unknown>>().nullable().default(null),
});
