import type { RefundRequest } from '@shop/shared';

/** Russian answers of the refund calls (SPEC §8 where it gives the text). */
export const refundMessages = {
  queryRequired: 'Что ищем? Не указана строка для поиска.',
  /** Bought lines of the part exist, but their terms forbid a return. */
  notRefundable: (query: string): string => `Артикул «${query}» недоступен для возврата`,
  itemNotFound: 'Товар заказа не найден',
  orderCancelled: 'Заказ отменён: возврат невозможен',
  orderNotPaid: 'Заказ ещё не оплачен: вместо возврата отмените товар в заказе',
  refundForbidden: 'Возврат товара невозможен.',
  amountInvalid: 'Количество для возврата должно быть целым положительным числом',
  amountTooLarge: (max: number): string => `Доступно для возврата не более ${max} шт.`,
  nothingLeft: 'Этот товар уже полностью возвращён или отменён',
  refundNotFound: 'Заявка на возврат не найдена',
  alreadyDecided: 'Заявка на возврат уже рассмотрена',
} as const;

export const refundStatusNames: Record<RefundRequest['status'], string> = {
  new: 'Новая',
  accepted: 'Принята',
  rejected: 'Отклонена',
  completed: 'Выполнена',
};
