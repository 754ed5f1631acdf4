import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { lazyCalls, once } from './lazily';

/** A module with two calls and a value, loaded through a counted loader. */
function area() {
  const module = {
    greet: vi.fn(async (name: string) => `Hello, ${name}`),
    count: vi.fn(async (items: string[], signal?: AbortSignal) => (signal?.aborted ? 0 : items.length)),
    label: 'area',
  };
  const load = vi.fn(async () => module);
  return { module, load };
}

describe('calls of a module that loads at its first call', () => {
  it('loads nothing until a call is made', () => {
    const { load } = area();
    lazyCalls(load, ['greet', 'count']);
    expect(load).not.toHaveBeenCalled();
  });

  it('passes each call its arguments and gives back the module’s answer', async () => {
    const { module, load } = area();
    const calls = lazyCalls(load, ['greet', 'count']);
    expect(await calls.greet('Ada')).toBe('Hello, Ada');
    expect(await calls.count(['a', 'b'])).toBe(2);
    expect(module.greet).toHaveBeenCalledWith('Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers only the named calls', () => {
    const calls = lazyCalls(area().load, ['greet']);
    expect(Object.keys(calls)).toEqual(['greet']);
  });

  it('rejects with the module’s failure', async () => {
    const failure = { kind: 'http', status: 500 };
    const calls = lazyCalls(async () => ({ fail: async () => Promise.reject(failure) }), ['fail']);
    await expect(calls.fail()).rejects.toBe(failure);
  });

  it('keeps each call’s type, and names only calls that answer with a promise', () => {
    const { module, load } = area();
    expectTypeOf(lazyCalls(load, ['count']).count).toEqualTypeOf(module.count);
    // @ts-expect-error a value is not a call
    lazyCalls(load, ['label']);
  });
});

describe('once', () => {
  it('makes a value at its first use and gives the same one after; a making that failed is tried again at the next use', async () => {
    let makings = 0;
    const value = once(async () => {
      makings += 1;
      if (makings === 1) throw new Error('the module could not be loaded');
      return `value ${makings}`;
    });
    await expect(value()).rejects.toThrow('the module could not be loaded');
    expect(await value()).toBe('value 2');
    expect(await value()).toBe('value 2');
    expect(makings).toBe(2);
  });
});
