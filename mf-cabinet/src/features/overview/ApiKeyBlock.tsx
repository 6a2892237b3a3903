import { useState } from 'react';
import Button from 'antd/es/button';
import { apiErrorMessage, userApi } from '@shop/shared/api';
import type { ApiKeyResponse } from '@shop/shared';
import { toast } from '@shop/shared/ui';

export const API_DOCS_URL = '/api/doc';

/** What the block shows: the button, the key just issued, or word that it was issued before. */
type KeyState = { kind: 'hidden' } | { kind: 'shown'; key: string } | { kind: 'issuedBefore' };

/**
 * For users allowed to use the API: the key on request (`GET /api/user/api-key`) and the documentation
 * link. The shop keeps only a hash of the key, so it is shown once; a new one replaces it (`POST`).
 */
export function ApiKeyBlock() {
  const [state, setState] = useState<KeyState>({ kind: 'hidden' });
  const [loading, setLoading] = useState(false);

  const ask = async (call: () => Promise<ApiKeyResponse>) => {
    setLoading(true);
    try {
      const { apiKey } = await call();
      setState(apiKey ? { kind: 'shown', key: apiKey } : { kind: 'issuedBefore' });
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
      {state.kind === 'shown' && (
        <p className="overview-api-key">
          <span>Ваш API-ключ (сохраните его: он показывается один раз): </span>
          <code data-testid="api-key">{state.key}</code>
        </p>
      )}
      {state.kind === 'hidden' && (
        <Button onClick={() => void ask(userApi.apiKey)} loading={loading}>
          Показать API-ключ
        </Button>
      )}
      {state.kind === 'issuedBefore' && (
        <>
          <p>
            Ключ уже был выдан и показывается только один раз. Если он утерян, выпустите новый: прежний
            перестанет действовать.
          </p>
          <Button onClick={() => void ask(userApi.reissueApiKey)} loading={loading}>
            Выпустить новый ключ
          </Button>
        </>
      )}
      <p className="overview-api-docs">
        <a href={API_DOCS_URL} target="_blank" rel="noreferrer">
          Документация API
        </a>
      </p>
    </section>
  );
}
