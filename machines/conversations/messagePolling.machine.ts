import { assign, fromPromise, setup } from 'xstate';
import type { ConversationMessage } from '../../services/contracts/conversations';
import { actorError, isNetworkFailure } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * A conversation's messages in the See Messages popup (spec 01 section 4 "Message list
 * polling", section 9): read every 3.5 s until messages arrive, then stop. A network error
 * without a status is read once more at once; any other failure (or a second one) shows
 * the error, from which RETRY reads again. The `loadMessages` actor is provided by the screen.
 */

/** Spec 9: message polling 3500 ms. */
export const MESSAGE_POLL_MS = 3500;

export type MessagePollingInput = { conversationId: string };

export type MessagePollingContext = {
  conversationId: string;
  messages: ConversationMessage[];
  error: TextRef | null;
  /** The one refetch after a network error has been used. */
  refetched: boolean;
};

export type MessagePollingEvent = { type: 'RETRY' };

export const messagePollingTexts = { failed: commonTexts.other } as const;

export const messagePollingMachine = setup({
  types: {
    input: {} as MessagePollingInput,
    context: {} as MessagePollingContext,
    events: {} as MessagePollingEvent,
  },
  actors: {
    loadMessages: fromPromise<ConversationMessage[], { conversationId: string }>(async () => {
      throw new Error('loadMessages not provided');
    }),
  },
  delays: { poll: MESSAGE_POLL_MS },
  guards: {
    arrived: ({ event }) => ((event as { output?: ConversationMessage[] }).output ?? []).length > 0,
    firstNetworkError: ({ context, event }) => !context.refetched && isNetworkFailure(actorError(event)),
  },
  actions: {
    keepMessages: assign(({ event }) => ({ messages: (event as unknown as { output: ConversationMessage[] }).output, error: null, refetched: false })),
    waitAgain: assign({ refetched: false }),
    markRefetched: assign({ refetched: true }),
    showFailure: assign(({ event }) => ({ error: failureText(actorError(event), messagePollingTexts.failed) })),
    restart: assign({ error: null, refetched: false }),
  },
}).createMachine({
  id: 'messagePolling',
  initial: 'fetching',
  context: ({ input }) => ({ conversationId: input.conversationId, messages: [], error: null, refetched: false }),
  states: {
    fetching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          { guard: 'arrived', target: 'shown', actions: 'keepMessages' },
          { target: 'waiting', actions: 'waitAgain' },
        ],
        onError: [
          { guard: 'firstNetworkError', target: 'fetching', reenter: true, actions: 'markRefetched' },
          { target: 'error', actions: 'showFailure' },
        ],
      },
    },
    waiting: {
      after: { poll: 'fetching' },
    },
    // Messages arrived: polling stops.
    shown: {},
    error: {
      on: { RETRY: { target: 'fetching', actions: 'restart' } },
    },
  },
});
