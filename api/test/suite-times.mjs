// A node:test reporter for test/run.ts: a line on stderr as each suite file ends (test/suite-batch.ts names a
// top-level suite after each) with its time and result, so the run shows progress and lists the slowest
// suites; the spec reporter beside it writes what a failure says. JavaScript: node loads it before tsx.

/** What starts each of this reporter's lines. */
export const SUITE_TIME_MARK = 'suite-time ';

/** @param {AsyncIterable<{ type: string, data: { name: string, nesting: number, details?: { duration_ms?: number } } }>} events */
export default async function* suiteTimes(events) {
  for await (const event of events) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    const line = {
      file: event.data.name,
      ms: event.data.details?.duration_ms ?? 0,
      ok: event.type === 'test:pass',
    };
    yield `${SUITE_TIME_MARK}${JSON.stringify(line)}\n`;
  }
}
