import { containsPhrase, rankByUtterances, tokenize } from '../../providers/ai/similarity';
import type { TrainedModel } from '../../providers/ai/training';
import { LuisError } from './luisErrors';
import type { LuisApp } from './luisState';

/**
 * The LUIS v3 prediction endpoint (/luis/prediction/v3.0/apps/{appId}/slots/{slot}/predict) on
 * the published model: intents scored by the closest example (word-count similarity), list
 * entities found by their canonical form or a synonym, answered as
 * { query, prediction: { topIntent, intents: { name: { score } }, entities } }.
 */
export function luisPrediction(app: LuisApp, slot: string, query: string, showAllIntents: boolean): unknown {
  if (slot !== 'production' && slot !== 'staging') throw new LuisError(400, 'BadArgument', `The slot ${slot} does not exist: use production or staging.`);
  const model = app.published;
  if (!model) throw new LuisError(404, 'NotFound', 'The application is not published to this slot. Publish it, then try again.');
  if (query.trim() === '') throw new LuisError(400, 'BadArgument', 'The query is required.');
  if (query.length > 500) throw new LuisError(414, 'BadArgument', 'The query is longer than 500 characters.');
  const ranked = rankByUtterances(query, model.intents);
  const top = ranked[0];
  const shown = showAllIntents ? ranked : ranked.slice(0, 1);
  return {
    query,
    prediction: {
      topIntent: top && top.score > 0 ? top.intent : (model.intents.find((i) => i.name === 'None')?.name ?? top?.intent ?? 'None'),
      intents: Object.fromEntries(shown.map((row) => [row.intent, { score: row.score }])),
      entities: listEntitiesIn(query, model.entities),
    },
  };
}

/** List entities as LUIS v3 answers them: { entityName: [[canonicalForm]] }, in the order found. */
function listEntitiesIn(query: string, entities: TrainedModel['entities']): Record<string, string[][]> {
  const words = tokenize(query);
  const found: Record<string, string[][]> = {};
  for (const entity of entities) {
    const values = entity.labels.filter((label) => [label.value, ...label.synonyms].some((phrase) => containsPhrase(words, tokenize(phrase)))).map((label) => [label.value]);
    if (values.length > 0) found[entity.name] = values;
  }
  return found;
}
