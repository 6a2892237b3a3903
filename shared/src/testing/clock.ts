/**
 * Sets the clock of a test to a Moscow wall time (`2026-11-28T10:00`), frozen: dates shown as 'сегодня',
 * 'завтра' or '2 дек., ср' do not depend on the day the tests run. Only `Date` is faked: timers, animation
 * frames and microtasks stay real, so Testing Library's waiting and antd's motion work as usual.
 * Undo with `jest.useRealTimers()`.
 */
export function freezeMoscowClock(local: string): Date {
  const now = new Date(`${local}+03:00`);
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return now;
}
