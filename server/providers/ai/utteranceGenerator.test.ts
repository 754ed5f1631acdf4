import { describe, expect, it } from 'vitest';
import { generateUtterances, languageOf, requestCore, synonymSwaps } from './utteranceGenerator';

describe('utterance variations', () => {
  it('rephrases the input by synonym swaps and frames, never repeating it', () => {
    const generated = generateUtterances('I want to cancel my order', 'en', 6, []);
    expect(generated).toHaveLength(6);
    expect(generated).toContain('I want to stop my order');
    expect(generated).toContain('How can I cancel my order?');
    expect(generated.map((g) => g.toLowerCase())).not.toContain('i want to cancel my order');
    expect(new Set(generated.map((g) => g.toLowerCase())).size).toBe(6);
  });

  it('is deterministic and depends on the input', () => {
    expect(generateUtterances('Where is my delivery?', 'en', 5, [])).toEqual(generateUtterances('Where is my delivery?', 'en', 5, []));
    expect(generateUtterances('Where is my delivery?', 'en', 5, [])).not.toEqual(generateUtterances('I need a refund', 'en', 5, []));
  });

  it('leaves out existing utterances, case-insensitively', () => {
    const first = generateUtterances('I want to cancel my order', 'en', 2, []);
    const next = generateUtterances(
      'I want to cancel my order',
      'en',
      2,
      first.map((u) => u.toUpperCase()),
    );
    expect(next.some((u) => first.includes(u))).toBe(false);
  });

  it('uses question frames for questions and the language of the request', () => {
    expect(generateUtterances('Where is my delivery?', 'en', 8, [])).toContain('Can you tell me where is my delivery?');
    expect(generateUtterances('siparişimi iptal etmek istiyorum', 'tr', 3, [])).toContain('Siparişimi iptal etmek mümkün mü?');
    expect(generateUtterances('Ich möchte meine Lieferung ändern', 'de-DE', 3, [])).toContain('Ich möchte meine Versand ändern');
    expect(languageOf('tr_TR')).toBe('tr');
    expect(languageOf('fr')).toBe('en');
  });

  it('swaps one word at a time, keeping capitals', () => {
    expect(synonymSwaps('Buy shoes', 'en')).toEqual(['Purchase shoes']);
    expect(requestCore('Hello, I want to buy shoes', 'en')).toBe('buy shoes');
    expect(requestCore('please', 'en')).toBe('please');
  });

  it('gives nothing for an empty input', () => {
    expect(generateUtterances('  ?! ', 'en', 3, [])).toEqual([]);
  });
});
