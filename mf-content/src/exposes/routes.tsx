import type { RouteObject } from '@shop/shared/router';

/** Routes of mf-content; each page is its own chunk, so a page loads only what it renders. */
const routes: RouteObject[] = [
  { path: '/', lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
  {
    path: '/contacts',
    lazy: () => import('../features/contacts/ContactsPage').then((m) => ({ Component: m.ContactsPage })),
  },
  ...['about', 'oferta', 'customers'].map((slug) => ({
    path: `/${slug}`,
    lazy: () =>
      import('../features/pages/ContentPage').then((m) => ({ Component: () => <m.ContentPage slug={slug} /> })),
  })),
  {
    path: '/page/:slug',
    lazy: () => import('../features/pages/ContentPage').then((m) => ({ Component: m.ContentPageBySlug })),
  },
];

export default routes;
