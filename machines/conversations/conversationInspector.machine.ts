import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ConversationInspection } from '../../services/contracts/conversationInspect';
import { actorError, hasStatus } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/**
 * The conversation inspector page (issue "inspector": the same view for a running
 * conversation): reads the conversation (its flow, current state and path), then shows it
 * and reads it again every 2 s while it is open; an ended conversation is not read again.
 * A failed first read shows the error with Try again; a failed later read keeps what is
 * shown, says it is not current and offers Try again; an unknown conversation (404) is
 * "not found". Selecting a module (diagram or path) shows its details.
 * The `loadInspection` actor is provided by the page.
 */

/** How often an open conversation is read again. */
export const INSPECT_POLL_MS = 2000;

export type ConversationInspectorInput = { conversationId: string; companyId: string | null };

export type ConversationInspectorContext = {
  conversationId: string;
  companyId: string | null;
  inspection: ConversationInspection | null;
  /** The module whose details are shown (a module id of the flow). */
  selectedModuleId: string | null;
  error: TextRef | null;
};

export type ConversationInspectorEvent = { type: 'RETRY' } | { type: 'SELECT_MODULE'; moduleId: string } | { type: 'CLEAR_SELECTION' };

export const conversationInspectorTexts = {
  failed: 'conversationInspector.errors.failed',
  refreshFailed: 'conversationInspector.errors.refreshFailed',
} as const;

type Loaded = { output: ConversationInspection };
const loaded = (event: unknown) => (event as Loaded).output;

/**
 * The first read and every later one ask the same and show an answer the same way (an ended
 * conversation is not read again); they differ only in what a failure does.
 */
const readInspection = {
  id: 'loadInspection',
  src: 'loadInspection',
  input: ({ context }: { context: ConversationInspectorContext }) => ({ conversationId: context.conversationId, companyId: context.companyId }),
  onDone: [
    { guard: 'ended', target: '#conversationInspector.showing.ended', actions: 'keepInspection' },
    { target: '#conversationInspector.showing.live', actions: 'keepInspection' },
  ],
} as const;

export const conversationInspectorMachine = setup({
  types: {
    input: {} as ConversationInspectorInput,
    context: {} as ConversationInspectorContext,
    events: {} as ConversationInspectorEvent,
  },
  actors: {
    loadInspection: fromPromise<ConversationInspection, { conversationId: string; companyId: string | null }>(async () => {
      throw new Error('loadInspection not provided');
    }),
  },
  delays: { poll: INSPECT_POLL_MS },
  guards: {
    ended: ({ event }) => loaded(event).ended,
    notFound: ({ event }) => hasStatus(actorError(event), 404),
    inFlow: ({ context, event }) => {
      assertEvent(event, 'SELECT_MODULE');
      return context.inspection?.flow?.modules.some((module) => module.id === event.moduleId) ?? false;
    },
  },
  actions: {
    keepInspection: assign(({ event }) => ({ inspection: loaded(event), error: null })),
    showFailure: assign(({ event }) => ({ error: failureText(actorError(event), conversationInspectorTexts.failed) })),
    showRefreshFailure: assign(({ event }) => ({ error: failureText(actorError(event), conversationInspectorTexts.refreshFailed) })),
    clearError: assign({ error: null }),
    select: assign(({ event }) => {
      assertEvent(event, 'SELECT_MODULE');
      return { selectedModuleId: event.moduleId };
    }),
    clearSelection: assign({ selectedModuleId: null }),
  },
}).createMachine({
  id: 'conversationInspector',
  initial: 'loading',
  context: ({ input }) => ({ conversationId: input.conversationId, companyId: input.companyId, inspection: null, selectedModuleId: null, error: null }),
  states: {
    loading: {
      invoke: {
        ...readInspection,
        onError: [
          { guard: 'notFound', target: 'notFound' },
          { target: 'error', actions: 'showFailure' },
        ],
      },
    },
    showing: {
      initial: 'live',
      on: {
        SELECT_MODULE: { guard: 'inFlow', actions: 'select' },
        CLEAR_SELECTION: { actions: 'clearSelection' },
      },
      states: {
        // Open: read again after the poll delay (XState's own timer, cancelled on leaving).
        live: {
          after: { poll: 'refreshing' },
        },
        refreshing: {
          invoke: {
            ...readInspection,
            onError: [
              { guard: 'notFound', target: '#conversationInspector.notFound' },
              { target: 'stale', actions: 'showRefreshFailure' },
            ],
          },
        },
        // The last read failed: what is shown stays, polling waits for Try again.
        stale: {
          on: { RETRY: { target: 'refreshing', actions: 'clearError' } },
        },
        // Ended: nothing changes any more, so nothing is read again.
        ended: {},
      },
    },
    error: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    notFound: {},
  },
});
