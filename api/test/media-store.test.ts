import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { ApiErrorBody } from '@shop/shared';
import { loadConfig } from '../src/config.js';
import { loadMediaStoreConfig, type MediaStoreConfig } from '../src/content/media-config.js';
import { copyMediaBytesToStore } from '../src/content/media-export.js';
import { storeMedia } from '../src/content/media.js';
import { createDiskMediaStore, fileInside } from '../src/content/media-store-disk.js';
import { openMediaStore } from '../src/content/media-store-open.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrationProvider } from '../src/db/migrations/index.js';
import { aside, bearer, createTestApp, cyrillic, demo, json, login, type TestApp } from './helpers.js';

const boundary = '----media-store-boundary';
function multipart(name: string, data: Buffer) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const picture = (background: string) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

/** A fake S3 service on a free loopback port, its files in a temporary folder. */
async function startS3(): Promise<{ env: NodeJS.ProcessEnv; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'api-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: 'shop-media', configs: [] }],
  });
  const address = await server.run();
  return {
    env: {
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_PREFIX: 'shop',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

for (const kind of ['disk', 's3'] as const) {
  describe(`media on the ${kind} store: upload, original, filters made once and cached`, () => {
    let t: TestApp;
    let admin: string;
    let s3: Awaited<ReturnType<typeof startS3>> | null = null;
    let path: string;
    let png: Buffer;
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

    before(async () => {
      let mediaStore: MediaStoreConfig | undefined;
      if (kind === 's3') {
        s3 = await startS3();
        mediaStore = loadMediaStoreConfig(s3.env, 'unused');
        assert.ok(mediaStore.s3, 'the bucket is configured');
      }
      t = await createTestApp(mediaStore ? { mediaStore } : {});
      admin = await login(t.app, demo.admin.email, demo.admin.password);
      png = await picture(kind === 'disk' ? '#1d4f91' : '#c8102e');
      const body = multipart('Баннер.png', png);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: bearer(admin, body.headers),
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      path = json<{ path: string }>(uploaded).path;
    });
    after(async () => {
      await t.close();
      await s3?.stop();
    });

    it('keeps the bytes in the store and only their metadata in the database', async () => {
      assert.ok(await t.media.exists(`original/${path}`));
      const row = await t.db
        .selectFrom('media')
        .selectAll()
        .where('path', '=', path)
        .executeTakeFirstOrThrow();
      assert.deepEqual(Object.keys(row).sort(), [
        'checksum',
        'content_type',
        'created_at',
        'id',
        'path',
        'size',
      ]);
      assert.equal(row.checksum, createHash('sha256').update(png).digest('hex'));
      assert.equal(row.size, png.length);
      const listed = json<{ path: string }[]>(await get('/api/admin/media', bearer(admin)));
      assert.ok(listed.some((file) => file.path === path));
    });

    it('serves the original with an ETag, immutable; the same ETag gets 304', async () => {
      const original = await get(`/media/${path}`);
      assert.equal(original.statusCode, 200);
      assert.ok(original.rawPayload.equals(png));
      assert.equal(original.headers['content-type'], 'image/png');
      assert.equal(original.headers['cache-control'], 'public, max-age=31536000, immutable');
      const etag = String(original.headers.etag);
      assert.match(etag, /^"[0-9a-f]{64}"$/);
      const again = await get(`/media/${path}`, { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
    });

    it('makes the thumbnail on first request, then serves it from the store without resizing again', async () => {
      const key = `cache/thumb/${path}`;
      assert.equal(await t.media.exists(key), false);
      const first = await get(`/media/cache/resolve/thumb/${path}`);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
      const size = await sharp(first.rawPayload).metadata();
      assert.deepEqual([size.width, size.height], [64, 64]);
      assert.ok(await t.media.exists(key), 'the copy is cached in the store');
      // Another picture put in the cache's place is what comes back: the second answer is the stored
      // copy, not a new resize of the original.
      const marker = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f2b705' } })
        .png()
        .toBuffer();
      await t.media.put(key, marker, 'image/png');
      const second = await get(`/media/cache/resolve/thumb/${path}`);
      assert.equal(second.statusCode, 200);
      assert.ok(second.rawPayload.equals(marker));
      assert.notEqual(second.headers.etag, first.headers.etag);
      const revalidated = await get(`/media/cache/resolve/thumb/${path}`, {
        'if-none-match': String(second.headers.etag),
      });
      assert.equal(revalidated.statusCode, 304);
    });

    it('new bytes at a path drop its resized copies, also when the store outlived the database', async () => {
      const fixed = 'demo/replaced.png';
      const key = `cache/thumb/${fixed}`;
      await t.media.put(key, png, 'image/png');
      await storeMedia(t.db, t.media, fixed, await picture('#000000'));
      assert.equal(await t.media.exists(key), false, 'the copy left by an earlier database is gone');
      const black = (await get(`/media/cache/resolve/thumb/${fixed}`)).rawPayload;
      await storeMedia(t.db, t.media, fixed, await picture('#ffffff'));
      assert.equal(await t.media.exists(key), false);
      const white = (await get(`/media/cache/resolve/thumb/${fixed}`)).rawPayload;
      assert.ok(!white.equals(black));
      await storeMedia(t.db, t.media, fixed, await picture('#ffffff'));
      assert.ok(await t.media.exists(key), 'the same bytes again leave the copy alone');
    });

    if (kind === 'disk') {
      it('refuses an image over 40 megapixels at upload; one stored before gets no copy and no resize', async () => {
        // 7000 × 7000 of one colour: 49 megapixels in a PNG of about 150 KB.
        const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer();
        const body = multipart('plakat.png', huge);
        const media = () => t.db.selectFrom('media').select('path').execute();
        const before = await media();
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/admin/media',
          headers: bearer(admin, body.headers),
          payload: body.payload,
        });
        assert.equal(refused.statusCode, 413, refused.body);
        assert.equal(
          json<ApiErrorBody>(refused).message,
          'Изображение 7000 × 7000 точек больше 40 мегапикселей: уменьшите его',
        );
        assert.deepEqual(await media(), before);

        await storeMedia(t.db, t.media, 'demo/huge.png', huge);
        for (let round = 0; round < 2; round += 1) {
          const copy = await get('/media/cache/resolve/card/demo/huge.png');
          assert.equal(copy.statusCode, 404, copy.body);
          assert.equal(json<ApiErrorBody>(copy).message, 'Изображение слишком велико для уменьшенной копии');
        }
        assert.equal(await t.media.exists('cache/card/demo/huge.png'), false);
      });
    }

    it('answers 404 in Russian for an unknown filter, a missing file and paths out of the store', async () => {
      await t.media.put('secret.png', png, 'image/png');
      for (const url of [
        `/media/cache/resolve/huge/${path}`,
        `/media/cache/resolve/__proto__/${path}`,
        '/media/uploads/none.png',
        '/media/cache/resolve/thumb/uploads/none.png',
        '/media/..%2Fsecret.png',
        '/media/cache/resolve/thumb/..%2F..%2Fsecret.png',
        `/media/cache/resolve/thumb/..%2F..%2Foriginal%2F${encodeURIComponent(path)}`,
        '/media/%2Fetc%2Fpasswd.png',
        '/media/original/..%2F..%2Fsecret.png',
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 404, url);
        assert.match(json<ApiErrorBody>(response).message, cyrillic, url);
      }
      assert.equal(await t.media.exists(`cache/huge/${path}`), false, 'nothing cached for a bad filter');
    });
  });
}

describe('the disk store keeps to its folder', () => {
  const parent = mkdtempSync(join(tmpdir(), 'api-media-root-'));
  const root = join(parent, 'media');
  const store = createDiskMediaStore(root);
  after(() => rmSync(parent, { recursive: true, force: true }));

  it('refuses keys that leave the root even without the path pattern in front', async () => {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(parent, 'outside.png'), 'outside');
    writeFileSync(join(parent, 'media-sibling.png'), 'sibling');
    for (const key of [
      '../outside.png',
      'original/../../outside.png',
      `${parent}/outside.png`,
      '/etc/passwd',
      '../media-sibling.png',
      'original/\0.png',
      '',
      '.',
    ]) {
      assert.equal(fileInside(root, key), null, key);
      assert.equal(await store.get(key), null, key);
      assert.equal(await store.exists(key), false, key);
      await assert.rejects(store.put(key, Buffer.from('x'), 'image/png'), /вне хранилища/, key);
      await store.delete(key);
    }
    assert.ok(existsSync(join(parent, 'outside.png')), 'delete left the outside file alone');
    assert.equal(fileInside(root, 'original/a/../b.png'), join(root, 'original/b.png'));
  });

  it('writes whole files, reads them back, misses quietly, deletes', async () => {
    await store.put('original/demo/a.png', Buffer.from('one'), 'image/png');
    await store.put('original/demo/a.png', Buffer.from('two'), 'image/png');
    assert.equal((await store.get('original/demo/a.png'))?.toString(), 'two');
    assert.equal(await store.get('original/demo/none.png'), null);
    assert.equal(await store.get('original/demo'), null, 'a folder is no file');
    await store.delete('original/demo/a.png');
    assert.equal(await store.exists('original/demo/a.png'), false);
  });
});

describe('media store configuration', () => {
  it('is the folder by default and the bucket when MEDIA_S3_BUCKET and its address are set', () => {
    const defaults = loadConfig({}).mediaStore;
    assert.equal(defaults.s3, null);
    assert.match(defaults.dir, /\.data[\\/]media$/);
    assert.equal(loadConfig({ MEDIA_DIR: '/srv/media' }).mediaStore.dir, '/srv/media');
    const bucket = loadConfig({
      MEDIA_S3_BUCKET: 'shop',
      MEDIA_S3_ENDPOINT: 'https://storage.example.com/',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'key',
    }).mediaStore;
    assert.deepEqual(bucket.problems, []);
    assert.equal(bucket.s3?.endpoint, 'https://storage.example.com');
    assert.equal(bucket.s3?.region, 'us-east-1');
    assert.equal(bucket.s3?.forcePathStyle, true);
    assert.equal(
      loadConfig({ MEDIA_S3_BUCKET: 'shop', MEDIA_S3_REGION: 'eu-west-1' }).mediaStore.s3?.forcePathStyle,
      false,
    );
  });

  it('refuses to start on a half-configured bucket, saying in Russian what is missing', async () => {
    for (const [env, missing] of [
      [{ MEDIA_S3_BUCKET: 'shop' }, /MEDIA_S3_REGION/],
      [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_BUCKET/],
      [
        { MEDIA_S3_BUCKET: 'shop', MEDIA_S3_REGION: 'ru-1', MEDIA_S3_ACCESS_KEY_ID: 'id' },
        /MEDIA_S3_SECRET_ACCESS_KEY/,
      ],
      [{ MEDIA_S3_BUCKET: 'shop', MEDIA_S3_ENDPOINT: 'storage.example.com' }, /MEDIA_S3_ENDPOINT/],
    ] as const) {
      const config = loadConfig(env).mediaStore;
      assert.equal(config.s3, null);
      assert.equal(config.problems.length, 1);
      assert.match(config.problems[0] ?? '', /S3 настроено не полностью/);
      assert.match(config.problems[0] ?? '', missing);
      await assert.rejects(openMediaStore(config), missing);
    }
  });
});

describe('migration 0020: bytes kept in the database before it go to the store', () => {
  it('copies them, then keeps only the metadata and their checksum', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const schema = url ? `test_media_${Date.now().toString(36)}` : null;
    const handle = await openDatabase({
      databaseUrl: url ?? null,
      databaseSchema: schema,
      dataDir: 'memory://',
    });
    const { db, schema: used } = handle;
    const dir = mkdtempSync(join(tmpdir(), 'api-media-export-'));
    try {
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        migrationTableSchema: used,
        allowUnorderedMigrations: true,
      });
      const before = await aside(handle, 'shared', () => migrator.migrateTo('0019-oils-and-accessories'));
      assert.equal(before.error, undefined);
      const bytes = await picture('#5b6770');
      await sql`insert into media (path, content_type, size, data) values ('uploads/old.png', 'image/png', ${bytes.length}, ${bytes})`.execute(
        db,
      );
      const store = createDiskMediaStore(dir);
      assert.equal(await copyMediaBytesToStore(db, store), 1);
      await aside(handle, 'shared', () => migrateToLatest(db, used));
      assert.ok((await store.get('original/uploads/old.png'))?.equals(bytes));
      const row = await db.selectFrom('media').selectAll().executeTakeFirstOrThrow();
      assert.equal(row.checksum, createHash('sha256').update(bytes).digest('hex'));
      assert.equal(await copyMediaBytesToStore(db, store), 0, 'nothing left to copy after the migration');
    } finally {
      if (schema) {
        await aside(handle, 'exclusive', () =>
          sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db),
        );
      }
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
