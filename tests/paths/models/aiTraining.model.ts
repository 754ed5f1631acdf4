import { aiTrainingMachine, type AiTrainingContext } from '../../../machines/ai/aiTraining.machine';
import { serializeWith, type CatalogueEntry, type Scenario } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** The statuses getTrainingStatus may report (spec 4.1), and none. */
export const reportedStatuses = [
  'Queued',
  'notStarted',
  'InProgress',
  'running',
  'Success',
  'succeeded',
  'UpToDate',
  'Fail',
  'failed',
  'partiallyCompleted',
  'unknown',
  'cancelled',
  'cancelling',
  '',
];
export const trainingFailures = [httpFailure(400, { message: 'The app has no utterances.' }), httpFailure(500, { message: '' }), networkFailure];

const trainingEvents = [
  { type: 'TRAIN' },
  { type: 'PUBLISH' },
  done('train', { status: 'Success', statusId: '1' }),
  done('train', { status: 'Fail', statusId: '0' }),
  ...trainingFailures.map((f) => failed('train', f)),
  ...reportedStatuses.map((status) => done('trainingStatus', { status, statusId: '' })),
  failed('trainingStatus', networkFailure),
  done('publish', { success: true, statusCode: 200 }),
  done('publish', { success: false, statusCode: 400 }),
  failed('publish', httpFailure(400, { message: 'Publishing is not allowed now.' })),
];

const scenario = (providerType: string): Scenario => ({ name: `train on ${providerType}`, input: { aiId: 'ai1', providerType }, events: trainingEvents });

export const aiTrainingModel: CatalogueEntry = {
  machine: aiTrainingMachine,
  appActions: ['showToast'],
  scenarios: ['LuisOnPre', 'LuisCloud', 'CLU', 'DialogFlow', 'BuiltInNlu', 'Watson'].map(scenario),
  serialize: serializeWith(({ context }) => (context as AiTrainingContext).statusLine),
};
