import { useState } from 'react';
import Button from 'antd/es/button';
import { apiErrorMessage, userApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';

export const API_DOCS_URL = '/api/doc';

/** For users allowed to use the API: the key on request (`GET /api/user/api-key`) and the documentation link. */
export function ApiKeyBlock() {
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    setLoading(true);
    try {
      setApiKey((await userApi.apiKey()).apiKey);
    } catch (error) {
      void toast.error('Не удалось получить API-ключ', apiErrorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="cabinet-block" aria-labelledby="overview-api-title">
      <h2 id="overview-api-title">Доступ к API</h2>
      <p className="cabinet-muted">
        Ключ даёт программам доступ к поиску и заказам от вашего имени. Не передавайте его посторонним.
      </p>
      {apiKey ? (
        <p className="overview-api-key">
          <span>Ваш API-ключ: </span>
          <code data-testid="api-key">{apiKey}</code>
        </p>
      ) : (
        <Button onClick={show} loading={loading}>
          Показать API-ключ
        </Button>
      )}
      <p className="overview-api-docs">
        <a href={API_DOCS_URL} target="_blank" rel="noreferrer">
          Документация API
        </a>
      </p>
    </section>
  );
}
