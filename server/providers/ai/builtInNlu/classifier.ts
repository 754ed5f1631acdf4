import type { PredictionRow } from '../provider';
import { byScore, firstNumber, roundScore } from '../similarity';
import type { TrainedModel } from '../training';
import type { StoredClassifier } from './modelStore';
import { ngramScorer, type NgramScorer } from './ngramScorer';
import type { NlpEntity, NlpInstance } from './nlpModel.mjs';

/** NLP.js (four languages' tokenizers and stemmers) loads with the first trained model read, not with the server. */
const nlpModel = () => import('./nlpModel.mjs');

/**
 * Predictions of a trained built-in NLU: the intents ranked by a confidence (0..1) that joins
 * two opinions, NLP.js's neural classifier of stemmed words (its scores sum to 1) and the
 * character n-gram similarity of ngramScorer.ts, each with the parameters its entities give;
 * "None" first when the best intent's confidence is below NONE_THRESHOLD (the input is like
 * none of the intents).
 *
 * Each opinion counts as far as the input gives it evidence: the n-gram cosine keeps the
 * input's unseen features (it falls with the share of the input no utterance has), and NLP.js's
 * score, which rests only on the words it knows and sums to 1 over the intents however few of
 * the input's words those are, is weighted by the share of the input's stemmed words the
 * intent's utterances contain (squared, KNOWN_SHARE_POWER). Without that, a module of three
 * intents gives an unrelated question sharing one word with an utterance ("fotosentez nedir")
 * a full NLP.js score and a confidence above 0.5.
 */

/** The intent a prediction names when nothing matches. */
export const NONE_INTENT = 'None';

/** Below this best score the input matches no intent (chosen on the benchmark's held-out intents, docs/built-in-nlu.md). */
export const NONE_THRESHOLD = 0.5;

/** The weights of the two opinions (chosen on the benchmark's HWU64 split, docs/built-in-nlu.md). */
const NGRAM_WEIGHT = 0.7;
const NLP_WEIGHT = 0.15;
const HIGHEST = NGRAM_WEIGHT + NLP_WEIGHT;
/** The power of the known share that weighs NLP.js's score (chosen on the benchmark, docs/built-in-nlu.md). */
const KNOWN_SHARE_POWER = 2;
/** The joined score below which the input matches no intent, chosen on the benchmark's held-out intents. */
export const NONE_BELOW = 0.15;

/**
 * The confidence of a joined score: linear on each side of NONE_BELOW, which becomes
 * NONE_THRESHOLD (0.5), so a module's threshold (0.5 to 1, spec 03 section 5.1) reads as "at
 * least as sure as an intent the NLU recognises at all".
 */
export function confidenceOf(joined: number): number {
  const score = Math.max(0, Math.min(HIGHEST, joined));
  if (score < NONE_BELOW) return (NONE_THRESHOLD * score) / NONE_BELOW;
  return NONE_THRESHOLD + ((1 - NONE_THRESHOLD) * (score - NONE_BELOW)) / (HIGHEST - NONE_BELOW);
}

/** Loaded classifiers kept in memory, one per connection (the least recently used leaves first). */
const MAX_LOADED = 32;
/** NLP.js keeps the words of every text it has seen; a classifier is read again from its export after this many predictions. */
const MAX_PREDICTIONS_PER_LOAD = 5000;

/** A training ready to predict: NLP.js's classifier and the n-gram scorer of the same utterances. */
export type LoadedClassifier = { nlp: NlpInstance; ngrams: NgramScorer };

type Loaded = { export: string; classifier: Promise<LoadedClassifier>; predictions: number };
const loaded = new Map<string, Loaded>();

async function load(stored: StoredClassifier): Promise<LoadedClassifier> {
  return { nlp: await (await nlpModel()).loadNlp(stored.classifier, stored.language), ngrams: ngramScorer(stored.source.intents) };
}

/** The connection's classifier of this training, read from its export once and then kept while the training is the same. */
export function loadedClassifier(connectionId: string, stored: StoredClassifier): Promise<LoadedClassifier> {
  let entry = loaded.get(connectionId);
  loaded.delete(connectionId);
  if (!entry || entry.export !== stored.classifier || entry.predictions >= MAX_PREDICTIONS_PER_LOAD) {
    const classifier = load(stored);
    entry = { export: stored.classifier, classifier, predictions: 0 };
    classifier.catch(() => loaded.delete(connectionId));
  }
  entry.predictions += 1;
  loaded.set(connectionId, entry);
  while (loaded.size > MAX_LOADED) loaded.delete(loaded.keys().next().value as string);
  return entry.classifier;
}

/** The values the found entities give an intent's parameters: an entity's label, sys.number as a number. */
export function parametersOf(input: string, intent: TrainedModel['intents'][number] | undefined, entities: readonly NlpEntity[]): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const parameter of intent?.parameters ?? []) {
    if (parameter.entity === 'sys.number') {
      const number = firstNumber(input);
      if (number !== undefined) parameters[parameter.name] = number;
      continue;
    }
    const found = entities.find((entity) => entity.entity.toLowerCase() === parameter.entity.toLowerCase() && entity.option !== undefined);
    if (found) parameters[parameter.name] = found.option;
  }
  return parameters;
}

/** The input's intents, best first, with their parameters; "None" first when no intent reaches NONE_THRESHOLD. */
export async function classify(classifier: LoadedClassifier, stored: StoredClassifier, input: string): Promise<PredictionRow[]> {
  const result = await classifier.nlp.process(stored.language, input);
  const entities = result.entities ?? [];
  const shares = await (await nlpModel()).knownShares(classifier.nlp, stored.language, input);
  const joined = new Map<string, number>();
  for (const row of result.classifications ?? []) {
    const evidence = (shares.get(row.intent) ?? 0) ** KNOWN_SHARE_POWER;
    if (row.intent !== NONE_INTENT && row.score > 0 && evidence > 0) joined.set(row.intent, NLP_WEIGHT * row.score * evidence);
  }
  for (const [intent, similarity] of classifier.ngrams(input)) if (intent !== NONE_INTENT) joined.set(intent, (joined.get(intent) ?? 0) + NGRAM_WEIGHT * similarity);
  const ranked = byScore([...joined].map(([intent, score]) => ({ intent, score: confidenceOf(score) }))).map((row) => ({
    intent: row.intent,
    score: roundScore(row.score),
    parameters: parametersOf(
      input,
      stored.source.intents.find((intent) => intent.name === row.intent),
      entities,
    ),
  }));
  const best = ranked[0]?.score ?? 0;
  if (best >= NONE_THRESHOLD) return ranked;
  return [{ intent: NONE_INTENT, score: roundScore(1 - best), parameters: {} }, ...ranked];
}
