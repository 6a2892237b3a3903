import { Button, Tag } from '@shop/shared/kit';
import { Switch } from '@shop/shared/kit/controls';
import { goodLink } from '@shop/shared/catalog';
import { formatDateTime, formatMoney } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import { BackToCabinet } from '../common/BackToCabinet';
import { LoadFailed, Loading } from '../common/PageStates';
import type { PartWatch } from './subscriptionsApi';
import { useSubscriptions } from './useSubscriptions';
import '../common/common.css';
import './subscriptions.css';

const TITLE = 'Подписки';

const watchKindNames: Record<PartWatch['kind'], string> = {
  arrival: 'Сообщить о поступлении',
  priceDrop: 'Сообщить о снижении цены',
};

function WatchState({ watch }: { watch: PartWatch }) {
  if (watch.notifiedAt !== null)
    return <Tag color="green">Письмо отправлено {formatDateTime(watch.notifiedAt)}</Tag>;
  return <Tag color="blue">Ждём</Tag>;
}

/** `/cabinet/subscriptions`: the mails the user wants, and the parts they asked to be told about. */
export function SubscriptionsPage() {
  useDocumentTitle(TITLE);
  const { state, retry, setTopic, removeWatch } = useSubscriptions();

  return (
    <div className="cabinet-page subscriptions">
      <BackToCabinet />
      <h1>{TITLE}</h1>
      {state.status === 'loading' && <Loading text="Загрузка подписок…" />}
      {state.status === 'failed' && (
        <LoadFailed error={state.error} onRetry={retry} title="Не удалось загрузить подписки" />
      )}
      {state.status === 'fetched' && (
        <>
          <section className="cabinet-block" aria-labelledby="subscriptions-mail-title">
            <h2 id="subscriptions-mail-title">Рассылки по электронной почте</h2>
            <ul className="subscriptions-topics">
              {state.data.topics.map((topic) => (
                <li key={topic.topic}>
                  <label>
                    <Switch
                      checked={topic.subscribed}
                      onChange={(checked) => void setTopic(topic.topic, checked)}
                    />
                    <span>{topic.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            <p className="cabinet-muted">В каждом письме есть ссылка, чтобы отписаться без входа на сайт.</p>
          </section>
          <section className="cabinet-block" aria-labelledby="subscriptions-watches-title">
            <h2 id="subscriptions-watches-title">Запчасти</h2>
            {state.data.watches.length === 0 ? (
              <p className="cabinet-muted">
                Вы пока не подписаны на запчасти. В результатах поиска нажмите «Сообщить о поступлении» у
                запчасти, которой нет в наличии, или «Сообщить о снижении цены».
              </p>
            ) : (
              <ul className="subscriptions-watches" aria-label="Подписки на запчасти">
                {state.data.watches.map((watch) => (
                  <li key={watch.id}>
                    <div className="subscriptions-watch-text">
                      <Link
                        to={goodLink(watch.good.brand.name, watch.good.number)}
                        className="subscriptions-watch-part"
                      >
                        {watch.good.brand.name} {watch.good.number}
                      </Link>
                      <span className="cabinet-muted">{watch.good.name}</span>
                      <span>
                        {watchKindNames[watch.kind]}
                        {watch.price !== null && ` (цена при подписке ${formatMoney(watch.price)})`}
                      </span>
                    </div>
                    <WatchState watch={watch} />
                    <Button
                      danger
                      aria-label={`Удалить подписку на ${watch.good.brand.name} ${watch.good.number}`}
                      onClick={() => void removeWatch(watch.id)}
                    >
                      Удалить
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
