import { matchPath } from '@shop/shared/router';
import type { RemoteEntry } from '@shop/shared/federation';

/** The remote of `remotes` that owns a path, by their path patterns: the page's rule and the server renderer's. */
export function ownerOfPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | undefined {
  return remotes.find((remote) =>
    remote.paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
}
