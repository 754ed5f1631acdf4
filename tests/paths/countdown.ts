import type { StateValue } from 'xstate';
import { expect } from 'vitest';
import type { Driver } from './driver';

/**
 * Runs a lockout's countdown on the driver's simulated clock from `seconds` left: a second ends
 * exactly 1000 ms after the last (999 ms leave the count as it was), and the machine stays in
 * `locked` until the last one is over. The caller checks where that led.
 */
export function expectCountdown(d: Driver, seconds: number, locked: StateValue): void {
  const remaining = () => (d.snapshot().context as { remainingSeconds: number }).remainingSeconds;
  d.clock.increment(999);
  expect(remaining()).toBe(seconds);
  d.clock.increment(1);
  for (let left = seconds - 1; left >= 1; left -= 1) {
    expect(remaining()).toBe(left);
    expect(d.snapshot().value).toEqual(locked);
    d.clock.increment(1000);
  }
}
