/** Russian answers of the payment calls. */
export const paymentMessages = {
  orderNotFound: 'Заказ не найден',
  /** The order's payment method is another one (QR, invoice, cash); `name` is the method's name. */
  otherMethod: (name: string): string => `Заказ оплачивается другим способом: «${name}»`,
  notPayable: (statusName: string): string => `Заказ в статусе «${statusName}» не ожидает оплаты`,
  nothingToPay: 'Заказ уже оплачен',
  cancelled: 'Заказ отменён',
  notConfigured: 'Онлайн-оплата временно недоступна: платёжный сервис не настроен',
  providerFailed: 'Платёжный сервис недоступен, попробуйте позже',
  inProgress: 'Платёж уже создаётся, повторите запрос через несколько секунд',
  badReturnUrl: 'Адрес возврата после оплаты должен вести на этот сайт',
  badSignature: 'Неверная подпись уведомления',
  unknownPayment: 'Платёж не найден',
  amountMismatch: 'Сумма уведомления не совпадает с суммой платежа',
} as const;

/** Names of the payment kinds in contract movements. */
export const paymentKindNames: Record<string, string> = {
  online: 'онлайн',
  card: 'картой',
  qr: 'по СБП',
};
