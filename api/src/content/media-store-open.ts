import type { MediaStoreConfig } from './media-config.js';
import type { MediaStore } from './media-store.js';
import { createDiskMediaStore } from './media-store-disk.js';

/**
 * The bucket when one is configured, else the folder. A half-configured bucket stops the start: files
 * silently kept on one machine's disk would vanish behind a balancer. The S3 client is loaded only when
 * used (it is large and warns about old Node versions when created).
 */
export async function openMediaStore(config: MediaStoreConfig): Promise<MediaStore> {
  if (config.problems.length > 0) throw new Error(config.problems.join('; '));
  if (config.s3 === null) return createDiskMediaStore(config.dir);
  const { createS3MediaStore } = await import('./media-store-s3.js');
  return createS3MediaStore(config.s3);
}
