import { describe, expect, it } from 'vitest';
import { parseManualEvent } from './manualEvent';

describe('an event typed by hand', () => {
  it('needs a type', () => expect(parseManualEvent('  ', '')).toEqual({ ok: false, error: 'typeRequired' }));
  it('refuses XState’s own events', () => expect(parseManualEvent('xstate.done.actor.signin', '')).toEqual({ ok: false, error: 'reserved' }));
  it('is the bare type without a payload', () => expect(parseManualEvent(' SUBMIT ', '')).toEqual({ ok: true, event: { type: 'SUBMIT' } }));
  it('joins a JSON object payload; the type field wins', () =>
    expect(parseManualEvent('EMAIL_CHANGED', '{"value":"a@b.co","type":"X"}')).toEqual({ ok: true, event: { type: 'EMAIL_CHANGED', value: 'a@b.co' } }));
  it('reports bad JSON with the parser’s detail', () => {
    const result = parseManualEvent('EMAIL_CHANGED', '{value: 1}');
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ error: 'badJson', detail: expect.stringContaining('JSON') });
  });
  it('refuses JSON that is not an object', () => {
    expect(parseManualEvent('A', '[1]')).toEqual({ ok: false, error: 'notObject' });
    expect(parseManualEvent('A', '"text"')).toEqual({ ok: false, error: 'notObject' });
  });
});
