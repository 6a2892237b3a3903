import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeSurface, versionProblems, type KernelRecord, type KernelSurface } from './kernel-surface.js';

const packageDir = join(__dirname, '..', '..');
const recordFile = join(packageDir, 'kernel-surface.json');

/** Every entry point a remote imports at run time (`@shop/shared`, `@shop/shared/ui/form`, …); not testing/. */
function entryPoints(dir = join(packageDir, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'index.ts' ? [dir] : [];
    if (entry.name === 'testing') return [];
    return entryPoints(join(dir, entry.name));
  });
}

async function currentSurface(): Promise<KernelSurface> {
  const surface: KernelSurface = {};
  for (const dir of entryPoints().sort()) {
    const entry = relative(join(packageDir, 'src'), dir).split('\\').join('/');
    const exports = (await import(join(dir, 'index.ts'))) as Record<string, unknown>;
    Object.assign(surface, describeSurface(`${entry || '.'}:`, exports));
  }
  return surface;
}

test('the kernel version is bumped whenever the surface a remote sees changes (kernel-surface.json)', async () => {
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const current: KernelRecord = { version, surface: await currentSurface() };
  const recorded = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as KernelRecord)
    : { version: '0.0.0', surface: {} };
  expect(versionProblems(recorded, current)).toEqual([]);
  if (process.env.UPDATE_KERNEL_SURFACE === '1') {
    writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
    return;
  }
  // A correctly bumped version whose surface is not recorded yet: record it (shared/README.md).
  expect(recorded).toEqual(current);
}, 60_000);

const record = (version: string, surface: KernelSurface): KernelRecord => ({ version, surface });

test('the surface lists exports and the members of client objects', () => {
  const surface = describeSurface('api:', {
    cartApi: { add: () => undefined, list: () => undefined },
    apiClient: Object.assign(() => undefined, { get: () => undefined }),
    TOKEN: 'token',
  });
  expect(surface).toEqual({
    'api:TOKEN': 'string',
    'api:apiClient': 'function',
    'api:cartApi': 'object',
    'api:cartApi.add': 'function',
    'api:cartApi.list': 'function',
  });
});

test('a surface changed without a version bump is refused', () => {
  const before = record('1.2.0', { 'api:checkoutApi.create': 'function' });
  const added = { ...before.surface, 'api:checkoutApi.timetable': 'function' };
  expect(versionProblems(before, record('1.2.0', added))[0]).toMatch(/без смены версии 1\.2\.0/);
  expect(versionProblems(before, record('1.3.0', added))).toEqual([]);
  expect(versionProblems(before, record('1.2.0', before.surface))).toEqual([]);
});

test('a removed or changed name needs a major version', () => {
  const before = record('1.2.0', { 'api:ordersApi': 'object', 'api:ordersApi.list': 'function' });
  const removed = record('1.3.0', { 'api:ordersApi': 'object' });
  expect(versionProblems(before, removed)[0]).toMatch(/api:ordersApi\.list: нужна новая major-версия/);
  const changed = record('1.3.0', { 'api:ordersApi': 'function', 'api:ordersApi.list': 'function' });
  expect(versionProblems(before, changed)[0]).toMatch(/api:ordersApi: нужна новая major-версия/);
  expect(versionProblems(before, { ...removed, version: '2.0.0' })).toEqual([]);
});

test('a version lower than the recorded one, or not major.minor.patch, is refused', () => {
  const before = record('1.2.0', {});
  expect(versionProblems(before, record('1.1.9', {}))[0]).toMatch(/ниже записанной/);
  expect(versionProblems(before, record('1.2', {}))[0]).toMatch(/major\.minor\.patch/);
});
