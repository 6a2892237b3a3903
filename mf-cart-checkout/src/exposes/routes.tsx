import type { RouteObject } from '@shop/shared/router';

/** Routes of mf-cart-checkout: cart and checkout, orders, payment and refunds; each page is its own chunk. */
const routes: RouteObject[] = [
  {
    path: '/cart',
    lazy: () => import('../features/cart/CartPage').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: '/orders',
    lazy: () => import('../features/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: '/order/show/:uid',
    lazy: () => import('../features/orders/OrderShowPage').then((m) => ({ Component: m.OrderShowPage })),
  },
  {
    path: '/order/:id/pay',
    lazy: () => import('../features/payment/OrderPayPage').then((m) => ({ Component: m.OrderPayPage })),
  },
  {
    path: '/order/:id/status',
    lazy: () => import('../features/payment/OrderStatusPage').then((m) => ({ Component: m.OrderStatusPage })),
  },
  {
    path: '/refunds',
    lazy: () => import('../features/refunds/RefundsPage').then((m) => ({ Component: m.RefundsPage })),
  },
];

export default routes;
