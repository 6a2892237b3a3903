import { createHash } from 'node:crypto';

/**
 * Deterministic 'random' numbers for simulated data: `roll(slot, sides)` is in 0..sides-1, fixed for a
 * key and a slot (0–7), so the same question always gets the same answer.
 */
export function dice(key: string): (slot: number, sides: number) => number {
  const digest = createHash('sha256').update(key).digest();
  return (slot, sides) => digest.readUInt32BE((slot % 8) * 4) % sides;
}
