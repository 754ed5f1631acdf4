import { describe, expect, it } from 'vitest';
import { tokenCallLimit } from './tokenCallLimit';

describe('the data station token call limit', () => {
  it('lets a token make so many calls a minute, then refuses it until the next minute, each token on its own', () => {
    const withinLimit = tokenCallLimit(3);
    const at = new Date('2026-01-01T10:00:05Z');
    expect([1, 2, 3, 4].map(() => withinLimit('a', at))).toEqual([true, true, true, false]);
    expect(withinLimit('b', at)).toBe(true);
    expect(withinLimit('a', new Date('2026-01-01T10:01:00Z'))).toBe(true);
  });
});
