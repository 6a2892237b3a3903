import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteRegistry } from '@shop/shared/federation';
import { REGISTRY_PATH } from '@shop/shared/federation';
import type { RemoteRoutesModule } from '@shop/shared/app';
import { kernelMismatchMessage, kernelRefusal } from './kernelMismatch';
import { ownerOfPath } from './owner';

let registry: RemoteEntry[] = [];
let registryFailed = false;

/** True when the registry itself could not be read: every remote's page then shows the fallback. */
export function isRegistryMissing(): boolean {
  return registryFailed;
}

/** Reads the runtime registry (name → manifest URL) and registers every remote's entry with the federation runtime. */
export async function loadRegistry(): Promise<RemoteEntry[]> {
  registry = [];
  registryFailed = true;
  const response = await fetch(REGISTRY_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Реестр модулей недоступен: HTTP ${response.status}`);
  const body = (await response.json()) as RemoteRegistry;
  registry = body.remotes;
  registryFailed = false;
  registerRemotes(registry.map(({ name, manifest }) => ({ name, entry: remoteEntryOf(manifest) })));
  return registry;
}

/**
 * A build's `remoteEntry.js` sits beside its `mf-manifest.json`: the host loads it directly, one request
 * less before a remote's first paint, and its federation runtime carries no manifest (snapshot) code.
 */
export function remoteEntryOf(manifest: string): string {
  return manifest.replace(/mf-manifest\.json(?=[?#]|$)/, 'remoteEntry.js');
}

/** The remote that owns a path, by the path patterns of the registry. */
export function remoteForPath(pathname: string): RemoteEntry | undefined {
  return ownerOfPath(registry, pathname);
}

const failed = new Set<string>();

export function hasFailed(name: string): boolean {
  return failed.has(name);
}

export async function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule['default']> {
  try {
    const required = registry.find((remote) => remote.name === name)?.kernel;
    const refusal = required ? kernelRefusal(name, required, __KERNEL_VERSION__) : null;
    if (refusal) {
      console.error(kernelMismatchMessage(refusal));
      throw new Error(`Модуль ${name} требует ядро ${refusal.required}`);
    }
    const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!module) throw new Error(`Модуль ${name} не загрузился`);
    failed.delete(name);
    return module.default;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
