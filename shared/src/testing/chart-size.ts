/**
 * Gives recharts' `ResponsiveContainer` a size in jsdom, which lays nothing out (every box is 0 × 0, so the
 * library would draw nothing): its box measures `width` × `height` until the returned function is called. The
 * library itself stays real, so a test reads the bars and ticks it draws.
 */
export function sizeCharts(width = 640, height = 240): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function measured(this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, width, height)
      : original.call(this);
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}
