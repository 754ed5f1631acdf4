import { describe, expect, it } from 'vitest';
import { jsonSafe, jsonSafeEvent, MASK } from './jsonSafe';

describe('JSON-safe copies', () => {
  it('keeps plain data as it is', () => {
    const data = { a: 1, b: 'x', c: [true, null], d: { e: 2 } };
    expect(jsonSafe(data)).toEqual(data);
  });

  it('replaces functions, actor refs, errors, dates, maps and sets by readable values', () => {
    const ref = { sessionId: 'x:3', id: 'signin', send: () => {} };
    expect(jsonSafe({ fn: function save() {}, ref, error: new Error('boom'), at: new Date(0), map: new Map([['k', 1]]), set: new Set([1, 2]), gone: undefined, big: 2n })).toEqual({
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

describe('secrets in what the inspector keeps', () => {
  it('masks strings under password, token, secret and code keys, and the fields of secret-bearing events', () => {
    expect(jsonSafe({ email: 'a@b.io', password: 'Str0ng!Passw0rd', captchaToken: 'abc', nested: { apiKey: 'k', clientSecret: 's' }, empty: '' })).toEqual({
      email: 'a@b.io',
      password: MASK,
      captchaToken: MASK,
      nested: { apiKey: MASK, clientSecret: MASK },
      empty: '',
    });
    expect(jsonSafeEvent({ type: 'PASSWORD_CHANGED', value: 'Str0ng!Passw0rd' })).toEqual({ type: 'PASSWORD_CHANGED', value: MASK });
    expect(jsonSafeEvent({ type: 'EMAIL_CHANGED', value: 'a@b.io' })).toEqual({ type: 'EMAIL_CHANGED', value: 'a@b.io' });
  });
});
