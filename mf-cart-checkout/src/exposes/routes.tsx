import type { RouteObject } from '@shop/shared/router';

/** Routes of mf-cart-checkout: cart and checkout, orders, payment and refunds; each page is its own chunk. */
const routes: RouteObject[] = [];

export default routes;
