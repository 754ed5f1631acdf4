import { describe, expect, it } from 'vitest';
import { localDay } from './localDay';

describe('localDay', () => {
  it("is the day in the browser's time zone, late evening included", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
