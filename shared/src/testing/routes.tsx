import { configure, render } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from '@shop/shared/router';

// The first lazy page of a test file loads antd from scratch, which takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, for pages that navigate away. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a remote's routes (guards and lazy pages included) at `url`, with stand-ins for other pages. */
export function renderRoutesAt(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        HydrateFallback: () => <p>Загрузка…</p>,
        children: [...routes, { path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
