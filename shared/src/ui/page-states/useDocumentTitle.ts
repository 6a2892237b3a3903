import { useEffect } from 'react';

export const SITE_NAME = 'АвтоДеталь';

/** The browser tab title of a page: `'Вход — АвтоДеталь'`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
