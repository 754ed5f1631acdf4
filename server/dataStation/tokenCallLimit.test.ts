import { describe, expect, it } from 'vitest';
import { processHitCounter } from '../http/hitCounts';
import { tokenCallLimit } from './tokenCallLimit';

describe('the data station token call limit', () => {
  it('lets a token make so many calls a minute, then refuses it until the next minute, each token on its own', async () => {
    const withinLimit = tokenCallLimit(processHitCounter(), 3);
    const at = new Date('2026-01-01T10:00:05Z');
    const answers: boolean[] = [];
    for (let call = 0; call < 4; call += 1) answers.push(await withinLimit('a', at));
    expect(answers).toEqual([true, true, true, false]);
    expect(await withinLimit('b', at)).toBe(true);
    expect(await withinLimit('a', new Date('2026-01-01T10:00:59.999Z'))).toBe(false);
    expect(await withinLimit('a', new Date('2026-01-01T10:01:00Z'))).toBe(true);
  });
});
