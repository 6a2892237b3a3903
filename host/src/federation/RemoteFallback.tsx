import { useState } from 'react';
import { Button, Result } from '@shop/shared/kit';
import { ThemeScope } from '@shop/shared/ui';

/** The Russian fallback block of a remote that failed to load or crashed: only its area is lost. */
export default function RemoteFallback({
  onRetry,
  details,
}: {
  onRetry: () => Promise<void> | void;
  details?: string;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <ThemeScope>
      <Result
        status="warning"
        title="Раздел временно недоступен"
        subTitle={
          details ?? 'Не удалось загрузить эту часть сайта. Проверьте соединение и попробуйте ещё раз.'
        }
        extra={
          <Button type="primary" loading={retrying} onClick={retry} data-testid="remote-retry">
            Повторить
          </Button>
        }
        data-testid="remote-fallback"
      />
    </ThemeScope>
  );
}
