/**
 * Where the bytes of media files live (the `media` table keeps only their metadata). Keys are relative,
 * `/`-separated: originals under `original/{path}`, resized copies under `cache/{filter}/{path}`.
 */
export interface MediaStore {
  /** Writes the whole file; a reader sees the old bytes or the new ones, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Where the files are, for the start-up log: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  close(): void;
}

export const originalKey = (path: string): string => `original/${path}`;
export const variantKey = (filter: string, path: string): string => `cache/${filter}/${path}`;
