/**
 * The router API of the shop, the only place that imports react-router. Shared as one singleton module,
 * it keeps one router context across host and remotes, and lets webpack drop the parts of react-router
 * the shop never uses (server rendering, framework mode), which a directly shared package would keep.
 */
export { RouterProvider } from 'react-router/dom';
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  isRouteErrorResponse,
  generatePath,
} from 'react-router';
export type { DataRouter, RouteObject, NavigateFunction, Location } from 'react-router';
