import type { ShopRouteHandle } from '@shop/shared/app';
import type { RouteObject } from '@shop/shared/router';

/** Content pages are plain HTML: the host loads no antd for them (the home page's JS budget). */
const handle: ShopRouteHandle = { plainHtml: true };

/** Routes of mf-content; each page but the home page is its own chunk, so a page loads only what it renders. */
const pages: RouteObject[] = [
  // The home page comes with the routes (no request and round trip more before its first paint).
  {
    path: '/',
    lazy: () =>
      import(/* webpackMode: "eager" */ '../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/contacts',
    lazy: () => import('../features/contacts/ContactsPage').then((m) => ({ Component: m.ContactsPage })),
  },
  ...['about', 'oferta', 'customers'].map((slug) => ({
    path: `/${slug}`,
    lazy: () =>
      import('../features/pages/ContentPage').then((m) => ({
        Component: () => <m.ContentPage slug={slug} />,
      })),
  })),
  {
    path: '/page/:slug',
    lazy: () => import('../features/pages/ContentPage').then((m) => ({ Component: m.ContentPageBySlug })),
  },
  {
    path: '/posts/:categoryType',
    lazy: () => import('../features/posts/PostListPage').then((m) => ({ Component: m.PostListPage })),
  },
  {
    path: '/posts/:categoryType/:slug',
    lazy: () => import('../features/posts/PostPage').then((m) => ({ Component: m.PostPage })),
  },
  {
    path: '/certificates',
    lazy: () =>
      import('../features/certificates/CertificatesPage').then((m) => ({ Component: m.CertificatesPage })),
  },
  {
    path: '/certificates/:slug',
    lazy: () =>
      import('../features/certificates/CertificatePage').then((m) => ({ Component: m.CertificatePage })),
  },
  {
    path: '/actions',
    lazy: () => import('../features/actions/ActionsPage').then((m) => ({ Component: m.ActionsPage })),
  },
  {
    path: '/actions/:slug',
    lazy: () => import('../features/actions/ActionPage').then((m) => ({ Component: m.ActionPage })),
  },
];

const routes: RouteObject[] = pages.map((route) => ({ ...route, handle }));

export default routes;
