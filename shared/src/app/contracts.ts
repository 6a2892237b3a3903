import type { RouteObject } from '@shop/shared/router';

/** What a remote exposes as `./routes`: route objects with absolute paths, mounted under the host's layout. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

/**
 * The `handle` of a remote's route. `plainHtml`: the page renders no antd component, so the host does not
 * load antd's theme provider for it (the home page stays within its JS budget).
 */
export interface ShopRouteHandle {
  plainHtml?: boolean;
}
