/** An S3-compatible bucket for the media store (AWS S3, MinIO, Yandex Object Storage, …). */
export interface MediaS3Config {
  bucket: string;
  region: string;
  /** Address of an S3-compatible service; null: AWS S3 of the region. */
  endpoint: string | null;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, the machine's role) answers. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket may hold several shops: `shop/`. */
  prefix: string;
}

/** Where originals and their resized copies are kept: a folder, or a bucket when `MEDIA_S3_BUCKET` is set. */
export interface MediaStoreConfig {
  /** Folder of the disk store (used when `s3` is null). */
  dir: string;
  s3: MediaS3Config | null;
  /** What a half-configured bucket lacks, in words for the operator; empty when all is well. */
  problems: string[];
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads `MEDIA_DIR` and `MEDIA_S3_*`; a bucket set without what it needs is a problem, never the disk. */
export function loadMediaStoreConfig(env: NodeJS.ProcessEnv, defaultDir: string): MediaStoreConfig {
  const dir = text(env.MEDIA_DIR) ?? defaultDir;
  const bucket = text(env.MEDIA_S3_BUCKET);
  const endpoint = text(env.MEDIA_S3_ENDPOINT)?.replace(/\/+$/, '') ?? null;
  const region = text(env.MEDIA_S3_REGION) ?? (endpoint ? 'us-east-1' : null);
  const accessKeyId = text(env.MEDIA_S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.MEDIA_S3_SECRET_ACCESS_KEY);
  const prefix = (text(env.MEDIA_S3_PREFIX) ?? '').replace(/^\/+|\/+$/g, '');
  const pathStyle = text(env.MEDIA_S3_FORCE_PATH_STYLE);
  // Each variable by name: the deploy tests count what the config reads to find unknown ones.
  const anyS3 = [bucket, endpoint, env.MEDIA_S3_REGION, accessKeyId, secretAccessKey, prefix, pathStyle].some(
    (value) => text(value ?? undefined) !== null,
  );
  if (!anyS3) return { dir, s3: null, problems: [] };

  const missing: string[] = [];
  if (!bucket) missing.push('MEDIA_S3_BUCKET');
  if (!region) missing.push('MEDIA_S3_REGION (или MEDIA_S3_ENDPOINT)');
  if (!accessKeyId !== !secretAccessKey)
    missing.push(accessKeyId ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID');
  if (endpoint && !/^https?:\/\/[^/]+/i.test(endpoint))
    missing.push('MEDIA_S3_ENDPOINT вида https://host[:port]');
  if (!bucket || !region || missing.length > 0) {
    return {
      dir,
      s3: null,
      problems: [
        `Хранилище медиа S3 настроено не полностью: задайте ${missing.join(', ')} ` +
          '(или уберите все MEDIA_S3_*, чтобы файлы хранились в папке MEDIA_DIR)',
      ],
    };
  }
  return {
    dir,
    s3: {
      bucket,
      region,
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyle === null ? endpoint !== null : ['1', 'true', 'yes', 'on'].includes(pathStyle),
      prefix: prefix === '' ? '' : `${prefix}/`,
    },
    problems: [],
  };
}
