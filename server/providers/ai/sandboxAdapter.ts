import type { Clock } from '../../clock';
import type { Db } from '../../db/connect';
import { predictGenerative } from './generative';
import { AiProviderError, isGenerativeType, providerMessages, type AiConnectionRef, type AiProvider, type Prediction, type TrainingStatus } from './provider';
import * as store from './sandboxStore';
import { containsPhrase, firstNumber, rankByUtterances, tokenize } from './similarity';
import { hasTrainedModel, isRunning, trainingFamily, trainingOutcome, trainingStatusAt, type TrainedModel, type TrainingFamily, type TrainingState } from './training';

/**
 * The AI sandbox: a working provider on the console's own database. Intents, utterances and
 * entities are stored per connection; training snapshots them and its status follows the
 * clock; publishing makes the trained snapshot the one predictions use.
 */
export function sandboxAiProvider(db: Db, clock: Clock): AiProvider {
  return {
    ...store.storedAuthoring(db),
    train: (c) => startTraining(db, clock, c),
    trainingStatus: async (c) => trainingStatusAt(familyOf(c), await trainingState(db, c.id), clock.now()),
    publish: (c) => publish(db, clock, c),
    predict: (c, input, settings) => predict(db, c, input, settings),
    // The console's own database: nothing to check against.
    check: async () => {},
  };
}

function familyOf(connection: AiConnectionRef): TrainingFamily {
  const family = trainingFamily(connection.type);
  if (!family) throw new AiProviderError('badInput', providerMessages.notTrainable);
  return family;
}

type StoredTraining = TrainingState & { trainingModel: TrainedModel | null; trainedModel: TrainedModel | null; publishedModel: TrainedModel | null };

async function trainingState(db: Db, connectionId: string): Promise<StoredTraining> {
  const row = await db.selectFrom('ai_trainings').selectAll().where('connection_id', '=', connectionId).executeTakeFirst();
  return {
    startedAt: row?.started_at ?? null,
    outcome: row?.outcome ?? null,
    trainingModel: (row?.training_model as TrainedModel | null | undefined) ?? null,
    trainedModel: (row?.trained_model as TrainedModel | null | undefined) ?? null,
    publishedModel: (row?.published_model as TrainedModel | null | undefined) ?? null,
  };
}

/**
 * Starts a training of the current data. A training still running is not restarted (its status
 * is the answer). Dialogflow finishes at once, and its trained model answers predictions
 * without a publish step.
 */
export async function startTraining(db: Db, clock: Clock, connection: AiConnectionRef): Promise<TrainingStatus> {
  const family = familyOf(connection);
  const now = clock.now();
  const previous = await trainingState(db, connection.id);
  if (isRunning(family, previous, now)) return trainingStatusAt(family, previous, now);
  const lastTrained = hasTrainedModel(family, previous, now) ? previous.trainingModel : previous.trainedModel;
  const model = await store.modelOf(db, connection.id);
  const outcome = trainingOutcome(model, lastTrained);
  const publishes = family === 'dialogflow' && outcome !== 'Fail';
  const values = {
    started_at: now,
    outcome,
    training_model: JSON.stringify(model),
    trained_model: lastTrained === null ? null : JSON.stringify(lastTrained),
    ...(publishes ? { published_model: JSON.stringify(model), published_at: now } : {}),
  };
  await db
    .insertInto('ai_trainings')
    .values({ connection_id: connection.id, ...values })
    .onConflict((oc) => oc.column('connection_id').doUpdateSet(values))
    .execute();
  return trainingStatusAt(family, { startedAt: now, outcome }, now);
}

async function publish(db: Db, clock: Clock, connection: AiConnectionRef): Promise<void> {
  const family = familyOf(connection);
  const now = clock.now();
  const state = await trainingState(db, connection.id);
  if (isRunning(family, state, now)) throw new AiProviderError('conflict', providerMessages.trainingRunning);
  if (!hasTrainedModel(family, state, now) || state.trainingModel === null) throw new AiProviderError('conflict', providerMessages.notTrained);
  await db
    .updateTable('ai_trainings')
    .set({ published_model: JSON.stringify(state.trainingModel), published_at: now })
    .where('connection_id', '=', connection.id)
    .execute();
}

/** The values the input gives for an intent's parameters: entity labels or synonyms found in it, sys.number as a number. */
export function extractParameters(input: string, intent: TrainedModel['intents'][number], entities: TrainedModel['entities']): Record<string, unknown> {
  const words = tokenize(input);
  const parameters: Record<string, unknown> = {};
  for (const parameter of intent.parameters) {
    if (parameter.entity === 'sys.number') {
      const number = firstNumber(input);
      if (number !== undefined) parameters[parameter.name] = number;
      continue;
    }
    const entity = entities.find((e) => e.name.toLowerCase() === parameter.entity.toLowerCase());
    const label = entity?.labels.find((l) => [l.value, ...l.synonyms].some((phrase) => containsPhrase(words, tokenize(phrase))));
    if (label) parameters[parameter.name] = label.value;
  }
  return parameters;
}

async function predict(db: Db, connection: AiConnectionRef, input: string, settings: Parameters<AiProvider['predict']>[2]): Promise<Prediction> {
  if (isGenerativeType(connection.type)) {
    if (!settings || settings.intents.length === 0) throw new AiProviderError('badInput', providerMessages.noModuleIntents);
    const model = typeof connection.settings['model'] === 'string' ? connection.settings['model'] : undefined;
    return predictGenerative(input, settings, model);
  }
  const { publishedModel } = await trainingState(db, connection.id);
  if (publishedModel === null) throw new AiProviderError('conflict', providerMessages.notPublished);
  const ranked = rankByUtterances(input, publishedModel.intents);
  return {
    predictions: ranked.map((row) => {
      const intent = publishedModel.intents.find((i) => i.name === row.intent);
      return { ...row, parameters: intent ? extractParameters(input, intent, publishedModel.entities) : {} };
    }),
    usageCost: 0,
  };
}
