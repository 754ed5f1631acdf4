import { phraseText } from '../../providers/ai/dialogflowProtocol';
import { extractParameters } from '../../providers/ai/sandboxAdapter';
import { rankByUtterances } from '../../providers/ai/similarity';
import type { TrainOperation } from './agentState';

/** Below this score no intent matches (Dialogflow's default ML classification threshold is 0.3). */
export const MATCH_THRESHOLD = 0.3;

/** detectIntent's queryResult from a trained model: the best intent by word similarity, its confidence and the parameters found. */
export function detectIntent(text: string, languageCode: string, trained: TrainOperation) {
  const intents = trained.intents.map((i) => ({
    name: i.displayName,
    utterances: (i.trainingPhrases ?? []).map(phraseText),
    parameters: (i.parameters ?? []).map((p) => ({ name: p.displayName, entity: (p.entityTypeDisplayName ?? '').replace(/^@/, '') })),
  }));
  const entities = trained.entityTypes.map((e) => ({ name: e.displayName, labels: (e.entities ?? []).map((v) => ({ value: v.value, synonyms: v.synonyms ?? [] })) }));
  const best = rankByUtterances(text, intents)[0];
  const base = { queryText: text, languageCode, allRequiredParamsPresent: true };
  if (!best || best.score < MATCH_THRESHOLD) return { ...base, parameters: {}, intentDetectionConfidence: 0 };
  const intent = intents.find((i) => i.name === best.intent)!;
  const found = extractParameters(text, intent, entities);
  const parameters = Object.fromEntries(intent.parameters.map((p) => [p.name, found[p.name] ?? '']));
  const resource = trained.intents.find((i) => i.displayName === best.intent);
  return { ...base, parameters, intent: { name: resource?.name, displayName: best.intent }, intentDetectionConfidence: best.score };
}
