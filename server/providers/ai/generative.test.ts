import { describe, expect, it } from 'vitest';
import { entityValue, estimateTokens, predictGenerative, rankGenerative, usageCost } from './generative';

const settings = {
  intents: [
    {
      name: 'BookFlight',
      entities: [
        { name: 'city', istanbul: ['ist', 'constantinople'], berlin: 'ber' },
        { name: 'passengers', count: 'number' },
      ],
    },
    { name: 'CancelBooking', entities: [] },
    { name: 'Greeting', entities: [] },
  ],
};

describe('generative sandbox prediction', () => {
  it('ranks the module intents by the words of their names and entities, best first', () => {
    const ranked = rankGenerative('I want to book a flight to Istanbul for 3 people', settings);
    expect(ranked.map((r) => r.intent)).toEqual(['BookFlight', 'CancelBooking', 'Greeting']);
    expect(ranked[0]!.score).toBeGreaterThan(0.7);
    expect(ranked[2]!.score).toBe(0);
    expect(ranked[0]!.parameters).toEqual({ city: 'istanbul', passengers: 3 });
  });

  it('fills an entity from a synonym value, and numbers for the literal number', () => {
    expect(entityValue({ name: 'city', istanbul: ['ist', 'constantinople'] }, 'a trip to Constantinople')).toBe('istanbul');
    expect(entityValue({ name: 'city', berlin: 'ber' }, 'nothing here')).toBeUndefined();
    expect(entityValue({ name: 'amount', value: 'number' }, 'send 12.5 euros')).toBe(12.5);
  });

  it('prices the tokens of prompt and answer by the model', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(usageCost('x'.repeat(4000), '', 'gpt-35-turbo')).toBe(0.002);
    expect(usageCost('x'.repeat(4000), '', 'gpt-4')).toBe(0.06);
    expect(usageCost('x'.repeat(4000), '', 'unknown-model')).toBe(0.002);
    const cheap = predictGenerative('book a flight', settings, 'gpt-35-turbo').usageCost;
    const dear = predictGenerative('book a flight', settings, 'gpt-4').usageCost;
    expect(cheap).toBeGreaterThan(0);
    expect(dear).toBeGreaterThan(cheap);
  });
});
