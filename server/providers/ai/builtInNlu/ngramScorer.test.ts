import { describe, expect, it } from 'vitest';
import { confidenceOf, NONE_BELOW, NONE_THRESHOLD } from './classifier';
import { featuresOf, ngramScorer } from './ngramScorer';

const best = (scores: Map<string, number>) => [...scores].sort((a, b) => b[1] - a[1])[0]?.[0];

describe('the n-gram opinion of the built-in NLU', () => {
  const scorer = ngramScorer([
    { name: 'OrderStatus', utterances: ['siparişim nerede', 'kargom ne zaman gelir'] },
    { name: 'Refund', utterances: ['paramı geri istiyorum', 'iade etmek istiyorum'] },
    { name: 'Empty', utterances: [] },
  ]);

  it('matches inflected forms no utterance lists, by the letters words share', () => {
    expect(best(scorer('siparişlerim nerede kaldı'))).toBe('OrderStatus');
    expect(best(scorer('iadem ne oldu, paramı istiyorum'))).toBe('Refund');
  });

  it('scores cosines in 0..1 and nothing for an intent without utterances or a text sharing nothing', () => {
    const scores = scorer('siparişim nerede');
    expect([...scores.values()].every((score) => score > 0 && score <= 1 + 1e-9)).toBe(true);
    expect(scores.has('Empty')).toBe(false);
    expect(scorer('xyz').size).toBe(0);
  });

  it('scores a text lower as more of it is unseen in the utterances', () => {
    const alone = scorer('siparişim nerede').get('OrderStatus') ?? 0;
    const withUnseen = scorer('siparişim nerede fotosentez klorofil').get('OrderStatus') ?? 0;
    expect(withUnseen).toBeGreaterThan(0);
    expect(withUnseen).toBeLessThan(alone * 0.8);
  });

  it('reads words, word pairs and letter n-grams, ignoring case and punctuation', () => {
    const features = featuresOf('Hi, Bob!');
    expect(features).toEqual(expect.arrayContaining(['w hi', 'w bob', 'b hi bob', 'c h', 'chi ', 'c bob', 'cbob ']));
    expect(features.some((feature) => /[A-Z,!]/.test(feature))).toBe(false);
    expect(features).toHaveLength(18);
  });
});

describe('the confidence of a joined score', () => {
  it('reads the point below which nothing matches as the None threshold, rising to 1, never outside 0..1', () => {
    expect(confidenceOf(NONE_BELOW)).toBeCloseTo(NONE_THRESHOLD, 10);
    expect(confidenceOf(0)).toBe(0);
    expect(confidenceOf(0.85)).toBeCloseTo(1, 10);
    expect(confidenceOf(2)).toBeCloseTo(1, 10);
    expect(confidenceOf(0.1)).toBeLessThan(confidenceOf(0.3));
  });
});
