import { describe, expect, it } from 'vitest';
import { aiRuleMessages, entityLabels, entityName, generativeSettings, importRowsOf, intentName, testInput, utteranceText } from './aiRules';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? undefined : result.error?.issues[0]?.message);

describe('AI Action rules checked on the server (spec 03 section 5.1)', () => {
  it('intent names: required, at most 100 characters, trimmed', () => {
    expect(firstMessage(intentName.safeParse('   '))).toBe('Intent not setup correctly, please add again');
    expect(firstMessage(intentName.safeParse('x'.repeat(101)))).toBe('Intents should not exceed a 100 characters in length.');
    expect(intentName.parse(` ${'x'.repeat(100)} `)).toHaveLength(100);
  });

  it('entity names may not end in a Turkish special character or a space', () => {
    for (const name of ['city ', 'city\t', 'kullanıcı', 'ürünü', 'şehirö', 'değ', 'büyükç', 'kuş', 'FİYATİ', 'ÇĞ', 'ÜÖ']) {
      expect(firstMessage(entityName.safeParse(name)), name).toBe('You can not add turkish characters or spaces to an entity');
    }
    // Only the last character counts: Turkish letters elsewhere are allowed.
    expect(entityName.parse('şehir')).toBe('şehir');
    expect(firstMessage(entityName.safeParse(''))).toBe(aiRuleMessages.entityEmpty);
    expect(firstMessage(entityName.safeParse('x'.repeat(101)))).toBe(aiRuleMessages.entityLong);
  });

  it('utterances: required, at most 2000 characters', () => {
    expect(firstMessage(utteranceText.safeParse(' '))).toBe(aiRuleMessages.utteranceEmpty);
    expect(firstMessage(utteranceText.safeParse('x'.repeat(2001)))).toBe(aiRuleMessages.utteranceLong);
    expect(utteranceText.parse('x'.repeat(2000))).toHaveLength(2000);
  });

  it('entity labels: values required and different, synonyms without blanks or repeats', () => {
    expect(firstMessage(entityLabels.safeParse([{ value: ' ', synonyms: [] }]))).toBe(aiRuleMessages.labelEmpty);
    expect(
      firstMessage(
        entityLabels.safeParse([
          { value: 'Bag', synonyms: [] },
          { value: 'bag', synonyms: [] },
        ]),
      ),
    ).toBe(aiRuleMessages.labelDuplicate);
    expect(entityLabels.parse([{ value: 'bag', synonyms: ['tote', ' ', 'tote'] }])).toEqual([{ value: 'bag', synonyms: ['tote'] }]);
  });

  it('generative entities: no ; or , in a name, at most 10 key/value pairs', () => {
    const settingsWith = (entity: Record<string, unknown>) => ({ intents: [{ name: 'Book', entities: [entity] }] });
    expect(firstMessage(generativeSettings.safeParse(settingsWith({ name: 'a;b' })))).toBe("You can not add ' ; ' or an ' , ' to an entity");
    expect(firstMessage(generativeSettings.safeParse(settingsWith({ name: 'a,b' })))).toBe("You can not add ' ; ' or an ' , ' to an entity");
    const pairs = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect(firstMessage(generativeSettings.safeParse(settingsWith({ name: 'city', ...pairs(11) })))).toBe('You can have a maximum of 10 key value pairs');
    expect(generativeSettings.safeParse(settingsWith({ name: 'city', ...pairs(10) })).success).toBe(true);
    expect(firstMessage(generativeSettings.safeParse({ intents: [{ name: '', entities: [] }] }))).toBe('Intent not setup correctly, please add again');
  });

  it('the input to test is required and at most 2000 characters', () => {
    expect(firstMessage(testInput.safeParse(''))).toBe(aiRuleMessages.inputEmpty);
    expect(firstMessage(testInput.safeParse('x'.repeat(2001)))).toBe(aiRuleMessages.inputLong);
  });

  it('groups upload rows by intent (case-insensitively) and names the first bad row', () => {
    expect(
      importRowsOf([
        { Intent: 'Greeting', Utterances: 'hi' },
        { Intent: 'greeting', Utterances: 'hello' },
        { Intent: 'Bye', Utterances: '' },
      ]),
    ).toEqual({
      ok: true,
      rows: [
        { intent: 'Greeting', utterances: ['hi', 'hello'] },
        { intent: 'Bye', utterances: [] },
      ],
    });
    expect(importRowsOf([])).toEqual({ ok: false, message: aiRuleMessages.importEmpty });
    expect(
      importRowsOf([
        { Intent: 'ok', Utterances: 'x' },
        { Intent: 'y'.repeat(101), Utterances: 'x' },
      ]),
    ).toEqual({
      ok: false,
      message: 'Row 2: Intents should not exceed a 100 characters in length.',
    });
    expect(importRowsOf([{ Intent: 'ok', Utterances: 'x'.repeat(2001) }])).toEqual({ ok: false, message: `Row 1: ${aiRuleMessages.utteranceLong}` });
    expect(importRowsOf(Array.from({ length: 5001 }, () => ({ Intent: 'a', Utterances: 'b' })))).toEqual({ ok: false, message: aiRuleMessages.importTooMany });
  });
});
