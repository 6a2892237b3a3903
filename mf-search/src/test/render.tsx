import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

/** Renders the remote's routes (guards and lazy pages included) at `url`, with stand-ins for other pages. */
export const renderAt = (url: string) => renderRoutesAt(routes, url);

/** Renders one element inside a router (for components that link or read the location). */
export function renderInRouter(element: ReactNode, url = '/search?brandName=MANN-FILTER&number=W71275') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
