import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildVersion } from '@shop/shared/federation';

const RECHECK_MS = 5_000;

function packageVersion(): string {
  const file = new URL('../../package.json', import.meta.url);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    typeof parsed.version === 'string'
  ) {
    return parsed.version;
  }
  return '0.0.0';
}

function readHostVersion(file: string): string | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      typeof parsed.version === 'string'
    ) {
      return parsed.version;
    }
  } catch {
    // No host build (or a broken file): fall back to the API's own version.
  }
  return null;
}

/**
 * The value of `X-App-Version`: the host build's `version.json` when it exists (re-read when the file
 * changes, checked at most every few seconds), else the API package version with the process start time.
 */
export function createVersionProvider(rootDir: string): () => string {
  const file = join(rootDir, 'host', 'dist', 'version.json');
  const fallback = buildVersion(packageVersion(), Math.round(performance.timeOrigin));
  let current = readHostVersion(file) ?? fallback;
  let mtime = 0;
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return current;
    checkedAt = now;
    let changed = 0;
    try {
      changed = statSync(file).mtimeMs;
    } catch {
      changed = -1;
    }
    if (changed !== mtime) {
      mtime = changed;
      current = (changed > 0 ? readHostVersion(file) : null) ?? fallback;
    }
    return current;
  };
}
