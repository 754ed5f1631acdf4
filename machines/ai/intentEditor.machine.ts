import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { IntentDetails, OpResult, Utterance } from '../../services/contracts/aiData';
import { actorError } from '../shared/apiError';
import { renameProblem, utteranceProblem } from './panel/intents';
import { aiPanelTexts } from './panel/texts';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/**
 * The drill-down editor of one intent of an AI connection (spec 03 sections 2.5, 7.2):
 * its utterances are added and removed one at a time on the connection; the name and the
 * parameters are saved together (updateIntent).
 */
export type IntentParameter = IntentDetails['parameters'][number];
export type IntentEditorInput = { aiId: string; intentId: string; name: string; otherNames: string[] };
export type IntentEditorContext = IntentEditorInput & {
  savedName: string;
  utterances: Utterance[];
  parameters: IntentParameter[];
  error: TextRef | null;
  notice: TextRef | null;
};
export type IntentEditorEvent =
  | { type: 'RELOAD' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'ADD_UTTERANCE'; text: string }
  | { type: 'REMOVE_UTTERANCE'; id: string }
  | { type: 'ADD_PARAMETER'; parameter: IntentParameter }
  | { type: 'REMOVE_PARAMETER'; name: string }
  | { type: 'SAVE' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const texts = (c: IntentEditorContext) => c.utterances.map((u) => u.text);

export const intentEditorMachine = setup({
  types: { input: {} as IntentEditorInput, context: {} as IntentEditorContext, events: {} as IntentEditorEvent },
  actors: {
    loadDetails: fromPromise<IntentDetails, { aiId: string; intent: string; intentId: string }>(async () => {
      throw new Error('loadDetails not provided');
    }),
    addUtterance: fromPromise<OpResult, { aiId: string; intent: string; utterance: string }>(async () => {
      throw new Error('addUtterance not provided');
    }),
    removeUtterance: fromPromise<OpResult, { aiId: string; intent: string; utteranceId: string }>(async () => {
      throw new Error('removeUtterance not provided');
    }),
    updateIntent: fromPromise<OpResult, { aiId: string; intentId: string; newName: string; utterances: string[]; parameters: IntentParameter[] }>(async () => {
      throw new Error('updateIntent not provided');
    }),
  },
  guards: {
    utteranceAccepted: ({ context, event }) => (assertEvent(event, 'ADD_UTTERANCE'), utteranceProblem(event.text, texts(context)) === null),
    nameAccepted: ({ context }) => renameProblem(context.name, context.savedName, context.otherNames) === null,
    parameterNew: ({ context, event }) => (
      assertEvent(event, 'ADD_PARAMETER'),
      event.parameter.name.trim() !== '' && !context.parameters.some((p) => p.name === event.parameter.name.trim())
    ),
    succeeded: ({ event }) => outputOf<OpResult>(event).success === true,
  },
  actions: {
    keepDetails: assign(({ event }) => {
      const details = outputOf<IntentDetails>(event);
      return { utterances: details.utterances, parameters: details.parameters };
    }),
    setName: assign({ name: ({ event }) => (assertEvent(event, 'NAME_CHANGED'), event.value), error: null, notice: null }),
    addParameter: assign({
      parameters: ({ context, event }) => (assertEvent(event, 'ADD_PARAMETER'), [...context.parameters, { name: event.parameter.name.trim(), entity: event.parameter.entity }]),
      notice: null,
    }),
    removeParameter: assign({
      parameters: ({ context, event }) => (assertEvent(event, 'REMOVE_PARAMETER'), context.parameters.filter((p) => p.name !== event.name)),
      notice: null,
    }),
    showUtteranceProblem: assign({ error: ({ context, event }) => (assertEvent(event, 'ADD_UTTERANCE'), utteranceProblem(event.text, texts(context))) }),
    showNameProblem: assign({ error: ({ context }) => renameProblem(context.name, context.savedName, context.otherNames) }),
    showFailure: assign({ error: ({ event }) => failureText(actorError(event), aiPanelTexts.changeFailed) }),
    showNotChanged: assign({ error: { key: aiPanelTexts.changeFailed } }),
    clearMessages: assign({ error: null, notice: null }),
    markSaved: assign({ savedName: ({ context }) => context.name.trim(), name: ({ context }) => context.name.trim(), notice: { key: aiPanelTexts.intentSaved } }),
    // Provided by the app: a renamed intent keeps its connection and its place in the list.
    renamed: (_, _params: { from: string; to: string }) => {},
  },
}).createMachine({
  id: 'intentEditor',
  initial: 'loading',
  context: ({ input }) => ({ ...input, savedName: input.name, utterances: [], parameters: [], error: null, notice: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ aiId: context.aiId, intent: context.savedName, intentId: context.intentId }),
        onDone: { target: 'ready', actions: 'keepDetails' },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    failed: {
      on: { RELOAD: { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        ADD_UTTERANCE: [{ guard: 'utteranceAccepted', target: 'addingUtterance', actions: 'clearMessages' }, { actions: 'showUtteranceProblem' }],
        REMOVE_UTTERANCE: { target: 'removingUtterance', actions: 'clearMessages' },
        ADD_PARAMETER: { guard: 'parameterNew', actions: 'addParameter' },
        REMOVE_PARAMETER: { actions: 'removeParameter' },
        SAVE: [{ guard: 'nameAccepted', target: 'saving', actions: 'clearMessages' }, { actions: 'showNameProblem' }],
      },
    },
    addingUtterance: {
      invoke: {
        id: 'addUtterance',
        src: 'addUtterance',
        input: ({ context, event }) => (assertEvent(event, 'ADD_UTTERANCE'), { aiId: context.aiId, intent: context.savedName, utterance: event.text.trim() }),
        onDone: [
          { guard: 'succeeded', target: 'loading' },
          { target: 'ready', actions: 'showNotChanged' },
        ],
        onError: { target: 'ready', actions: 'showFailure' },
      },
    },
    removingUtterance: {
      invoke: {
        id: 'removeUtterance',
        src: 'removeUtterance',
        input: ({ context, event }) => (assertEvent(event, 'REMOVE_UTTERANCE'), { aiId: context.aiId, intent: context.savedName, utteranceId: event.id }),
        onDone: [
          { guard: 'succeeded', target: 'loading' },
          { target: 'ready', actions: 'showNotChanged' },
        ],
        onError: { target: 'ready', actions: 'showFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'updateIntent',
        src: 'updateIntent',
        input: ({ context }) => ({
          aiId: context.aiId,
          intentId: context.intentId,
          newName: context.name.trim(),
          utterances: texts(context),
          parameters: context.parameters,
        }),
        onDone: [
          {
            guard: 'succeeded',
            target: 'ready',
            actions: [{ type: 'renamed', params: ({ context }) => ({ from: context.savedName, to: context.name.trim() }) }, 'markSaved'],
          },
          { target: 'ready', actions: 'showNotChanged' },
        ],
        onError: { target: 'ready', actions: 'showFailure' },
      },
    },
  },
});
