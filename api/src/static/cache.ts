import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A content hash in the file name (`main.3f9a2c1b7d.js`): webpack's `[contenthash]`. */
const hashed = /\.[0-9a-f]{8,}\./i;

/**
 * Cache policy of built files: hashed chunks never change; manifests, `remoteEntry.js`, HTML and any
 * other file without a hash must be revalidated, or users keep a stale remote after a deploy.
 */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || /\.html?$/i.test(name)) return NO_CACHE;
  return hashed.test(name) ? IMMUTABLE : NO_CACHE;
}
