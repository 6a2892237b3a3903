import { pluralRu } from '../format/plural.js';
import { contractOrderMessages } from './contract-messages.js';

/**
 * The Russian messages of the validation rules (SPEC §5), one copy for the browser and the API.
 * Message builders take the numbers that are part of the text.
 */

/** Detailed messages of the bank/tax requisite checks (`bikError`, `innError`, …). */
export const requisiteMessages = {
  bikEmpty: 'БИК пуст',
  bikDigitsOnly: 'БИК может состоять только из цифр',
  bikLength: 'БИК может состоять только из 9 цифр',
  innEmpty: 'ИНН пуст',
  innDigitsOnly: 'ИНН может состоять только из цифр',
  innLength: 'ИНН может состоять только из 10 или 12 цифр',
  kppEmpty: 'КПП пуст',
  kppLength: 'КПП может состоять только из 9 знаков (цифр или заглавных букв латинского алфавита от A до Z)',
  kppFormat: 'Неправильный формат КПП',
  corrAccountEmpty: 'К/С пуст',
  corrAccountDigitsOnly: 'К/С может состоять только из цифр',
  corrAccountLength: 'К/С может состоять только из 20 цифр',
  settlementAccountEmpty: 'Р/С пуст',
  settlementAccountDigitsOnly: 'Р/С может состоять только из цифр',
  settlementAccountLength: 'Р/С может состоять только из 20 цифр',
  checksum: 'Неправильное контрольное число',
} as const;

/** Messages of the custom yup rules (skipped when the value is empty). */
export const ruleMessages = {
  bik: 'Неверный БИК',
  settlementAccount: 'Неверный Р/Счёт',
  corrAccount: 'Неверный К/Счёт',
  inn: 'Неверный ИНН',
  kpp: 'Неверный КПП',
  amount: 'Неверное количество',
  price: 'Неверная цена',
  email: 'Неверный формат email',
  phone: 'Неверный формат телефона',
  vin: 'Неверный формат VIN',
} as const;

/** Messages of the form schemas. */
export const formMessages = {
  passwordsMismatch: 'Пароли не совпадают',
  cartItemNotFound: 'Товар не найден или не существует',
  cartAmountMissing: 'Не указано количество',
} as const;

/** Order form and order line messages (SPEC §5), for the checkout schemas. */
export const orderMessages = {
  contractRequired: 'Договор не указан',
  ...contractOrderMessages,
  deliveryAddressRequired: 'Адрес доставки не указан или не найден.',
  noItemsSelected: 'Не выбрано ни одного товара в корзине',
  /** The cart's warning on a line whose offer is gone (SPEC §8), with 'Перезаказать'. */
  offerGone: 'Нет в наличии у поставщика',
  /** The same line in a refused order (SPEC §5). */
  offerSoldOut: 'Товар закончился у поставщика',
  priceChanged: 'Цена изменилась',
  refundForbidden: 'Условия возврата изменились: Возврат запрещён.',
  confirmTerms: 'Я принимаю условия поставки',
  orderFailed: 'Ошибка при размещении заказа',
  paymentMethodRequired: 'Способ оплаты не указан',
  paymentMethodNotAllowed: 'Способ оплаты недоступен для выбранного договора',
  deliveryMethodRequired: 'Способ доставки не указан',
  deliveryScheduleRequired: 'Дата доставки не указана или недоступна для этого адреса',
  cartItemNotFound: 'Товар не найден в корзине',
  itemsDuplicated: 'Товар указан в заказе несколько раз',
  /** Another order took the last units while this one was placed. */
  outOfStockNow: (available: number | string): string => `Товар закончился на складе: доступно ${available}`,
  /** The order would take the contract's balance below the credit limit; amounts already formatted. */
  creditLimitExceeded: (total: string, available: string): string =>
    `Недостаточно средств по договору: сумма заказа ${total}, доступно с учётом кредитного лимита ${available}`,
  /** `'Кратность для заказа ${value}'`: the amount is not positive. */
  amountNotPositive: (value: number | string): string => `Кратность для заказа ${value}`,
  minAmount: (min: number | string): string => `Минимальное количество для заказа ${min}`,
  maxAmount: (max: number | string): string => `Максимальное количество для заказа ${max}`,
  multiplicity: (multiplicity: number | string): string => `Кратность заказа ${multiplicity}`,
  /** Price below the offer price; `min` in roubles as a plain number. */
  priceChangedTo: (min: number | string): string => `Цена изменилась, новая цена ${min} руб.`,
  /** The offer price is above the cart price; `price` already formatted in RUB. */
  priceChangedNew: (formattedPrice: string): string => `Цена изменилась. Новая цена ${formattedPrice}`,
  /** The offer's delivery time is longer; `deliveryTime` already formatted (`formatDuration`). */
  deliveryTimeChanged: (deliveryTime: string): string =>
    `Срок доставки изменился, новый срок ${deliveryTime}`,
  /** The same in a refused order (SPEC §5). */
  supplyTimeChanged: (deliveryTime: string): string => `Срок поставки изменился, новый срок ${deliveryTime}`,
  refundPercentChanged: (percent: number | string): string => `Удержание за возврат изменилось: ${percent}%.`,
  /** `'В заказе 3 товара с ошибками'` (the noun agrees with the number). */
  itemsWithErrors: (count: number): string =>
    `В заказе ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])} с ошибками`,
} as const;

/** Quantity helper messages (SPEC §5). */
export const quantityMessages = {
  outOfStock: 'Нет в наличии',
  available: (amount: number | string): string => `Доступное количество для заказа ${amount}`,
  minAmount: (min: number | string): string => `Минимальное количество для заказа ${min}`,
  multiplicity: (multiplicity: number | string): string => `Кратность заказа ${multiplicity}`,
} as const;

/** Add-to-cart answers (SPEC §8) and the stock rule's refusal (SPEC §6). */
export const cartMessages = {
  added: 'Товар добавлен в корзину',
  addFailed: 'Ошибка при добавлении в корзину',
  officeStockFirst: 'Этот товар есть на складе вашего офиса: сначала добавьте его оттуда',
} as const;
