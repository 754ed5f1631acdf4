/**
 * The second opinion of the built-in NLU: how close a text is to each intent's utterances by
 * their words, word pairs and character n-grams (2 to 4 letters inside each word), weighted by
 * TF-IDF and compared by cosine with each intent's centroid. Character n-grams match the
 * inflected and misspelled forms a few training examples cannot list (Turkish and German
 * suffixes, "order"/"ordered"), which NLP.js's stemmed words miss; on HWU64 with 10 examples an
 * intent the two together classify better than either (docs/built-in-nlu.md).
 *
 * A text's features no utterance has stay in its vector, weighted as the rarest features (seen
 * in no utterance): the cosine is then the cosine of what the training knows times the share
 * of the text the training knows, so a question with a word or two in common with the
 * utterances and the rest unseen ("fotosentez nedir" beside "çalışma saatleriniz nedir") scores
 * low instead of as high as the words it shares.
 */

type Vector = Map<string, number>;
export type IntentUtterances = { name: string; utterances: readonly string[] };
/** The cosine (0..1) of a text with each intent that shares a feature with it. */
export type NgramScorer = (text: string) => Map<string, number>;

const SHORTEST_GRAM = 2;
const LONGEST_GRAM = 4;

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A text's features: its words, its word pairs, and the character n-grams of each word marked by spaces. */
export function featuresOf(text: string): string[] {
  const words = wordsOf(text);
  const features = words.map((word) => `w ${word}`);
  for (let i = 0; i + 1 < words.length; i += 1) features.push(`b ${words[i]} ${words[i + 1]}`);
  for (const word of words) {
    const marked = ` ${word} `;
    for (let size = SHORTEST_GRAM; size <= LONGEST_GRAM; size += 1) {
      for (let at = 0; at + size <= marked.length; at += 1) features.push(`c${marked.slice(at, at + size)}`);
    }
  }
  return features;
}

function unit(vector: Vector): Vector {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  const length = Math.sqrt(sum);
  if (length > 0) for (const [key, value] of vector) vector.set(key, value / length);
  return vector;
}

/** The scorer of these intents' utterances; an intent without utterances scores nothing. */
export function ngramScorer(intents: readonly IntentUtterances[]): NgramScorer {
  const examples = intents.flatMap((intent) => intent.utterances.map((text) => ({ intent: intent.name, features: featuresOf(text) })));
  const documentFrequency = new Map<string, number>();
  for (const example of examples) for (const feature of new Set(example.features)) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  const count = examples.length;

  const weighted = (features: readonly string[]): Vector => {
    const frequency = new Map<string, number>();
    for (const feature of features) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
    const vector: Vector = new Map();
    for (const [feature, times] of frequency) {
      const inDocuments = documentFrequency.get(feature) ?? 0;
      vector.set(feature, (1 + Math.log(times)) * Math.log((count + 1) / (inDocuments + 1)));
    }
    return unit(vector);
  };

  const centroids = new Map<string, Vector>();
  for (const example of examples) {
    const centroid = centroids.get(example.intent) ?? new Map<string, number>();
    for (const [feature, value] of weighted(example.features)) centroid.set(feature, (centroid.get(feature) ?? 0) + value);
    centroids.set(example.intent, centroid);
  }
  // Each feature's weight in the intents that have it, so a text visits only what it shares.
  const postings = new Map<string, Array<[intent: string, weight: number]>>();
  for (const [intent, centroid] of centroids) {
    for (const [feature, value] of unit(centroid)) {
      const list = postings.get(feature) ?? [];
      list.push([intent, value]);
      postings.set(feature, list);
    }
  }

  return (text) => {
    const scores = new Map<string, number>();
    for (const [feature, value] of weighted(featuresOf(text))) {
      for (const [intent, weight] of postings.get(feature) ?? []) scores.set(intent, (scores.get(intent) ?? 0) + value * weight);
    }
    return scores;
  };
}
