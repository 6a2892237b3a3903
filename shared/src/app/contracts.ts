import type { RouteObject } from '../router/index.js';

/** What a remote exposes as `./routes`: route objects with absolute paths, mounted under the host's layout. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}
