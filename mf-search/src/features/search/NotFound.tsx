import type { ReactNode } from 'react';
import { EmptyState } from '../common/PageStates';

/** SPEC §8: 'По запросу «…» ничего не найдено' (the number alone, or the brand and the number). */
export function NotFound({ query, children }: { query: string; children?: ReactNode }) {
  return (
    <EmptyState title={`По запросу «${query}» ничего не найдено`}>
      {children ?? <p>Проверьте номер запчасти: его можно вводить с пробелами, дефисами и без них.</p>}
    </EmptyState>
  );
}
