/**
 * How the sandbox AI provider scores an input against intents: cosine similarity of word
 * counts. It is small and predictable (the same input always ranks the same way), which is
 * what a sandbox standing in for LUIS, CLU or Dialogflow needs. Scores are 0..1.
 */

/** Words that carry no intent in the console's languages (written as tokenize leaves them: no accents); left out so they do not inflate scores. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'i',
  'is',
  'are',
  'am',
  'my',
  'me',
  'you',
  'your',
  'it',
  'and',
  'or',
  'for',
  'in',
  'on',
  'at',
  'be',
  'do',
  'please',
  'ich',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'und',
  'zu',
  'ist',
  'bitte',
  'bir',
  've',
  'bu',
  'mi',
  'ben',
  'da',
  'de',
  'lutfen',
]);

/** Lower-case words without accents (Turkish dotless ı stays). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Lower-case words without accents, stop words removed. */
export function tokenize(text: string): string[] {
  return wordsOf(text).filter((word) => !STOP_WORDS.has(word));
}

/** Words of an identifier such as BookFlight, book_flight or book-flight. */
export function identifierWords(name: string): string[] {
  return tokenize(name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/[_-]+/g, ' '));
}

export type WordCounts = Map<string, number>;

export function wordCounts(words: readonly string[]): WordCounts {
  const counts: WordCounts = new Map();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Cosine of the angle between two word-count vectors: 1 for the same words in the same proportions, 0 for none shared. */
export function cosine(a: WordCounts, b: WordCounts): number {
  let dot = 0;
  for (const [word, count] of a) dot += count * (b.get(word) ?? 0);
  if (dot === 0) return 0;
  const norm = (v: WordCounts) => Math.sqrt([...v.values()].reduce((sum, c) => sum + c * c, 0));
  return Math.min(1, dot / (norm(a) * norm(b)));
}

/** Share of `wanted` words that occur in `words` (0 when nothing is wanted). */
export function coverage(wanted: readonly string[], words: ReadonlySet<string>): number {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return 0;
  return unique.filter((word) => words.has(word)).length / unique.length;
}

export const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;

export type ScoredIntent = { intent: string; score: number };

/** Best first; equal scores by intent name so the order never depends on storage. */
export function byScore<T extends ScoredIntent>(rows: T[]): T[] {
  return [...rows].sort((a, b) => b.score - a.score || a.intent.localeCompare(b.intent));
}

/** Each intent scored by its closest utterance. */
export function rankByUtterances(input: string, intents: ReadonlyArray<{ name: string; utterances: readonly string[] }>): ScoredIntent[] {
  const asked = wordCounts(tokenize(input));
  return byScore(
    intents.map((intent) => ({
      intent: intent.name,
      score: roundScore(Math.max(0, ...intent.utterances.map((utterance) => cosine(asked, wordCounts(tokenize(utterance)))))),
    })),
  );
}

/** True when the words of `phrase` occur in `words` one after another. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The first number written in the input (digits, with an optional decimal part). */
export function firstNumber(input: string): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(input);
  return match ? Number(match[0].replace(',', '.')) : undefined;
}
