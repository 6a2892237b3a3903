import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

// The first lazy page of a test file loads antd from scratch, which takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Renders the remote's routes (guards and lazy pages included) at `url`, with stand-ins for other pages. */
export const renderAt = (url: string) => renderRoutesAt(routes, url);

/** Renders one element inside a router (for components that link or read the location). */
export function renderInRouter(element: ReactNode, url = '/cart') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
