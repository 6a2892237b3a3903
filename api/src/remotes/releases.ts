import { existsSync, readdirSync } from 'node:fs';
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
