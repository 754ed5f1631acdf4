import { and, assign, fromPromise, setup } from 'xstate';
import type { OpResult, TrainingStatus } from '../../services/contracts/aiData';
import { actorError, failureBody } from '../shared/apiError';
import { trainsThenPublishes } from './panel/providers';
import { aiPanelTexts } from './panel/texts';
import { COMPLETE_STATUS_ID, statusOutcome, TRAINING_NOTICE_MS, type StatusOutcome } from './panel/training';
import type { TextRef } from '../shared/text';

/**
 * Training and publishing of a non-generative AI connection (spec 03 section 4.1): Train
 * runs makeTraining; LUIS and CLU then wait for Publish, which first reads the training
 * status. Outcomes show as toasts (warnings 5000 ms) and as the section's status line.
 */
export type AiTrainingInput = { aiId: string; providerType: string };

export type AiTrainingContext = { aiId: string; providerType: string; statusLine: TextRef | null };

export type AiTrainingEvent = { type: 'TRAIN' } | { type: 'PUBLISH' };

export type ToastParams = { kind: 'success' | 'warning' | 'error'; text: TextRef; durationMs?: number };

/** Spec 8: the begin/success text of a training, per provider type. */
const TRAINED_TEXT: Record<string, string> = {
  LuisOnPre: aiPanelTexts.beginLuisOnPre,
  LuisCloud: aiPanelTexts.successLuisCloud,
  CLU: aiPanelTexts.beginClu,
  DialogFlow: aiPanelTexts.completedDialogflow,
  BuiltInNlu: aiPanelTexts.completedBuiltInNlu,
  Watson: aiPanelTexts.completedWatson,
};
/** The text of a finished training of a provider without a publish step (Dialogflow's is the spec's). */
const trainedText = (providerType: string) => TRAINED_TEXT[providerType] ?? aiPanelTexts.completedTraining;

const outputOf = <T>(event: unknown) => (event as { output?: T }).output;

/** A backend error with a message reads '{message} Please try again.'; anything else the generic failure. */
function trainingFailure(event: unknown): TextRef {
  const message = failureBody(actorError(event))?.message;
  return message ? { key: aiPanelTexts.trainingServerMessage, values: { message } } : { key: aiPanelTexts.trainingFailure };
}

const warning = (key: string): ToastParams => ({ kind: 'warning', text: { key }, durationMs: TRAINING_NOTICE_MS });
const isOutcome =
  (outcome: StatusOutcome) =>
  ({ event }: { event: unknown }) =>
    statusOutcome(outputOf<TrainingStatus>(event)?.status) === outcome;

export const aiTrainingMachine = setup({
  types: { input: {} as AiTrainingInput, context: {} as AiTrainingContext, events: {} as AiTrainingEvent },
  actors: {
    train: fromPromise<TrainingStatus, { aiId: string }>(async () => {
      throw new Error('train not provided');
    }),
    trainingStatus: fromPromise<TrainingStatus, { aiId: string }>(async () => {
      throw new Error('trainingStatus not provided');
    }),
    publish: fromPromise<OpResult, { aiId: string }>(async () => {
      throw new Error('publish not provided');
    }),
  },
  guards: {
    publishes: ({ context }) => trainsThenPublishes(context.providerType),
    complete: ({ event }) => outputOf<TrainingStatus>(event)?.statusId === COMPLETE_STATUS_ID,
    queued: isOutcome('queued'),
    inProgress: isOutcome('inProgress'),
    completed: isOutcome('completed'),
    upToDate: isOutcome('upToDate'),
    failed: isOutcome('failed'),
    otherStatus: isOutcome('other'),
    published: ({ event }) => outputOf<OpResult>(event)?.success === true,
    finishesWithText: ({ context }) => context.providerType === 'LuisOnPre' || context.providerType === 'LuisCloud',
  },
  actions: {
    showTrained: assign({ statusLine: ({ context }) => ({ key: trainedText(context.providerType) }) }),
    showProblem: assign({ statusLine: { key: aiPanelTexts.trainingProblem } }),
    showFailure: assign({ statusLine: ({ event }) => trainingFailure(event) }),
    showFinished: assign({ statusLine: { key: aiPanelTexts.trainingFinished } }),
    clearStatusLine: assign({ statusLine: null }),
    showStatus: assign({ statusLine: ({ event }) => ({ key: aiPanelTexts.statusOther, values: { status: outputOf<TrainingStatus>(event)?.status ?? '' } }) }),
    // Provided by the app:
    showToast: (_, _params: ToastParams) => {},
  },
}).createMachine({
  id: 'aiTraining',
  initial: 'idle',
  context: ({ input }) => ({ aiId: input.aiId, providerType: input.providerType, statusLine: null }),
  states: {
    idle: {
      on: { TRAIN: 'training' },
    },
    training: {
      invoke: {
        id: 'train',
        src: 'train',
        input: ({ context }) => ({ aiId: context.aiId }),
        onDone: [
          {
            guard: 'publishes',
            target: 'readyToPublish',
            actions: ['showTrained', { type: 'showToast', params: ({ context }) => ({ kind: 'success', text: { key: TRAINED_TEXT[context.providerType]! } }) }],
          },
          {
            guard: 'complete',
            target: 'idle',
            actions: ['showTrained', { type: 'showToast', params: ({ context }) => ({ kind: 'success', text: { key: trainedText(context.providerType) } }) }],
          },
          { target: 'idle', actions: ['showProblem', { type: 'showToast', params: { kind: 'error', text: { key: aiPanelTexts.trainingProblem } } }] },
        ],
        onError: { target: 'idle', actions: ['showFailure', { type: 'showToast', params: ({ event }) => ({ kind: 'error', text: trainingFailure(event) }) }] },
      },
    },
    readyToPublish: {
      on: { TRAIN: 'training', PUBLISH: 'checkingStatus' },
    },
    checkingStatus: {
      invoke: {
        id: 'trainingStatus',
        src: 'trainingStatus',
        input: ({ context }) => ({ aiId: context.aiId }),
        onDone: [
          { guard: 'queued', target: 'readyToPublish', actions: { type: 'showToast', params: warning(aiPanelTexts.statusQueued) } },
          { guard: 'inProgress', target: 'readyToPublish', actions: { type: 'showToast', params: warning(aiPanelTexts.statusInProgress) } },
          { guard: 'completed', target: 'publishing', actions: { type: 'showToast', params: { kind: 'success', text: { key: aiPanelTexts.statusCompleted } } } },
          { guard: 'upToDate', target: 'publishing', actions: { type: 'showToast', params: warning(aiPanelTexts.statusUpToDate) } },
          { guard: 'failed', target: 'idle', actions: ['clearStatusLine', { type: 'showToast', params: { kind: 'error', text: { key: aiPanelTexts.statusFailed } } }] },
          {
            guard: 'otherStatus',
            target: 'idle',
            actions: [
              'showStatus',
              {
                type: 'showToast',
                params: ({ event }) => ({ kind: 'error', text: { key: aiPanelTexts.statusOther, values: { status: outputOf<TrainingStatus>(event)?.status ?? '' } } }),
              },
            ],
          },
          { target: 'readyToPublish', actions: { type: 'showToast', params: { kind: 'error', text: { key: aiPanelTexts.statusMissing } } } },
        ],
        onError: { target: 'readyToPublish', actions: { type: 'showToast', params: { kind: 'error', text: { key: aiPanelTexts.statusMissing } } } },
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ aiId: context.aiId }),
        onDone: [
          // 'Training finished successfully.' stays for LUIS (spec 4.1); the others just publish.
          {
            guard: and(['published', 'finishesWithText']),
            target: 'idle',
            actions: ['showFinished', { type: 'showToast', params: { kind: 'success', text: { key: aiPanelTexts.published } } }],
          },
          { guard: 'published', target: 'idle', actions: ['clearStatusLine', { type: 'showToast', params: { kind: 'success', text: { key: aiPanelTexts.published } } }] },
          { target: 'readyToPublish', actions: { type: 'showToast', params: { kind: 'error', text: { key: aiPanelTexts.publishFailed } } } },
        ],
        onError: { target: 'readyToPublish', actions: { type: 'showToast', params: ({ event }) => ({ kind: 'error', text: trainingFailure(event) }) } },
      },
    },
  },
});
