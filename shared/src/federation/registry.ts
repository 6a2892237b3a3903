/**
 * The runtime registry of remotes: the host reads it at start (`GET /mf/registry.json`) and registers
 * each remote by its manifest URL, so a remote can be redeployed without rebuilding the host.
 */
import remotes from './remotes.json' with { type: 'json' };

export interface RemoteEntry {
  /** Federation name: a JS identifier (`mf_cabinet`). */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /** Path patterns (react-router syntax) whose pages this remote owns. */
  paths: string[];
  /**
   * The kernel range a deployed release was built against (`^2.4.0`), when the server knows it: the host
   * does not load a remote its own kernel does not satisfy (host/src/federation/kernelMismatch.ts).
   */
  kernel?: string;
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

export const REGISTRY_PATH = '/mf/registry.json';

/** A remote of the shop as the manifest `remotes.json` lists it. */
export interface RemoteDefinition {
  /** Federation name: a JS identifier (`mf_cabinet`). */
  name: string;
  /** Its folder in the repository, its URL folder under `/mf/` and its package `@shop/<folder>`. */
  folder: string;
  /** Port of its webpack dev server. */
  devPort: number;
  /** Path patterns (react-router syntax) whose pages it owns (ARCHITECTURE §1 route ownership). */
  paths: string[];
}

/**
 * The one manifest of remotes (`remotes.json`): the registry, the dev servers, the webpack configs, the
 * build/start/test scripts and the e2e server all read it, so adding a remote is one entry there.
 */
export const remoteDefaults: readonly RemoteDefinition[] = remotes;

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
