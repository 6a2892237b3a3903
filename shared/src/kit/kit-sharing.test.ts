import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

interface SharedConfig {
  import?: string;
  shareKey?: string;
  singleton?: boolean;
  strictVersion?: boolean;
}

/** The build's shared config, computed by Node itself: it resolves packages as webpack does, not through jest's map. */
function sharedModules(appDir: string, kind: 'host' | 'remote'): Record<string, SharedConfig> {
  const script = `const { sharedModules } = require('@shop/build-tools/shared-modules.cjs');
    process.stdout.write(JSON.stringify(sharedModules(process.argv[1], process.argv[2])));`;
  const output = execFileSync(process.execPath, ['-e', script, appDir, kind], {
    cwd: appDir,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, SharedConfig>;
}

const kernelDir = join(__dirname, '..', '..');
const tiers = [
  'kit',
  ...readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `kit/${entry.name}`),
];

test('the host provides every tier of the kit, by its file, as a strict kernel singleton', () => {
  const shared = sharedModules(kernelDir, 'host');
  for (const tier of tiers) {
    expect(shared[`@shop/shared/${tier}`]).toMatchObject({
      import: join(kernelDir, 'src', tier, 'index.ts'),
      shareKey: `@shop/shared/${tier}`,
      singleton: true,
      strictVersion: true,
    });
  }
});

test('no build shares antd itself: one copy of it comes with the host-provided kit', () => {
  for (const kind of ['host', 'remote'] as const) {
    const keys = Object.keys(sharedModules(kernelDir, kind));
    expect(keys.filter((key) => /^(antd|@ant-design\/icons|@rc-component)/.test(key))).toEqual([]);
  }
  // A remote consumes the tiers through the kernel's sub-path rule and provides none of them by file.
  const remote = sharedModules(kernelDir, 'remote');
  expect(Object.keys(remote).filter((key) => key.startsWith('@shop/shared/kit'))).toEqual([]);
  expect(remote['@shop/shared/']).toMatchObject({ singleton: true, strictVersion: true });
});
