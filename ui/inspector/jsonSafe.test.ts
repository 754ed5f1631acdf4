import { describe, expect, it } from 'vitest';
import { jsonSafe } from './jsonSafe';

describe('JSON-safe copies', () => {
  it('keeps plain data as it is', () => {
    const data = { a: 1, b: 'x', c: [true, null], d: { e: 2 } };
    expect(jsonSafe(data)).toEqual(data);
  });

  it('replaces functions, actor refs, errors, dates, maps and sets by readable values', () => {
    const ref = { sessionId: 'x:3', id: 'signin', send: () => {} };
    expect(
      jsonSafe({ fn: function save() {}, ref, error: new Error('boom'), at: new Date(0), map: new Map([['k', 1]]), set: new Set([1, 2]), gone: undefined, big: 2n }),
    ).toEqual({
      fn: '[function save]',
      ref: { '@actor': 'x:3', id: 'signin' },
      error: { name: 'Error', message: 'boom' },
      at: '1970-01-01T00:00:00.000Z',
      map: { k: 1 },
      set: [1, 2],
      big: '2n',
    });
  });

  it('cuts cycles but keeps a value that is shared twice', () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic['self'] = cyclic;
    expect(jsonSafe(cyclic)).toEqual({ shared: { n: 1 }, again: { n: 1 }, self: '[circular]' });
  });

  it('caps depth and non-finite numbers', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 12; i += 1) deep = { deeper: deep };
    expect(JSON.stringify(jsonSafe(deep))).toContain('[…]');
    expect(jsonSafe(Number.NaN)).toBe('NaN');
  });
});
