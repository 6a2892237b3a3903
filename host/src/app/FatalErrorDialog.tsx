import { useState } from 'react';
import { Button } from '@shop/shared/kit/button';
import { Modal } from '@shop/shared/kit/overlays';
import { ThemeScope } from '@shop/shared/ui';

export const FATAL_ERROR_APOLOGY = 'Произошла непредвиденная ошибка! Приносим свои извинения.';

/** The fatal error dialog of SPEC §2 with the apology of SPEC §8; 'Закрыть' reloads the page. */
export default function FatalErrorDialog({ error }: { error: unknown }) {
  const [showDetails, setShowDetails] = useState(false);
  const details = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <ThemeScope>
      <Modal
        open
        title="Произошла ошибка"
        closable={false}
        mask={{ closable: false }}
        footer={
          <Button type="primary" onClick={() => window.location.reload()}>
            Закрыть
          </Button>
        }
      >
        <p>{FATAL_ERROR_APOLOGY}</p>
        <p>Мы уже работаем над её исправлением...</p>
        <Button type="link" onClick={() => setShowDetails((shown) => !shown)} style={{ padding: 0 }}>
          {showDetails ? 'Скрыть детали' : 'Об ошибке'}
        </Button>
        {showDetails && <pre className="error-details">{details}</pre>}
      </Modal>
    </ThemeScope>
  );
}
