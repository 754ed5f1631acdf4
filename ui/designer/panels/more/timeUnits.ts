/** The time units helper (spec 03 section 9): s, m and h convert to seconds. */
export type TimeUnit = 's' | 'm' | 'h';
export const TIME_UNITS: readonly TimeUnit[] = ['s', 'm', 'h'];
const SECONDS: Record<TimeUnit, number> = { s: 1, m: 60, h: 3600 };

export function toSeconds(amount: number, unit: TimeUnit): number {
  return Math.round(amount * SECONDS[unit]);
}

/** The largest unit that shows a stored number of seconds as a whole amount. */
export function fromSeconds(seconds: number): { amount: number; unit: TimeUnit } {
  if (seconds > 0 && seconds % 3600 === 0) return { amount: seconds / 3600, unit: 'h' };
  if (seconds > 0 && seconds % 60 === 0) return { amount: seconds / 60, unit: 'm' };
  return { amount: seconds, unit: 's' };
}

/** A typed amount: a non-negative number, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
