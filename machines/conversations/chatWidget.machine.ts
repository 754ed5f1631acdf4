import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  webChatInput,
  LOG_MESSAGE_TYPE,
  MAX_CHAT_TEXT,
  type ChatMessage,
  type WebChatChannel,
  type WebChatStarted,
  type WebChatTurn,
} from '../../services/contracts/conversations';
import type { ConversationKey, SendInput, WebChatHistory } from '../../services/contracts/conversations';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The web chat widget of the /chatbot-test page (spec 01 route table, spec 02 web chat):
 * it reads the channel, opens a conversation (or continues the one kept for this channel
 * in the tab), sends what the person types or taps, and shows the assistant's answers one
 * by one, each at its elapsedMs after the person's message with "typing" before it.
 * Only the newest message's buttons answer (a tapped quick reply, or one a newer message
 * followed, is spent). When the flow hands the conversation over to a person, the widget
 * waits for an agent: the assistant answers no more, so nothing is sent; the history is
 * read every AGENT_POLL_MS for the agent's messages and for the end of the conversation.
 * Calls are provided actors; keeping the conversation across reloads is the app's
 * `remember` / `forget` actions (sessionStorage).
 */

export const chatWidgetTexts = {
  /** Shown when a call failed and the server sent no message of its own. */
  general: 'chatbotTest.errors.general',
  /** The contract's refusal of a long message (webChatInput). */
  tooLong: 'chatbotTest.errors.tooLong',
} as const;

export type ChatWidgetInput = { channelId: string; saved: ConversationKey | null };

/** How often a conversation waiting for an agent reads its history again. */
export const AGENT_POLL_MS = 5000;

/** What the person sends: typed text, or a tapped button / list row (payload = its id). */
export type Outgoing = { text: string; payload?: string };

export type ChatWidgetContext = {
  channelId: string;
  channel: WebChatChannel | null;
  conversation: ConversationKey | null;
  /** What the view shows, the person's own messages included. */
  messages: ChatMessage[];
  /** The assistant's messages of the last answer not shown yet. */
  queue: ChatMessage[];
  /** elapsedMs of the last message shown from the current answer (the next one waits for the difference). */
  shownAt: number;
  /** The engine said the conversation ended (taken into account once the queue is shown). */
  ended: boolean;
  /** The flow handed the conversation over to a person (taken into account once the queue is shown). */
  handedOver: boolean;
  draft: string;
  /** The message being sent, kept after a failure so RETRY sends it again. */
  pending: Outgoing | null;
  error: TextRef | null;
};

export type ChatWidgetEvent =
  | { type: 'TYPE'; value: string }
  | { type: 'SEND' }
  /** A tapped button or list row of the message messageId (its oid). */
  | { type: 'CHOOSE'; text: string; payload: string; messageId: string }
  /** A text the widget composed for the person (a shared location, an uploaded file's address). */
  | { type: 'SEND_TEXT'; text: string }
  | { type: 'RETRY' }
  | { type: 'RESTART' }
  | { type: 'NEW_CONVERSATION' };

export type KeyParams = { channelId: string } & ConversationKey;

/** What is wrong with a draft for the contract (null: it can be sent); empty drafts are simply not sendable. */
export function draftProblem(draft: string): TextRef | null {
  const parsed = webChatInput.shape.text.safeParse(draft);
  if (parsed.success) return null;
  if (parsed.error.issues.some((issue) => issue.code === 'too_big')) return { key: chatWidgetTexts.tooLong, values: { max: MAX_CHAT_TEXT } };
  return null;
}

export function canSendDraft(draft: string): boolean {
  return webChatInput.shape.text.safeParse(draft).success;
}

/** How long "typing" shows before the next queued message: up to its elapsedMs after the previous one. */
export function typingDelay(context: Pick<ChatWidgetContext, 'queue' | 'shownAt'>): number {
  const next = context.queue[0];
  return next ? Math.max(0, next.elapsedMs - context.shownAt) : 0;
}

/** A failed call as the widget says it: no answer at all, or the server's own message, or a general error. */
export function chatFailureText(error: unknown): TextRef {
  if (failureStatus(error) === undefined) return { key: commonTexts.noInternet };
  const message = failureBody(error)?.message;
  return message ? { key: chatWidgetTexts.general, message } : { key: chatWidgetTexts.general };
}

/** The newest message the person sees (the engine's log entries are not shown): the only one whose buttons answer. */
export function latestShownId(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.messageType !== LOG_MESSAGE_TYPE) return message.oid;
  }
  return null;
}

/** The person's own message as the view shows it until the history is read again. */
export function ownMessage(outgoing: Outgoing, index: number): ChatMessage {
  return { oid: `local-${index}`, sendBy: 'CLIENT', messageType: 'TEXT', content: { text: outgoing.text }, messageDate: '', elapsedMs: 0 };
}

const output = <T>(event: unknown) => (event as { output: T }).output;

export const chatWidgetMachine = setup({
  types: {
    input: {} as ChatWidgetInput,
    context: {} as ChatWidgetContext,
    events: {} as ChatWidgetEvent,
  },
  actors: {
    loadChannel: fromPromise<WebChatChannel, { channelId: string }>(async () => {
      throw new Error('loadChannel not provided');
    }),
    startConversation: fromPromise<WebChatStarted, { channelId: string }>(async () => {
      throw new Error('startConversation not provided');
    }),
    loadHistory: fromPromise<WebChatHistory, ConversationKey>(async () => {
      throw new Error('loadHistory not provided');
    }),
    /** The history read again while waiting for an agent (the same call as loadHistory). */
    checkHistory: fromPromise<WebChatHistory, ConversationKey>(async () => {
      throw new Error('checkHistory not provided');
    }),
    sendMessage: fromPromise<WebChatTurn, SendInput>(async () => {
      throw new Error('sendMessage not provided');
    }),
    restartConversation: fromPromise<WebChatTurn, ConversationKey>(async () => {
      throw new Error('restartConversation not provided');
    }),
  },
  delays: {
    typing: ({ context }) => typingDelay(context),
    agentPoll: AGENT_POLL_MS,
  },
  guards: {
    hasSaved: ({ context }) => context.conversation !== null,
    draftSendable: ({ context }) => canSendDraft(context.draft),
    historyEnded: ({ event }) => output<WebChatHistory>(event).ended,
    historyHandedOver: ({ event }) => output<WebChatHistory>(event).handedOver === true,
    textSendable: ({ event }) => event.type === 'SEND_TEXT' && canSendDraft(event.text),
    choiceOnLatest: ({ context, event }) => event.type === 'CHOOSE' && event.messageId === latestShownId(context.messages),
    /** The kept conversation is unknown to the engine now (or its token is refused): open a new one. */
    conversationGone: ({ event }) => {
      const status = failureStatus(actorError(event));
      return status !== undefined && status >= 400 && status < 500;
    },
    nothingQueuedEnded: ({ context }) => context.queue.length === 0 && context.ended,
    nothingQueuedHandedOver: ({ context }) => context.queue.length === 0 && context.handedOver,
    nothingQueued: ({ context }) => context.queue.length === 0,
  },
  actions: {
    remember: (_, _params: KeyParams) => {},
    forget: (_, _params: { channelId: string }) => {},
    setDraft: assign({ draft: ({ event }) => (assertEvent(event, 'TYPE'), event.value) }),
    keepChannel: assign({ channel: ({ event }) => output<WebChatChannel>(event), error: null }),
    showFailure: assign({ error: ({ event }) => chatFailureText(actorError(event)) }),
    clearError: assign({ error: null }),
    dropConversation: assign({ conversation: null }),
    /** A new conversation: the view starts empty, the opening messages queue up. */
    takeStarted: assign(({ event }) => {
      const started = output<WebChatStarted>(event);
      return {
        conversation: { conversationId: started.conversationId, clientToken: started.clientToken },
        messages: [],
        queue: started.messages,
        shownAt: 0,
        ended: started.ended,
        handedOver: started.handedOver ?? false,
        pending: null,
        error: null,
      };
    }),
    takeHistory: assign(({ event }) => {
      const history = output<WebChatHistory>(event);
      return { messages: history.messages, queue: [], shownAt: 0, ended: history.ended, handedOver: history.handedOver ?? false, error: null };
    }),
    /** An answer; after an ended conversation the engine opened a new one (new id and token). */
    takeTurn: assign(({ context, event }) => {
      const turn = output<WebChatTurn>(event);
      const clientToken = turn.clientToken ?? context.conversation?.clientToken ?? '';
      return {
        conversation: { conversationId: turn.conversationId, clientToken },
        queue: turn.messages,
        shownAt: 0,
        ended: turn.ended,
        handedOver: turn.handedOver ?? false,
        pending: null,
        error: null,
      };
    }),
    clearView: assign({ messages: [] }),
    sendDraft: assign(({ context }) => {
      const outgoing = { text: context.draft.trim() };
      return { pending: outgoing, draft: '', error: null, messages: [...context.messages, ownMessage(outgoing, context.messages.length)] };
    }),
    sendChoice: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const outgoing = { text: event.text, payload: event.payload };
      return { pending: outgoing, error: null, messages: [...context.messages, ownMessage(outgoing, context.messages.length)] };
    }),
    sendText: assign(({ context, event }) => {
      assertEvent(event, 'SEND_TEXT');
      const outgoing = { text: event.text.trim() };
      return { pending: outgoing, error: null, messages: [...context.messages, ownMessage(outgoing, context.messages.length)] };
    }),
    revealNext: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      return next ? { messages: [...context.messages, next], queue: rest, shownAt: next.elapsedMs } : {};
    }),
  },
}).createMachine({
  id: 'chatWidget',
  initial: 'loadingChannel',
  context: ({ input }) => ({
    channelId: input.channelId,
    channel: null,
    conversation: input.saved,
    messages: [],
    queue: [],
    shownAt: 0,
    ended: false,
    handedOver: false,
    draft: '',
    pending: null,
    error: null,
  }),
  states: {
    loadingChannel: {
      invoke: {
        id: 'loadChannel',
        src: 'loadChannel',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'ready', actions: 'keepChannel' },
        onError: { target: 'channelFailed', actions: 'showFailure' },
      },
    },
    channelFailed: { on: { RETRY: 'loadingChannel' } },
    /** A conversation kept for this channel in the tab continues; otherwise a new one opens. */
    ready: { always: [{ guard: 'hasSaved', target: 'resuming' }, { target: 'starting' }] },
    resuming: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => context.conversation!,
        onDone: [
          { guard: 'historyEnded', target: 'ended', actions: 'takeHistory' },
          { guard: 'historyHandedOver', target: 'waitingForAgent', actions: 'takeHistory' },
          { target: 'chatting', actions: 'takeHistory' },
        ],
        onError: [
          { guard: 'conversationGone', target: 'starting', actions: ['dropConversation', { type: 'forget', params: ({ context }) => ({ channelId: context.channelId }) }] },
          { target: 'resumeFailed', actions: 'showFailure' },
        ],
      },
    },
    resumeFailed: {
      on: {
        RETRY: 'resuming',
        NEW_CONVERSATION: { target: 'starting', actions: ['dropConversation', { type: 'forget', params: ({ context }) => ({ channelId: context.channelId }) }] },
      },
    },
    starting: {
      entry: 'clearError',
      invoke: {
        id: 'startConversation',
        src: 'startConversation',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: {
          target: 'chatting.showing',
          actions: ['takeStarted', { type: 'remember', params: ({ context }) => ({ channelId: context.channelId, ...context.conversation! }) }],
        },
        onError: { target: 'startFailed', actions: 'showFailure' },
      },
    },
    startFailed: { on: { RETRY: 'starting' } },
    chatting: {
      initial: 'idle',
      on: {
        TYPE: { actions: 'setDraft' },
        RESTART: '#chatWidget.restarting',
      },
      states: {
        idle: {
          on: {
            SEND: { guard: 'draftSendable', target: 'sending', actions: 'sendDraft' },
            CHOOSE: { guard: 'choiceOnLatest', target: 'sending', actions: 'sendChoice' },
            SEND_TEXT: { guard: 'textSendable', target: 'sending', actions: 'sendText' },
          },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ ...context.conversation!, ...context.pending! }),
            onDone: {
              target: 'showing',
              actions: ['takeTurn', { type: 'remember', params: ({ context }) => ({ channelId: context.channelId, ...context.conversation! }) }],
            },
            onError: { target: 'failed', actions: 'showFailure' },
          },
        },
        /** The message was not delivered: the server's reason shows; RETRY sends it again, or the person types another (their message is the newest, so no button answers). */
        failed: {
          on: {
            RETRY: 'sending',
            SEND: { guard: 'draftSendable', target: 'sending', actions: 'sendDraft' },
            SEND_TEXT: { guard: 'textSendable', target: 'sending', actions: 'sendText' },
          },
        },
        /** "Typing", then the next queued message at its time; the delay runs on the actor's clock. */
        showing: {
          always: [
            { guard: 'nothingQueuedEnded', target: '#chatWidget.ended' },
            { guard: 'nothingQueuedHandedOver', target: '#chatWidget.waitingForAgent' },
            { guard: 'nothingQueued', target: 'idle' },
          ],
          after: { typing: { target: 'showing', reenter: true, actions: 'revealNext' } },
        },
      },
    },
    /**
     * The flow handed the conversation over to a person: nothing to send to the assistant any
     * more; the history is read again now and then for the agent's messages and the end.
     */
    waitingForAgent: {
      on: { NEW_CONVERSATION: 'starting' },
      after: { agentPoll: 'checkingAgent' },
    },
    checkingAgent: {
      on: { NEW_CONVERSATION: 'starting' },
      invoke: {
        id: 'checkHistory',
        src: 'checkHistory',
        input: ({ context }) => context.conversation!,
        onDone: [
          { guard: 'historyEnded', target: 'ended', actions: 'takeHistory' },
          { target: 'waitingForAgent', actions: 'takeHistory' },
        ],
        // A failed read changes nothing: the next one comes at the next poll.
        onError: 'waitingForAgent',
      },
    },
    /** The assistant ended the conversation: a new one can start; a typed message opens one too (the engine does). */
    ended: {
      on: {
        TYPE: { actions: 'setDraft' },
        SEND: { guard: 'draftSendable', target: 'chatting.sending', actions: 'sendDraft' },
        CHOOSE: { guard: 'choiceOnLatest', target: 'chatting.sending', actions: 'sendChoice' },
        SEND_TEXT: { guard: 'textSendable', target: 'chatting.sending', actions: 'sendText' },
        NEW_CONVERSATION: 'starting',
        RESTART: 'restarting',
      },
    },
    restarting: {
      entry: 'clearError',
      invoke: {
        id: 'restartConversation',
        src: 'restartConversation',
        input: ({ context }) => context.conversation!,
        onDone: {
          target: 'chatting.showing',
          actions: ['clearView', 'takeTurn', { type: 'remember', params: ({ context }) => ({ channelId: context.channelId, ...context.conversation! }) }],
        },
        onError: { target: 'restartFailed', actions: 'showFailure' },
      },
    },
    /** The restart failed: the old conversation stays; RETRY (or Restart) asks again, or the person goes on chatting. */
    restartFailed: {
      on: {
        TYPE: { actions: 'setDraft' },
        RETRY: 'restarting',
        RESTART: 'restarting',
        SEND: { guard: 'draftSendable', target: 'chatting.sending', actions: 'sendDraft' },
        CHOOSE: { guard: 'choiceOnLatest', target: 'chatting.sending', actions: 'sendChoice' },
      },
    },
  },
});
