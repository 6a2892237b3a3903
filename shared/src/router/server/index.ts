/**
 * react-router's static half, for the host's server renderer only (host/src/server/render.tsx): pages never
 * import it, so it stays out of their bundles. One copy of react-router with `@shop/shared/router`.
 */
export { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
