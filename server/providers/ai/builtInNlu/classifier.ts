import type { PredictionRow } from '../provider';
import { byScore, firstNumber, roundScore } from '../similarity';
import type { TrainedModel } from '../training';
import type { StoredClassifier } from './modelStore';
import { loadNlp, type NlpEntity, type NlpInstance } from './nlpModel.mjs';

/**
 * Predictions of a trained built-in NLU: the intents ranked by the classifier's scores (0..1,
 * summing to 1), each with the parameters its entities give; "None" first when the best intent
 * scores below NONE_THRESHOLD (the input is like none of the intents).
 */

/** The intent a prediction names when nothing matches. */
export const NONE_INTENT = 'None';

/** Below this best score the input matches no intent (chosen on the benchmark's held-out intents, docs/built-in-nlu.md). */
export const NONE_THRESHOLD = 0.5;

/** Loaded classifiers kept in memory, one per connection (the least recently used leaves first). */
const MAX_LOADED = 32;
/** NLP.js keeps the words of every text it has seen; a classifier is read again from its export after this many predictions. */
const MAX_PREDICTIONS_PER_LOAD = 5000;

type Loaded = { export: string; nlp: Promise<NlpInstance>; predictions: number };
const loaded = new Map<string, Loaded>();

/** The connection's classifier of this training, read from its export once and then kept while the training is the same. */
export function loadedClassifier(connectionId: string, stored: StoredClassifier): Promise<NlpInstance> {
  let entry = loaded.get(connectionId);
  loaded.delete(connectionId);
  if (!entry || entry.export !== stored.classifier || entry.predictions >= MAX_PREDICTIONS_PER_LOAD) {
    const nlp = loadNlp(stored.classifier, stored.language);
    entry = { export: stored.classifier, nlp, predictions: 0 };
    nlp.catch(() => loaded.delete(connectionId));
  }
  entry.predictions += 1;
  loaded.set(connectionId, entry);
  while (loaded.size > MAX_LOADED) loaded.delete(loaded.keys().next().value as string);
  return entry.nlp;
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

/** The input's intents, best first, with their parameters; "None" first when no intent scores NONE_THRESHOLD. */
export async function classify(nlp: NlpInstance, stored: StoredClassifier, input: string): Promise<PredictionRow[]> {
  const result = await nlp.process(stored.language, input);
  const entities = result.entities ?? [];
  const ranked = byScore((result.classifications ?? []).filter((row) => row.intent !== NONE_INTENT && row.score > 0)).map((row) => ({
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
