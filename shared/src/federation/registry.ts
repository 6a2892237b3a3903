/**
 * The runtime registry of remotes: the host reads it at start (`GET /mf/registry.json`) and registers
 * each remote by its manifest URL, so a remote can be redeployed without rebuilding the host.
 */
export interface RemoteEntry {
  /** Federation name: a JS identifier (`mf_cabinet`). */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /** Path patterns (react-router syntax) whose pages this remote owns. */
  paths: string[];
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

export const REGISTRY_PATH = '/mf/registry.json';

/** Remotes of the shop with their folders and the routes they own (ARCHITECTURE §1 route ownership). */
export const remoteDefaults = [
  {
    name: 'mf_cabinet',
    folder: 'mf-cabinet',
    devPort: 3004,
    paths: ['/auth/*', '/resetting/*', '/cabinet/*', '/cabinet', '/replenishment/*'],
  },
  {
    name: 'mf_content',
    folder: 'mf-content',
    devPort: 3005,
    paths: [
      '/',
      '/posts/*',
      '/page/*',
      '/actions/*',
      '/actions',
      '/certificates/*',
      '/certificates',
      '/contacts',
      '/about',
      '/oferta',
      '/customers',
    ],
  },
  {
    name: 'mf_search',
    folder: 'mf-search',
    devPort: 3001,
    paths: ['/search', '/goods/:brandName/:number', '/batch-search', '/batch-search/*'],
  },
  {
    name: 'mf_cart_checkout',
    folder: 'mf-cart-checkout',
    devPort: 3002,
    paths: ['/cart', '/order/*', '/orders', '/refunds'],
  },
  {
    name: 'mf_catalogs',
    folder: 'mf-catalogs',
    devPort: 3006,
    paths: ['/catalogs', '/catalogs/*', '/goods', '/goods/:brandName', '/accessories'],
  },
] as const;

export type RemoteName = (typeof remoteDefaults)[number]['name'];

/** Environment variable that overrides a remote's manifest URL at serve time: `MF_CABINET_MANIFEST_URL`. */
export function manifestEnvName(name: string): string {
  return `${name.toUpperCase()}_MANIFEST_URL`;
}

/** Builds the registry from the defaults, with manifest URLs overridable by environment. */
export function buildRegistry(
  env: Record<string, string | undefined>,
  manifestUrl: (folder: string, devPort: number) => string,
): RemoteRegistry {
  return {
    remotes: remoteDefaults.map((remote) => ({
      name: remote.name,
      manifest: env[manifestEnvName(remote.name)] || manifestUrl(remote.folder, remote.devPort),
      paths: [...remote.paths],
    })),
  };
}
