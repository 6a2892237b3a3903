import { useEffect } from 'react';
import { useLocation } from '@shop/shared/router';

/** The window scrolls to top on every page change (SPEC §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
