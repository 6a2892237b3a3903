import type { StockReading } from '@shop/shared';

/** Distinct readings kept: a list writes a handful ('есть', '>10', '<5'); past it new ones are not listed. */
const MAX_READINGS = 30;

/**
 * The list's stock cells that are not plain counts ('есть', '>10', '<5', '5-10') with what each was read as
 * and on how many rows: the dry run shows them, so the manager sees the vendor's settings at work before
 * confirming.
 */
export class StockReadings {
  private readonly seen = new Map<string, { units: number; rows: number }>();

  note(written: string, units: number): void {
    const known = this.seen.get(written);
    if (known) known.rows += 1;
    else if (this.seen.size < MAX_READINGS) this.seen.set(written, { units, rows: 1 });
  }

  /** The most frequent first. */
  list(): StockReading[] {
    return [...this.seen]
      .map(([written, { units, rows }]) => ({ written, units, rows }))
      .sort((a, b) => b.rows - a.rows || a.written.localeCompare(b.written));
  }
}
