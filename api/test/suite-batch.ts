// One process for several suites (test/run.ts): each suite file runs as a top-level suite named after it, one
// after another, so the API's modules are loaded and compiled once per process, not once per suite.
import { describe } from 'node:test';
import { basename } from 'node:path';

const suites = (process.env.SHOP_TEST_SUITES ?? '').split('\n').filter(Boolean);
for (const suite of suites) {
  describe(basename(suite), async () => {
    await import(suite);
  });
}
