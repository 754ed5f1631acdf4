import { describe, expect, it } from 'vitest';
import { findUnstorableText, textProblem, unstorableTextMessage } from './storableText';

describe('text the database can store', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and right-to-left scripts', () => {
    expect(textProblem('Ayşe 😀 مرحبا')).toBeUndefined();
    expect(findUnstorableText({ a: ['x', { b: '😀' }], c: 1, d: null })).toBeUndefined();
  });

  it('names the NUL character and unpaired surrogates, high or low', () => {
    expect(textProblem('a\u0000')).toBe('nul');
    expect(textProblem('\ud800')).toBe('surrogate');
    expect(textProblem('x\udfffy')).toBe('surrogate');
    expect(textProblem('\ud83d\ude00\ud83d')).toBe('surrogate');
  });

  it('finds the first bad text with its path, keys included', () => {
    expect(findUnstorableText({ message: { content: 'ok', rows: ['a', 'b\u0000'] } })).toEqual({ path: 'message.rows[1]', problem: 'nul' });
    expect(findUnstorableText({ first: 'a\u0000', second: '\ud800' })).toEqual({ path: 'first', problem: 'nul' });
    expect(findUnstorableText({ ['k\ud800']: 1 }, 'query')).toEqual({ path: 'query.(a field name)', problem: 'surrogate' });
  });

  it('walks very deep input without exhausting the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toBe('nul');
  });

  it('says where the text is and what to do', () => {
    expect(unstorableTextMessage({ path: 'name', problem: 'nul' })).toBe('name contains the NUL character (U+0000), which cannot be stored. Remove it and try again.');
    expect(unstorableTextMessage({ path: '', problem: 'surrogate' })).toMatch(/^The text contains a broken character/);
  });
});
