import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Prediction, PredictRequest } from '../../services/contracts/aiData';
import { aiPanelTexts } from './panel/texts';
import type { TextRef } from '../shared/text';

/**
 * 'Test your input' of a generative AI Action (spec 03 sections 2.5, 7.2 /predict, 8):
 * the typed sentence is sent with the module's generative settings; the answer shows
 * intent, score, parameters and usage cost.
 */
export type TestInputInput = { actionId: string; aiId: string; companyId: string };
export type TestInputContext = TestInputInput & { input: string; result: Prediction | null; error: TextRef | null };
export type TestInputEvent = { type: 'INPUT_CHANGED'; value: string } | { type: 'TEST'; aiActionModuleNodeSettings: Record<string, unknown> };

/** An answer the panel can show: a list of predictions, each with an intent and a numeric score. */
export function isValidPrediction(answer: unknown): answer is Prediction {
  if (typeof answer !== 'object' || answer === null) return false;
  const { predictions, usageCost } = answer as Partial<Prediction>;
  return (
    Array.isArray(predictions) &&
    typeof usageCost === 'number' &&
    predictions.every((p) => typeof p === 'object' && p !== null && typeof p.intent === 'string' && typeof p.score === 'number')
  );
}

export const testInputMachine = setup({
  types: { input: {} as TestInputInput, context: {} as TestInputContext, events: {} as TestInputEvent },
  actors: {
    predict: fromPromise<Prediction, PredictRequest>(async () => {
      throw new Error('predict not provided');
    }),
  },
  guards: {
    hasInput: ({ context }) => context.input.trim() !== '',
    valid: ({ event }) => isValidPrediction((event as { output?: unknown }).output),
  },
  actions: {
    setInput: assign({ input: ({ event }) => (assertEvent(event, 'INPUT_CHANGED'), event.value) }),
    clearResult: assign({ result: null, error: null }),
    keepResult: assign({ result: ({ event }) => (event as unknown as { output: Prediction }).output }),
    showInvalid: assign({ error: { key: aiPanelTexts.testInvalid } }),
    showFailure: assign({ error: { key: aiPanelTexts.testFailure } }),
  },
}).createMachine({
  id: 'testInput',
  initial: 'idle',
  context: ({ input }) => ({ ...input, input: '', result: null, error: null }),
  states: {
    idle: {
      on: {
        INPUT_CHANGED: { actions: 'setInput' },
        TEST: { guard: 'hasInput', target: 'testing' },
      },
    },
    testing: {
      entry: 'clearResult',
      invoke: {
        id: 'predict',
        src: 'predict',
        input: ({ context, event }) => {
          assertEvent(event, 'TEST');
          return {
            actionId: context.actionId,
            id: context.aiId,
            companyId: context.companyId,
            input: context.input.trim(),
            aiActionModuleNodeSettings: event.aiActionModuleNodeSettings,
            retryCount: 0,
          };
        },
        onDone: [
          { guard: 'valid', target: 'idle', actions: 'keepResult' },
          { target: 'idle', actions: 'showInvalid' },
        ],
        onError: { target: 'idle', actions: 'showFailure' },
      },
    },
  },
});
