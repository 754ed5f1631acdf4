import { BUILT_IN_NLU_LANGUAGES } from '../../../services/contracts/aiConnections/builtInNlu';
import type { AiAdapterDeps } from './adapterDeps';
import { AiProviderError, providerMessages, type AiConnectionRef, type AiProvider, type Prediction, type TrainingStatus } from './provider';
import * as store from './sandboxStore';
import { NOT_TRAINED, trainingOutcome } from './training';
import { classify, loadedClassifier } from './builtInNlu/classifier';
import { markFailed, markTraining, readNluModel, saveClassifier, type StoredClassifier } from './builtInNlu/modelStore';
import { trainOffThread } from './builtInNlu/trainer';

/**
 * The built-in NLU (spec 03 sections 3.2 and 4.1; docs/built-in-nlu.md): intents, utterances
 * and entities are authored in the console's database like the sandbox's; Train builds an
 * NLP.js classifier in the connection's language on its own thread and keeps it in the
 * database; there is no publish step, so the trained classifier answers predictions at once
 * (a published assistant version's live conversations use the copy kept with the version).
 */

export const builtInNluMessages = {
  emptyInput: 'Write the text to predict.',
  longInput: (max: number) => `The text to predict may have at most ${max} characters.`,
  unknownLanguage: (language: string) => `The built-in NLU does not understand the language ${language}.`,
} as const;

/** What the built-in NLU uses of an adapter's deps: the database (authoring, trainings, classifiers) and the clock. */
type NluDeps = Pick<AiAdapterDeps, 'db' | 'clock'>;

/** The longest text a prediction takes. */
export const MAX_PREDICT_CHARACTERS = 500;

/** The statuses the AI panel's training machine reads (statusId '1': complete, as Dialogflow's). */
export const BUILT_IN_STATUS = {
  inProgress: { status: 'InProgress', statusId: '2' },
  complete: { status: 'Success', statusId: '1' },
  failed: { status: 'Fail', statusId: '3' },
} as const satisfies Record<string, TrainingStatus>;

/** The trainings running in this process, by connection: a second Train waits for the same one. */
const running = new Map<string, Promise<TrainingStatus>>();

function languageOf(connection: AiConnectionRef): string {
  const language = connection.settings['language'] ?? 'en';
  if (typeof language !== 'string' || !(BUILT_IN_NLU_LANGUAGES as readonly string[]).includes(language)) {
    throw new AiProviderError('badInput', builtInNluMessages.unknownLanguage(String(language)));
  }
  return language;
}

async function runTraining(deps: NluDeps, connection: AiConnectionRef, language: string): Promise<TrainingStatus> {
  const source = await store.modelOf(deps.db, connection.id);
  const stored = await readNluModel(deps.db, connection.id);
  const last = stored?.state === 'trained' && stored.classifier?.language === language ? stored.classifier.source : null;
  const outcome = trainingOutcome(source, last);
  if (outcome === 'UpToDate') return BUILT_IN_STATUS.complete;
  await markTraining(deps.db, connection.id, deps.clock.now());
  if (outcome === 'Fail') {
    await markFailed(deps.db, connection.id);
    return BUILT_IN_STATUS.failed;
  }
  try {
    const classifier = await trainOffThread(source, language);
    await saveClassifier(deps.db, connection.id, { classifier, language, source, trainedAt: deps.clock.now() });
    return BUILT_IN_STATUS.complete;
  } catch {
    await markFailed(deps.db, connection.id);
    return BUILT_IN_STATUS.failed;
  }
}

/** Trains the connection's intents and entities, answering when the classifier is ready (or the training failed). */
function train(deps: NluDeps, connection: AiConnectionRef): Promise<TrainingStatus> {
  const current = running.get(connection.id);
  if (current) return current;
  const language = languageOf(connection);
  const job = runTraining(deps, connection, language).finally(() => running.delete(connection.id));
  running.set(connection.id, job);
  return job;
}

async function trainingStatus(deps: NluDeps, connection: AiConnectionRef): Promise<TrainingStatus> {
  if (running.has(connection.id)) return BUILT_IN_STATUS.inProgress;
  const stored = await readNluModel(deps.db, connection.id);
  if (!stored) return NOT_TRAINED;
  // A training the database still calls running was cut short by a restart of the server.
  return stored.state === 'trained' ? BUILT_IN_STATUS.complete : BUILT_IN_STATUS.failed;
}

async function publish(deps: NluDeps, connection: AiConnectionRef): Promise<void> {
  if (running.has(connection.id)) throw new AiProviderError('conflict', providerMessages.trainingRunning);
  const stored = await readNluModel(deps.db, connection.id);
  if (!stored?.classifier) throw new AiProviderError('conflict', providerMessages.notTrained);
}

function checkInput(input: string): void {
  if (input.trim() === '') throw new AiProviderError('badInput', builtInNluMessages.emptyInput);
  if (input.length > MAX_PREDICT_CHARACTERS) throw new AiProviderError('badInput', builtInNluMessages.longInput(MAX_PREDICT_CHARACTERS));
}

async function classifyWith(key: string, classifier: StoredClassifier, input: string): Promise<Prediction> {
  const loaded = await loadedClassifier(key, classifier);
  return { predictions: await classify(loaded, classifier, input), usageCost: 0 };
}

/** The classifier's prediction of the text; `key` names the loaded classifier kept in memory (a connection's, or a published version's copy). */
export async function predictWith(key: string, classifier: StoredClassifier, input: string): Promise<Prediction> {
  checkInput(input);
  return classifyWith(key, classifier, input);
}

async function predict(deps: NluDeps, connection: AiConnectionRef, input: string): Promise<Prediction> {
  checkInput(input);
  const stored = await readNluModel(deps.db, connection.id);
  if (!stored?.classifier) throw new AiProviderError('conflict', providerMessages.notPublished);
  return classifyWith(connection.id, stored.classifier, input);
}

export function builtInNluProvider(deps: NluDeps): AiProvider {
  return {
    ...store.storedAuthoring(deps.db),
    train: (c) => train(deps, c),
    trainingStatus: (c) => trainingStatus(deps, c),
    publish: (c) => publish(deps, c),
    predict: (c, input) => predict(deps, c, input),
    check: async (c) => {
      languageOf(c);
    },
  };
}
