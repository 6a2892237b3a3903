import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { subscriptionsApi, type MailTopic, type Subscriptions } from './subscriptionsApi';

export type SubscriptionsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'fetched'; data: Subscriptions };

/** The user's subscriptions; a topic switches at once and switches back when the server refuses. */
export function useSubscriptions() {
  const [state, setState] = useState<SubscriptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    subscriptionsApi.load().then(
      (data) => active && setState({ status: 'fetched', data }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const change = useCallback((update: (data: Subscriptions) => Subscriptions) => {
    setState((current) =>
      current.status === 'fetched' ? { status: 'fetched', data: update(current.data) } : current,
    );
  }, []);

  const mark = useCallback(
    (topic: MailTopic, subscribed: boolean) =>
      change((data) => ({
        ...data,
        topics: data.topics.map((item) => (item.topic === topic ? { ...item, subscribed } : item)),
      })),
    [change],
  );

  const setTopic = useCallback(
    async (topic: MailTopic, subscribed: boolean) => {
      mark(topic, subscribed);
      try {
        const topics = await subscriptionsApi.setTopic(topic, subscribed);
        change((data) => ({ ...data, topics }));
      } catch (error) {
        mark(topic, !subscribed);
        void toast.error('Не удалось изменить подписку', apiErrorMessage(error));
      }
    },
    [mark, change],
  );

  const removeWatch = useCallback(
    async (id: number) => {
      try {
        await subscriptionsApi.removeWatch(id);
        change((data) => ({ ...data, watches: data.watches.filter((watch) => watch.id !== id) }));
        void toast.success('Подписка удалена');
      } catch (error) {
        void toast.error('Не удалось удалить подписку', apiErrorMessage(error));
      }
    },
    [change],
  );

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry, setTopic, removeWatch };
}
