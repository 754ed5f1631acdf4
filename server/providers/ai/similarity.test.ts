import { describe, expect, it } from 'vitest';
import { byScore, containsPhrase, cosine, coverage, firstNumber, identifierWords, rankByUtterances, tokenize, wordCounts } from './similarity';

describe('similarity scoring of the AI sandbox', () => {
  it('tokenizes to lower-case words without accents and stop words', () => {
    expect(tokenize('Where is MY Order? Lütfen, Çabuk!')).toEqual(['where', 'order', 'cabuk']);
    expect(tokenize('  ...  ')).toEqual([]);
  });

  it('splits identifiers into words', () => {
    expect(identifierWords('BookFlight')).toEqual(['book', 'flight']);
    expect(identifierWords('order_status-check')).toEqual(['order', 'status', 'check']);
  });

  it('scores the same words 1, no shared words 0, and partial overlap in between', () => {
    const a = wordCounts(['cancel', 'order']);
    expect(cosine(a, wordCounts(['order', 'cancel']))).toBeCloseTo(1, 10);
    expect(cosine(a, wordCounts(['track', 'package']))).toBe(0);
    expect(cosine(a, wordCounts([]))).toBe(0);
    const partial = cosine(a, wordCounts(['cancel', 'subscription']));
    expect(partial).toBeCloseTo(0.5, 10);
  });

  it('measures the share of wanted words present', () => {
    expect(coverage(['book', 'flight'], new Set(['book', 'hotel']))).toBe(0.5);
    expect(coverage([], new Set(['x']))).toBe(0);
  });

  it('ranks intents by their closest utterance, best first, ties by name', () => {
    const ranked = rankByUtterances('please cancel my order now', [
      { name: 'Greeting', utterances: ['hello', 'good morning'] },
      { name: 'OrderStatus', utterances: ['where is my order', 'track order'] },
      { name: 'CancelOrder', utterances: ['cancel my order', 'stop the purchase'] },
    ]);
    expect(ranked.map((r) => r.intent)).toEqual(['CancelOrder', 'OrderStatus', 'Greeting']);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(ranked[2]!.score).toBe(0);
    for (const row of ranked) {
      expect(row.score).toBeGreaterThanOrEqual(0);
      expect(row.score).toBeLessThanOrEqual(1);
    }
    expect(
      byScore([
        { intent: 'b', score: 0.5 },
        { intent: 'a', score: 0.5 },
      ]).map((r) => r.intent),
    ).toEqual(['a', 'b']);
  });

  it('gives an intent without utterances a score of 0', () => {
    expect(rankByUtterances('anything', [{ name: 'Empty', utterances: [] }])).toEqual([{ intent: 'Empty', score: 0 }]);
  });

  it('finds phrases and numbers in the input', () => {
    expect(containsPhrase(['red', 'running', 'shoes'], ['running', 'shoes'])).toBe(true);
    expect(containsPhrase(['shoes', 'running'], ['running', 'shoes'])).toBe(false);
    expect(containsPhrase(['a'], [])).toBe(false);
    expect(firstNumber('order 1042 please')).toBe(1042);
    expect(firstNumber('2,5 kilos')).toBe(2.5);
    expect(firstNumber('none')).toBeUndefined();
  });
});
