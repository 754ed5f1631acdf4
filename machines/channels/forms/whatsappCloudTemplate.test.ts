import { describe, expect, it } from 'vitest';
import { choiceOf, templateChoice, templateOf } from './whatsappCloudTemplate';

describe('the outside-window template field', () => {
  it('reads the stored template into the field and back, none as empty', () => {
    const stored = { outsideWindowTemplate: { name: 'order_update', language: 'en_US' } };
    expect(choiceOf(stored)).toBe('order_update|en_US');
    expect(templateOf(choiceOf(stored))).toEqual(stored.outsideWindowTemplate);
    expect(templateOf(templateChoice({ name: 'merhaba', language: 'tr' }))).toEqual({ name: 'merhaba', language: 'tr' });
    expect(choiceOf({})).toBe('');
    expect(choiceOf({ outsideWindowTemplate: 'hello' })).toBe('');
    expect(templateOf('')).toBeUndefined();
  });
});
