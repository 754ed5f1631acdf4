import { assign, not, raise, setup, stateIn } from 'xstate';
import type { ConversationKey } from '../../services/contracts/conversations';
import { chatWidgetMachine } from './chatWidget.machine';

/**
 * The embeddable web messenger around its conversation (spec 02 section 2, web chat): the
 * launcher opens and closes the chat window (by itself after the channel's start delay, once);
 * a channel that asks visitors to sign in shows its sign-in first, then the KVKK/GDPR approval
 * when the channel has one and the visitor has not given it before, then the conversation.
 * The conversation (the chat widget machine, provided by the app) starts the first time the
 * window shows it and lives on while the window is closed (answers count as unread). Closing an
 * ongoing conversation asks first when the channel set its closing popup: ending it stops the
 * conversation, forgets it and tells the server (the app's `endConversation`); the next opening
 * starts a new one.
 */

export type MessengerWindowInput = {
  channelId: string;
  /** The conversation kept for this channel in the page's storage (continued on first opening). */
  saved: ConversationKey | null;
  /** The channel asks for sign-in and no valid session is kept. */
  signInNeeded: boolean;
  /** The channel has an approval text the visitor has not given yet. */
  approvalNeeded: boolean;
  /** The channel asks before an ongoing conversation is closed. */
  closingPopup: boolean;
  /** Opens the window by itself this long after the page loaded, once; null: never. */
  startDelayMs: number | null;
  /** Full screen (the /chatbot-test page) or the host asked: the window starts open. */
  openAtOnce: boolean;
};

export type MessengerWindowContext = MessengerWindowInput & {
  /** The running conversation's key, once the server gave one (what ending tells the server). */
  key: ConversationKey | null;
  /** The conversation has a key and has not ended. */
  ongoing: boolean;
  calloutDismissed: boolean;
  /** The start delay opened the window already (it does so once). */
  openedOnce: boolean;
};

export type MessengerWindowEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_CALLOUT' }
  | { type: 'SIGNED_IN' }
  | { type: 'APPROVE' }
  /** The closing popup: end the conversation and close. */
  | { type: 'END_CONVERSATION' }
  /** The closing popup: keep the conversation and close. */
  | { type: 'KEEP_CONVERSATION' }
  | { type: 'CONVERSATION_NEEDED' };

/** What the window reads of its conversation's snapshot (the chat widget machine's). */
export type ConversationView = { value: unknown; context: { conversation: ConversationKey | null } };

export const isOngoing = (snapshot: ConversationView) => snapshot.context.conversation !== null && snapshot.value !== 'ended';

export const messengerWindowMachine = setup({
  types: {
    input: {} as MessengerWindowInput,
    context: {} as MessengerWindowContext,
    events: {} as MessengerWindowEvent,
    children: {} as { conversation: 'conversation' },
  },
  actors: {
    /** The chat widget machine, its calls provided by the app over the messenger's client. */
    conversation: chatWidgetMachine,
  },
  delays: {
    startDelay: ({ context }) => context.startDelayMs ?? 0,
  },
  guards: {
    openedAtOnce: ({ context }) => context.openAtOnce,
    opensByItself: ({ context }) => context.startDelayMs !== null && !context.openedOnce,
    signInNeeded: ({ context }) => context.signInNeeded,
    approvalNeeded: ({ context }) => context.approvalNeeded,
    asksBeforeClosing: ({ context }) => context.closingPopup && context.ongoing,
    conversationOngoing: ({ context }) => context.ongoing,
  },
  actions: {
    rememberApproval: (_, _params: { channelId: string }) => {},
    /** Forgets the conversation in the page's storage and tells the server it ended (as well as it can). */
    endConversation: (_, _params: { channelId: string; key: ConversationKey | null }) => {},
    noteOpened: assign({ openedOnce: true }),
    dismissCallout: assign({ calloutDismissed: true }),
    signedIn: assign({ signInNeeded: false }),
    approved: assign({ approvalNeeded: false }),
    /** The next conversation starts anew: nothing kept, nothing running. */
    dropConversation: assign({ saved: null, key: null, ongoing: false }),
  },
}).createMachine({
  id: 'messengerWindow',
  type: 'parallel',
  context: ({ input }) => ({ ...input, key: input.saved, ongoing: false, calloutDismissed: false, openedOnce: false }),
  states: {
    window: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'openedAtOnce', target: 'open' }, { target: 'closed' }] },
        closed: {
          on: { OPEN: 'open', DISMISS_CALLOUT: { actions: 'dismissCallout' } },
          after: { startDelay: { guard: 'opensByItself', target: 'open' } },
        },
        open: {
          initial: 'choosing',
          entry: 'noteOpened',
          on: { CLOSE: 'closed' },
          states: {
            choosing: {
              always: [{ guard: 'signInNeeded', target: 'signingIn' }, { guard: 'approvalNeeded', target: 'approving' }, { target: 'chatting' }],
            },
            signingIn: { on: { SIGNED_IN: { target: 'choosing', actions: 'signedIn' } } },
            approving: {
              on: { APPROVE: { target: 'choosing', actions: ['approved', { type: 'rememberApproval', params: ({ context }) => ({ channelId: context.channelId }) }] } },
            },
            chatting: {
              entry: raise({ type: 'CONVERSATION_NEEDED' }),
              on: { CLOSE: [{ guard: 'asksBeforeClosing', target: 'confirmingClose' }, { target: '#messengerWindow.window.closed' }] },
            },
            confirmingClose: {
              // The flow ended the conversation while the popup asked: nothing is left to end.
              always: { guard: not('conversationOngoing'), target: '#messengerWindow.window.closed' },
              on: {
                // Close (Escape) on the closing popup: back to the conversation.
                CLOSE: 'chatting',
                KEEP_CONVERSATION: '#messengerWindow.window.closed',
                END_CONVERSATION: {
                  target: '#messengerWindow.window.closed',
                  actions: [{ type: 'endConversation', params: ({ context }) => ({ channelId: context.channelId, key: context.key }) }, 'dropConversation'],
                },
              },
            },
          },
        },
      },
    },
    conversation: {
      initial: 'none',
      states: {
        none: { on: { CONVERSATION_NEEDED: 'live' } },
        live: {
          on: { END_CONVERSATION: { guard: stateIn('#messengerWindow.window.open.confirmingClose'), target: 'none' } },
          invoke: {
            id: 'conversation',
            src: 'conversation',
            input: ({ context }) => ({ channelId: context.channelId, saved: context.saved }),
            onSnapshot: {
              // A replay (the inspector's, the coverage measure's) runs the conversation as an inert actor that reports no context.
              guard: ({ event }) => typeof event.snapshot.context === 'object',
              // A conversation being replaced (its key refused) reports none for a moment: the last key stays what ending tells the server.
              actions: assign(({ context, event }) => ({ key: event.snapshot.context.conversation ?? context.key, ongoing: isOngoing(event.snapshot) })),
            },
          },
        },
      },
    },
  },
});
