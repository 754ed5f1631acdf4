import { describe, expect, it } from 'vitest';
import { documentText } from './documentText';
import { PASSAGE_MAX, splitIntoPassages } from './passages';

const sentence = (n: number) => `Sentence number ${n} says something about the topic at hand.`;

describe('document text', () => {
  it('keeps the words of HTML, its headings as heading lines, without scripts or tags', () => {
    const text = documentText('text/html', '<h1>Returns</h1><p>Send it back &amp; get a refund.</p><script>alert(1)</script><p>Within&nbsp;30 days.</p>');
    expect(text).toBe('# Returns\n\nSend it back & get a refund.\n\nWithin 30 days.');
  });

  it('reduces Markdown to its words, keeping headings', () => {
    expect(documentText('text/markdown', '## Shipping\n\nWe ship **fast** with [carriers](http://x).\n\n* one\n* two')).toBe(
      '## Shipping\n\nWe ship fast with carriers.\n\n- one\n- two',
    );
  });
});

describe('passages', () => {
  it('has none for an empty text', () => {
    expect(splitIntoPassages('  \n\n ')).toEqual([]);
  });

  it('splits at headings and starts each passage with its heading', () => {
    const passages = splitIntoPassages('# Shipping\n\nWe ship in two days.\n\n# Returns\n\nReturns are free.');
    expect(passages).toEqual(['Shipping\nWe ship in two days.', 'Returns\nReturns are free.']);
  });

  it('cuts a long section into passages of at most the maximum, each repeating the end of the one before', () => {
    const text = `# Guide\n\n${Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ')}\n\n${Array.from({ length: 10 }, (_, i) => sentence(100 + i)).join(' ')}`;
    const passages = splitIntoPassages(text);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(passage.startsWith('Guide\n')).toBe(true);
    }
    // The second passage starts (after the heading) with words the first one ended with.
    const firstEnd = passages[0]!.slice(-40);
    expect(passages[1]!).toContain(firstEnd.slice(firstEnd.indexOf(' ') + 1));
    // Nothing is lost: every sentence is in some passage.
    for (const n of [0, 20, 39, 100, 109]) expect(passages.some((p) => p.includes(sentence(n)))).toBe(true);
  });
});
