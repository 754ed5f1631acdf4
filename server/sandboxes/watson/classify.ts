import { containsPhrase, rankByUtterances, tokenize } from '../../providers/ai/similarity';
import type { TrainedWorkspace } from './workspaceState';

/** Intents below this confidence are not offered (Watson leaves out irrelevant ones). */
export const RELEVANCE_THRESHOLD = 0.2;

/** What message answers from a trained workspace: intents by word similarity to their examples, entity values (or synonyms) found in the text. */
export function classify(text: string, trained: TrainedWorkspace) {
  const ranked = rankByUtterances(
    text,
    trained.intents.map((i) => ({ name: i.intent, utterances: (i.examples ?? []).map((e) => e.text) })),
  );
  const intents = ranked.filter((r) => r.score >= RELEVANCE_THRESHOLD).map((r) => ({ intent: r.intent, confidence: r.score }));
  const words = tokenize(text);
  const entities = trained.entities.flatMap((entity) =>
    (entity.values ?? [])
      .filter((v) => [v.value, ...(v.synonyms ?? [])].some((phrase) => containsPhrase(words, tokenize(phrase))))
      .map((v) => ({ entity: entity.entity, value: v.value, confidence: 1 })),
  );
  return { intents, entities };
}
