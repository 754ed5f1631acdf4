import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EntityLabel, OpResult } from '../../services/contracts/aiData';
import { actorError } from '../shared/apiError';
import { remoteEntityProblem } from './panel/entities';
import { intentNameProblem } from './panel/intents';
import { aiPanelTexts } from './panel/texts';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The intents or the entities of an AI connection (spec 03 sections 2.5, 4.2, 5.1, 7.1):
 * loaded from the connection, created from the create box (checked first), deleted one
 * or several at a time after the 'cannot undo' confirmation.
 */
export type AiListKind = 'intent' | 'entity';
export type AiListItem = { id: string; name: string; labels?: EntityLabel[] };

export type AiListInput = { kind: AiListKind; aiId: string };
export type AiListContext = AiListInput & { items: AiListItem[]; pendingDelete: AiListItem[]; error: TextRef | null };
export type AiListEvent =
  { type: 'RELOAD' } | { type: 'ADD'; name: string } | { type: 'DELETE'; ids: string[] } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'DISMISS_ERROR' };

/** Why a name cannot be created in this list, or null. */
export function nameProblem(kind: AiListKind, name: string, items: readonly AiListItem[]): TextRef | null {
  const names = items.map((i) => i.name);
  if (kind === 'intent') return intentNameProblem(name, names);
  return name.trim() ? remoteEntityProblem(name, names) : { key: commonTexts.fieldEmpty };
}

/** The confirmation question of a deletion (spec 8: the entity wording for entities). */
export function deleteQuestion(kind: AiListKind, count: number): string {
  if (kind === 'entity') return aiPanelTexts.deleteEntityQuestion;
  return count > 1 ? aiPanelTexts.deleteIntentsQuestion : aiPanelTexts.deleteIntentQuestion;
}

function removedNames(context: AiListContext, results: readonly OpResult[]): string[] {
  return context.pendingDelete.filter((_, index) => results[index]?.success === true).map((i) => i.name);
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const aiListMachine = setup({
  types: { input: {} as AiListInput, context: {} as AiListContext, events: {} as AiListEvent },
  actors: {
    load: fromPromise<AiListItem[], { aiId: string }>(async () => {
      throw new Error('load not provided');
    }),
    add: fromPromise<OpResult, { aiId: string; name: string }>(async () => {
      throw new Error('add not provided');
    }),
    remove: fromPromise<OpResult[], { aiId: string; ids: string[] }>(async () => {
      throw new Error('remove not provided');
    }),
  },
  guards: {
    nameAccepted: ({ context, event }) => (assertEvent(event, 'ADD'), nameProblem(context.kind, event.name, context.items) === null),
    anyKnown: ({ context, event }) => (assertEvent(event, 'DELETE'), context.items.some((i) => event.ids.includes(i.id))),
    succeeded: ({ event }) => outputOf<OpResult>(event).success === true,
    allRemoved: ({ event }) => outputOf<OpResult[]>(event).every((r) => r.success),
  },
  actions: {
    keepItems: assign({ items: ({ event }) => outputOf<AiListItem[]>(event) }),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), aiPanelTexts.listFailed) }),
    showNameProblem: assign({ error: ({ context, event }) => (assertEvent(event, 'ADD'), nameProblem(context.kind, event.name, context.items)) }),
    showChangeFailure: assign({ error: ({ event }) => failureText(actorError(event), aiPanelTexts.changeFailed) }),
    showNotChanged: assign({ error: { key: aiPanelTexts.changeFailed } }),
    clearError: assign({ error: null }),
    askDelete: assign({ pendingDelete: ({ context, event }) => (assertEvent(event, 'DELETE'), context.items.filter((i) => event.ids.includes(i.id))) }),
    forgetDelete: assign({ pendingDelete: [] }),
    // Provided by the app: removed intents lose their connections (spec 4.2).
    itemsRemoved: (_, _params: { names: string[] }) => {},
  },
}).createMachine({
  id: 'aiList',
  initial: 'loading',
  context: ({ input }) => ({ ...input, items: [], pendingDelete: [], error: null }),
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ aiId: context.aiId }),
        onDone: { target: 'ready', actions: 'keepItems' },
        onError: { target: 'failed', actions: 'showLoadFailure' },
      },
    },
    failed: {
      on: { RELOAD: { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        RELOAD: { target: 'loading', actions: 'clearError' },
        ADD: [{ guard: 'nameAccepted', target: 'adding', actions: 'clearError' }, { actions: 'showNameProblem' }],
        DELETE: { guard: 'anyKnown', target: 'confirmingDelete', actions: ['clearError', 'askDelete'] },
        DISMISS_ERROR: { actions: 'clearError' },
      },
    },
    adding: {
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context, event }) => (assertEvent(event, 'ADD'), { aiId: context.aiId, name: event.name.trim() }),
        onDone: [
          { guard: 'succeeded', target: 'loading' },
          { target: 'ready', actions: 'showNotChanged' },
        ],
        onError: { target: 'ready', actions: 'showChangeFailure' },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'ready', actions: 'forgetDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ aiId: context.aiId, ids: context.pendingDelete.map((i) => i.id) }),
        onDone: [
          {
            guard: 'allRemoved',
            target: 'loading',
            actions: [{ type: 'itemsRemoved', params: ({ context, event }) => ({ names: removedNames(context, event.output) }) }, 'forgetDelete'],
          },
          // Only some went: those lose their connections; the reload shows what is left.
          {
            target: 'loading',
            actions: [{ type: 'itemsRemoved', params: ({ context, event }) => ({ names: removedNames(context, event.output) }) }, 'showNotChanged', 'forgetDelete'],
          },
        ],
        onError: { target: 'ready', actions: ['showChangeFailure', 'forgetDelete'] },
      },
    },
  },
});
