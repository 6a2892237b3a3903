import type { RouteObject } from '@shop/shared/router';

/** Routes of mf-cabinet; each page is its own chunk. */
const routes: RouteObject[] = [];

export default routes;
