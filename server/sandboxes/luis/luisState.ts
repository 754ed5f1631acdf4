import { randomUUID } from 'node:crypto';
import { canonical, TRAINING_SECONDS, type TrainedModel } from '../../providers/ai/training';

/**
 * The LUIS sandbox's memory: applications with versions holding intents, labelled examples,
 * list entities (sub-lists of a canonical form and its synonyms) and intent features; the
 * training of each version, whose per-model statuses follow the server clock (Queued, then
 * InProgress, then Success, UpToDate or Fail when an intent has no example); the model
 * published to the production slot.
 */
export type LuisSubList = { id: number; canonicalForm: string; list: string[] };
export type LuisListEntity = { id: string; name: string; subLists: LuisSubList[] };
export type LuisIntent = { id: string; name: string; features: string[] };
export type LuisExample = { id: number; text: string; intent: string };
export type LuisOutcome = 'Success' | 'UpToDate' | 'Fail';
export type LuisTraining = { startedAt: Date; model: TrainedModel; outcome: LuisOutcome; failing: string[] };

export type LuisVersion = {
  intents: LuisIntent[];
  examples: LuisExample[];
  lists: LuisListEntity[];
  training: LuisTraining | null;
  /** The model of the last training that succeeded before the current one. */
  lastTrained: TrainedModel | null;
};

export type LuisApp = { id: string; name: string; culture: string; createdAt: Date; versions: Map<string, LuisVersion>; published: TrainedModel | null; publishedAt: Date | null };

export type LuisSandboxState = { apps: Map<string, LuisApp>; nextId: () => number };

export function luisSandboxState(): LuisSandboxState {
  let id = 1000;
  return { apps: new Map(), nextId: () => (id += 1) };
}

export function newLuisApp(state: LuisSandboxState, name: string, culture: string, now: Date): LuisApp {
  const app: LuisApp = { id: randomUUID(), name, culture, createdAt: now, versions: new Map(), published: null, publishedAt: null };
  app.versions.set('0.1', { intents: [], examples: [], lists: [], training: null, lastTrained: null });
  state.apps.set(app.id, app);
  return app;
}

/** The version's data as a training sees it. */
export function modelOfVersion(version: LuisVersion): TrainedModel {
  return {
    intents: version.intents.map((intent) => ({
      name: intent.name,
      utterances: version.examples.filter((e) => e.intent === intent.name).map((e) => e.text),
      parameters: intent.features.map((feature) => ({ name: feature, entity: feature })),
    })),
    entities: version.lists.map((list) => ({ name: list.name, labels: list.subLists.map((s) => ({ value: s.canonicalForm, synonyms: s.list })) })),
  };
}

/** Seconds a training waits in the queue before it runs. */
const QUEUED_SECONDS = 1;

export type ModelStatus = { status: 'Queued' | 'InProgress' | LuisOutcome; statusId: number };
const STATUS_IDS: Record<ModelStatus['status'], number> = { Success: 0, UpToDate: 1, InProgress: 2, Fail: 3, Queued: 9 };

const elapsed = (training: LuisTraining, now: Date) => (now.getTime() - training.startedAt.getTime()) / 1000;

export function isTrainingRunning(training: LuisTraining | null, now: Date): boolean {
  return training !== null && elapsed(training, now) < TRAINING_SECONDS.luis;
}

/** A model's status at `now`: the failing intents fail, the others succeed (or are up to date). */
export function modelStatus(training: LuisTraining, modelName: string, now: Date): ModelStatus {
  const seconds = elapsed(training, now);
  const status: ModelStatus['status'] =
    seconds < QUEUED_SECONDS
      ? 'Queued'
      : seconds < TRAINING_SECONDS.luis
        ? 'InProgress'
        : training.failing.includes(modelName)
          ? 'Fail'
          : training.outcome === 'Fail'
            ? 'Success'
            : training.outcome;
  return { status, statusId: STATUS_IDS[status] };
}

export const queuedStatus = (): ModelStatus => ({ status: 'Queued', statusId: STATUS_IDS.Queued });

/** The model a finished, successful training produced (null while it runs or when it failed). */
export function trainedModel(version: LuisVersion, now: Date): TrainedModel | null {
  const training = version.training;
  if (training === null || isTrainingRunning(training, now) || training.outcome === 'Fail') return version.lastTrained;
  return training.model;
}

/** Starts a training of the version's current data (a running one is left alone). */
export function startTraining(version: LuisVersion, now: Date): void {
  if (isTrainingRunning(version.training, now)) return;
  const previous = trainedModel(version, now);
  const model = modelOfVersion(version);
  const failing = model.intents.filter((intent) => intent.name !== 'None' && intent.utterances.length === 0).map((intent) => intent.name);
  const outcome: LuisOutcome = failing.length > 0 || model.intents.length === 0 ? 'Fail' : previous !== null && canonical(previous) === canonical(model) ? 'UpToDate' : 'Success';
  version.lastTrained = previous;
  version.training = { startedAt: now, model, outcome, failing };
}
