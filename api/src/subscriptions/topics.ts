import type { MailTopic } from '../db/schema-subscriptions.js';

export const mailTopics: readonly MailTopic[] = ['orderStatus', 'promotions', 'news'];

export const topicNames: Record<MailTopic, string> = {
  orderStatus: 'Изменение статуса заказа',
  promotions: 'Акции и специальные предложения',
  news: 'Новости магазина',
};

/** Order mails come unless refused; promotions and news only when asked for. */
export const topicDefaults: Record<MailTopic, boolean> = {
  orderStatus: true,
  promotions: false,
  news: false,
};

export function isMailTopic(value: string): value is MailTopic {
  return mailTopics.some((topic) => topic === value);
}
