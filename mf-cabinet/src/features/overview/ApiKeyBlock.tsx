import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Popconfirm } from '@shop/shared/kit/overlays';
import { apiErrorMessage, userApi } from '@shop/shared/api';
import type { ApiKeyInfo, ApiKeyResponse } from '@shop/shared';
import { formatDateTime } from '@shop/shared/format';
import { apiDocsUrl, useSession } from '@shop/shared/session';
import { toast, useRequest } from '@shop/shared/ui';

/** What the block shows: the button, the key just issued, word that it was issued before, or revoked. */
type KeyState =
  { kind: 'hidden' } | { kind: 'shown'; key: string } | { kind: 'issuedBefore' } | { kind: 'revoked' };

const noKey: ApiKeyInfo = { hasKey: false, issuedAt: null, issuedBy: null };

/** When and by whom the current key was issued, so that a key the user did not issue is noticed. */
function KeyIssue({ info }: { info: ApiKeyInfo }) {
  if (!info.hasKey) return null;
  if (!info.issuedAt || !info.issuedBy) {
    return (
      <p data-testid="api-key-issue">
        Когда и кем выпущен текущий ключ, не записано. Если вы его не выпускали, выпустите новый: прежний
        перестанет действовать.
      </p>
    );
  }
  const by = info.issuedBy.self ? 'вами' : `пользователем ${info.issuedBy.name}`;
  return (
    <p data-testid="api-key-issue">
      Текущий ключ выпущен {formatDateTime(info.issuedAt)} {by}.
    </p>
  );
}

/**
 * For users allowed to use the API: the key on request (`GET /api/user/api-key`) and the documentation
 * link. The shop keeps only a hash of the key, so it is shown once; a new one replaces it (`POST`), and
 * revoking (`DELETE`) stops it at once. When and by whom the current key was issued is shown from the start
 * (`GET /api/user/api-key/info`, which issues nothing).
 */
export function ApiKeyBlock() {
  const { profile } = useSession();
  const [state, setState] = useState<KeyState>({ kind: 'hidden' });
  const [loading, setLoading] = useState(false);
  const loaded = useRequest(() => userApi.apiKeyInfo(), [profile?.id]);
  // What the last issue or revocation answered; until then, what was loaded.
  const [changed, setChanged] = useState<ApiKeyInfo | null>(null);
  const info = changed ?? loaded.data;
  const docs = apiDocsUrl(profile);

  const ask = async (call: () => Promise<ApiKeyResponse>) => {
    setLoading(true);
    try {
      const { apiKey, ...issue } = await call();
      setChanged(issue);
      setState(apiKey ? { kind: 'shown', key: apiKey } : { kind: 'issuedBefore' });
    } catch (error) {
      void toast.error('Не удалось получить API-ключ', apiErrorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  const revoke = async () => {
    setLoading(true);
    try {
      const { message } = await userApi.revokeApiKey();
      setChanged(noKey);
      setState({ kind: 'revoked' });
      void toast.success(message);
    } catch (error) {
      void toast.error('Не удалось отозвать API-ключ', apiErrorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  const manage = (
    <div className="overview-api-actions">
      <Button onClick={() => void ask(userApi.reissueApiKey)} loading={loading}>
        Выпустить новый ключ
      </Button>
      {state.kind !== 'revoked' && (
        <Popconfirm
          title="Отозвать API-ключ?"
          description="Программы с этим ключом сразу перестанут получать доступ."
          okText="Отозвать"
          cancelText="Отмена"
          okButtonProps={{ danger: true }}
          onConfirm={() => void revoke()}
        >
          <Button danger disabled={loading}>
            Отозвать ключ
          </Button>
        </Popconfirm>
      )}
    </div>
  );

  return (
    <section className="cabinet-block" aria-labelledby="overview-api-title">
      <h2 id="overview-api-title">Доступ к API</h2>
      <p className="cabinet-muted">
        Ключ даёт программам доступ к поиску и заказам от вашего имени (заголовок <code>X-Api-Key</code>). Не
        передавайте его посторонним.
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
        <p>
          Ключ уже был выдан и показывается только один раз. Если он утерян, выпустите новый: прежний
          перестанет действовать.
        </p>
      )}
      {state.kind === 'revoked' && <p>Ключ отозван: программы с ним больше не получают доступ.</p>}
      {info && <KeyIssue info={info} />}
      {state.kind !== 'hidden' && manage}
      {docs && (
        <p className="overview-api-docs">
          <a href={docs} target="_blank" rel="noreferrer">
            Документация API
          </a>
        </p>
      )}
    </section>
  );
}
