import type { ComponentType } from 'react';
import type { RouteObject } from '@shop/shared/router';

/** A batch search page, behind its guard (signed in and allowed batch search) in the page's own chunk. */
function batchPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Page, { BatchAccess }] = await Promise.all([load(), import('../features/batch/BatchAccess')]);
      return {
        Component: () => (
          <BatchAccess>
            <Page />
          </BatchAccess>
        ),
      };
    },
  };
}

/** Routes of mf-search: part search, the part page and batch search; each page is its own chunk. */
const routes: RouteObject[] = [
  {
    path: '/search',
    lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: '/goods/:brandName/:number',
    lazy: () => import('../features/good/GoodPage').then((m) => ({ Component: m.GoodPage })),
  },
  batchPage('/batch-search', () =>
    import('../features/batch/BatchSearchPage').then((m) => m.BatchSearchPage),
  ),
  batchPage('/batch-search/:uid', () =>
    import('../features/batch/BatchResultPage').then((m) => m.BatchResultPage),
  ),
  batchPage('/batch-search/:uid/offers', () =>
    import('../features/batch/BatchOffersPage').then((m) => m.BatchOffersPage),
  ),
];

export default routes;
