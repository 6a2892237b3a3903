import { apiClient } from '@shop/shared/api';

export type MailTopic = 'orderStatus' | 'promotions' | 'news';

export interface TopicSubscription {
  topic: MailTopic;
  name: string;
  subscribed: boolean;
}

export interface PartWatch {
  id: number;
  kind: 'arrival' | 'priceDrop';
  good: { id: number; number: string; name: string; brand: { name: string } };
  /** The price seen when a price-drop watch was set. */
  price: number | null;
  createdAt: string;
  /** When the mail went; null while the watch waits. */
  notifiedAt: string | null;
}

export interface Subscriptions {
  topics: TopicSubscription[];
  watches: PartWatch[];
}

/** The calls of `/cabinet/subscriptions`. */
export const subscriptionsApi = {
  load: () => apiClient.get<Subscriptions>('/api/subscriptions').then((r) => r.data),
  setTopic: (topic: MailTopic, subscribed: boolean) =>
    apiClient
      .put<TopicSubscription[]>(`/api/subscriptions/topics/${topic}`, { subscribed })
      .then((r) => r.data),
  removeWatch: (id: number) => apiClient.delete(`/api/subscriptions/watches/${id}`).then(() => undefined),
};
