import type { RouteObject } from '@shop/shared/router';

/** Routes of mf-search: part search and the part page; each page is its own chunk. */
const routes: RouteObject[] = [
  {
    path: '/search',
    lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: '/goods/:brandName/:number',
    lazy: () => import('../features/good/GoodPage').then((m) => ({ Component: m.GoodPage })),
  },
];

export default routes;
