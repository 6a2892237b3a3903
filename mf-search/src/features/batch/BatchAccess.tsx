import type { ReactNode } from 'react';
import { canBatchSearch, RequireAuth, useSession } from '@shop/shared/session';
import { EmptyState } from '../common/PageStates';

function AllowedOnly({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  if (canBatchSearch(profile)) return <>{children}</>;
  return (
    <EmptyState title="Пакетный поиск недоступен">
      <p>Пакетный поиск открыт оптовым покупателям. Свяжитесь с менеджером, чтобы подключить его.</p>
    </EmptyState>
  );
}

/** Batch search pages: signed-in users allowed batch search (the API refuses the others with 403 too). */
export function BatchAccess({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AllowedOnly>{children}</AllowedOnly>
    </RequireAuth>
  );
}
