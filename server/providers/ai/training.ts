import type { IntentParameter, EntityLabel, TrainingStatus } from './provider';
import { isGenerativeType } from './provider';

/**
 * Training as the sandbox runs it (spec 03 section 4.1): a training snapshots the intents,
 * utterances and entities; its status follows the clock. LUIS and CLU train for a few
 * seconds and then wait for Publish; Dialogflow trains synchronously (statusId '1' means
 * complete) and its trained model answers at once.
 */

export type TrainingFamily = 'luis' | 'clu' | 'dialogflow';
export type TrainingOutcome = 'Success' | 'UpToDate' | 'Fail';

/** What a training learns from: intents by name, entities by name, each in a fixed order. */
export type TrainedModel = {
  intents: Array<{ name: string; utterances: string[]; parameters: IntentParameter[] }>;
  entities: Array<{ name: string; labels: EntityLabel[] }>;
};

export const TRAINING_SECONDS: Record<TrainingFamily, number> = { luis: 5, clu: 5, dialogflow: 0 };

export function trainingFamily(type: string): TrainingFamily | undefined {
  if (isGenerativeType(type)) return undefined;
  if (type === 'LuisCloud' || type === 'LuisOnPre') return 'luis';
  if (type === 'CLU') return 'clu';
  // DialogFlow, and any other type the sandbox serves, trains like Dialogflow.
  return 'dialogflow';
}

/** The status a provider reports before the first training. */
export const NOT_TRAINED: TrainingStatus = { status: 'NotTrained', statusId: '-1' };

const STATUS: Record<TrainingFamily, Record<TrainingOutcome | 'InProgress', TrainingStatus>> = {
  // LUIS statusIds: 0 Success, 1 UpToDate, 2 InProgress, 3 Fail.
  luis: {
    InProgress: { status: 'InProgress', statusId: '2' },
    Success: { status: 'Success', statusId: '0' },
    UpToDate: { status: 'UpToDate', statusId: '1' },
    Fail: { status: 'Fail', statusId: '3' },
  },
  // CLU job states; an unchanged model still trains to succeeded.
  clu: {
    InProgress: { status: 'running', statusId: '2' },
    Success: { status: 'succeeded', statusId: '0' },
    UpToDate: { status: 'succeeded', statusId: '0' },
    Fail: { status: 'failed', statusId: '3' },
  },
  // Dialogflow: statusId '1' is a completed training, anything else a failure.
  dialogflow: {
    InProgress: { status: 'InProgress', statusId: '2' },
    Success: { status: 'Success', statusId: '1' },
    UpToDate: { status: 'Success', statusId: '1' },
    Fail: { status: 'Fail', statusId: '3' },
  },
};

export type TrainingState = { startedAt: Date | null; outcome: string | null };

export function isRunning(family: TrainingFamily, state: TrainingState, now: Date): boolean {
  return state.startedAt !== null && now.getTime() - state.startedAt.getTime() < TRAINING_SECONDS[family] * 1000;
}

function knownOutcome(outcome: string | null): TrainingOutcome {
  return outcome === 'Success' || outcome === 'UpToDate' ? outcome : 'Fail';
}

/** The status at `now` of the training last started. */
export function trainingStatusAt(family: TrainingFamily, state: TrainingState, now: Date): TrainingStatus {
  if (state.startedAt === null) return NOT_TRAINED;
  if (isRunning(family, state, now)) return STATUS[family].InProgress;
  return STATUS[family][knownOutcome(state.outcome)];
}

/** True when the last training has finished with a model that can be published. */
export function hasTrainedModel(family: TrainingFamily, state: TrainingState, now: Date): boolean {
  return state.startedAt !== null && !isRunning(family, state, now) && knownOutcome(state.outcome) !== 'Fail';
}

/** A model needs at least one intent with an example utterance; the same model as last time is up to date. */
export function trainingOutcome(model: TrainedModel, lastTrained: TrainedModel | null): TrainingOutcome {
  if (!model.intents.some((intent) => intent.utterances.length > 0)) return 'Fail';
  if (lastTrained !== null && canonical(lastTrained) === canonical(model)) return 'UpToDate';
  return 'Success';
}

/** JSON with object keys sorted: a model read back from jsonb (which reorders keys) compares equal to a fresh one. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
