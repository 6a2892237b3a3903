import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Releases of a remote built by `scripts/deploy-remote.mjs`: immutable folders named by the content hash
 * of the build, `<rootDir>/releases/<folder>/<version>/`, served at `/mf/releases/<folder>/<version>/`.
 */
export const RELEASES_URL = '/mf/releases';
export const RELEASE_VERSION = /^[0-9a-f]{16}$/;

export function releasesDir(rootDir: string): string {
  return join(rootDir, 'releases');
}

export function releaseManifestUrl(folder: string, version: string): string {
  return `${RELEASES_URL}/${folder}/${version}/mf-manifest.json`;
}

/** Whether a release of the remote is on disk with its manifest. */
export function releaseExists(rootDir: string, folder: string, version: string): boolean {
  return (
    RELEASE_VERSION.test(version) &&
    existsSync(join(releasesDir(rootDir), folder, version, 'mf-manifest.json'))
  );
}

/** The releases of a remote on disk. */
export function releasesOf(rootDir: string, folder: string): string[] {
  const dir = join(releasesDir(rootDir), folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => releaseExists(rootDir, folder, version))
    .sort();
}

const kernels = new Map<string, string | null>();

/**
 * The `@shop/shared` range a release was built against, from its manifest's shared list (null when the
 * manifest names none). Releases are immutable, so each is read once.
 */
export function releaseKernel(rootDir: string, folder: string, version: string): string | null {
  const key = join(rootDir, folder, version);
  const known = kernels.get(key);
  if (known !== undefined) return known;
  if (!releaseExists(rootDir, folder, version)) return null;
  let kernel: string | null = null;
  try {
    const manifest = JSON.parse(
      readFileSync(join(releasesDir(rootDir), folder, version, 'mf-manifest.json'), 'utf8'),
    ) as { shared?: { name?: string; requiredVersion?: string }[] };
    kernel =
      manifest.shared?.find((entry) => entry.name?.startsWith('@shop/shared') && entry.requiredVersion)
        ?.requiredVersion ?? null;
  } catch {
    // A manifest that is not JSON: the page's load of that release fails and shows the fallback anyway.
  }
  kernels.set(key, kernel);
  return kernel;
}
