import { apiErrorMessage, apiStatus } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';

/** SPEC §8's default title of a toast about an error no screen handled. */
export const UNEXPECTED_ERROR_TITLE = 'Непредвиденная ошибка';

/**
 * A promise nobody awaited failed (a click's request, a lazily loaded chunk): the generic toast, with the
 * server's words when it gave some. A 401 is left to the login prompt, which the API client opens.
 */
export function installUnexpectedErrorToast(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (apiStatus(reason) === 401) return;
    void toast.error(UNEXPECTED_ERROR_TITLE, apiErrorMessage(reason, '') || undefined);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
