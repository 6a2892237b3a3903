import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { MediaStore } from './media-store.js';

/** Errors that mean 'no such file here' rather than a broken disk. */
const missingCodes = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && missingCodes.has(String(error.code));
}

/**
 * The file of a key inside the root, or null for a key that would leave it (`..`, an absolute path, a
 * NUL byte): the routes check paths by pattern first, this holds even if that check were bypassed.
 */
export function fileInside(root: string, key: string): string | null {
  if (key === '' || key.includes('\0') || key.includes('\\')) return null;
  const file = resolve(root, key);
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return file;
}

/**
 * Files in a folder (`MEDIA_DIR`). Several instances on one machine may share it: a file is written to a
 * temporary name and renamed, so two instances writing the same key at once both leave a whole file.
 */
export function createDiskMediaStore(dir: string): MediaStore {
  const root = resolve(dir);
  const inside = (key: string): string => {
    const file = fileInside(root, key);
    if (file === null) throw new Error(`Ключ вне хранилища медиа: ${JSON.stringify(key)}`);
    return file;
  };
  return {
    location: root,
    async put(key, data) {
      const file = inside(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileInside(root, key);
      if (file === null) return null;
      return readFile(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async exists(key) {
      const file = fileInside(root, key);
      if (file === null) return false;
      return stat(file).then(
        (info) => info.isFile(),
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
    },
    async delete(key) {
      const file = fileInside(root, key);
      if (file !== null) await rm(file, { force: true });
    },
    close() {},
  };
}
