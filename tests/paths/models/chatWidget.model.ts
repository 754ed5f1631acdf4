import type { ChatMessage, WebChatStarted, WebChatTurn } from '../../../services/contracts/conversations';
import { MAX_CHAT_TEXT } from '../../../services/contracts/conversations';
import type { WebChatHistory } from '../../../services/contracts/conversations';
import { chatWidgetMachine, type ChatWidgetContext } from '../../../machines/conversations/chatWidget.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure } from './fixtures';

export const bot = (oid: string, text: string, elapsedMs = 0): ChatMessage => ({
  oid,
  sendBy: 'BOT',
  messageType: 'TEXT',
  content: { text },
  messageDate: '2026-11-23T09:00:00.000Z',
  elapsedMs,
});

export const channel = { id: 'ch1', name: 'Web chat', assistantName: 'Helper' };
/** The opening: a greeting at once, a question 1.2 s later. */
export const started: WebChatStarted = { conversationId: 'c1', clientToken: 't1', messages: [bot('m1', 'Hello!'), bot('m2', 'How can I help?', 1200)], ended: false };
/** A flow that says goodbye at once and ends. */
export const startedEnded: WebChatStarted = { conversationId: 'c1', clientToken: 't1', messages: [bot('m1', 'Closed today.')], ended: true };
export const turn: WebChatTurn = { conversationId: 'c1', messages: [bot('m3', 'Noted.', 800)], ended: false };
export const endingTurn: WebChatTurn = { conversationId: 'c1', messages: [bot('m4', 'Goodbye!')], ended: true };
/** A message after the end: the engine opened a new conversation. */
export const reopenedTurn: WebChatTurn = { conversationId: 'c2', clientToken: 't2', messages: [bot('m5', 'Welcome back!', 300)], ended: false };
export const history: WebChatHistory = {
  messages: [bot('m1', 'Hello!'), { ...bot('m2', 'Hi'), sendBy: 'CLIENT' }],
  ended: false,
};
export const endedHistory: WebChatHistory = { messages: [bot('m1', 'Goodbye!')], ended: true };
/** The flow hands over to a person: its last message, then nothing more from the assistant. */
export const handoverTurn: WebChatTurn = { conversationId: 'c1', messages: [bot('m6', 'A colleague will help you right away.', 400)], ended: false, handedOver: true };
/** While waiting: the history with the agent's first message, or the conversation closed. */
export const agentHistory: WebChatHistory = {
  messages: [bot('m1', 'Hello!'), { ...bot('m6', 'A colleague will help you right away.') }, { ...bot('m7', 'Hi, this is Sam.'), sendBy: 'AGENT' }],
  ended: false,
  handedOver: true,
};
export const closedHistory: WebChatHistory = { messages: [bot('m1', 'Hello!'), bot('m6', 'A colleague will help you right away.')], ended: true, handedOver: false };
export const saved = { conversationId: 'c1', clientToken: 't1' };
/** A tap on a button of message m2 (the opening question) or m4/m3 (later answers). */
export const choose = (messageId: string) => ({ type: 'CHOOSE', text: 'Opening hours', payload: 'btn-hours', messageId });
export const agentPollAfter = after('agentPoll', 'chatWidget.waitingForAgent');
/** A shared location as the widget sends it. */
export const sharedLocation = '41.0082,28.9784 https://www.openstreetmap.org/?mlat=41.0082&mlon=28.9784';
export const longText = 'x'.repeat(MAX_CHAT_TEXT + 1);
export const typingAfter = after('typing', 'chatWidget.chatting.showing');

export const chatWidgetModel: CatalogueEntry = {
  machine: chatWidgetMachine,
  appActions: ['remember', 'forget'],
  scenarios: [
    {
      name: 'opening a conversation',
      input: { channelId: 'ch1', saved: null },
      events: [
        failed('loadChannel', httpFailure(404, { message: 'Channel not found.' })),
        { type: 'RETRY' },
        done('loadChannel', channel),
        failed('startConversation', httpFailure(409, { message: 'This assistant has no saved version yet.' })),
        done('startConversation', started),
        done('startConversation', startedEnded),
        typingAfter,
        { type: 'NEW_CONVERSATION' },
      ],
    },
    {
      name: 'chatting',
      input: { channelId: 'ch1', saved: null },
      events: [
        done('loadChannel', channel),
        done('startConversation', started),
        typingAfter,
        { type: 'TYPE', value: 'I need help' },
        { type: 'SEND' },
        // m2 is the newest message after the opening; m3 and m4 after later answers; m1 never is.
        choose('m1'),
        choose('m2'),
        choose('m3'),
        choose('m4'),
        { type: 'SEND_TEXT', text: sharedLocation },
        done('sendMessage', turn),
        done('sendMessage', endingTurn),
        done('sendMessage', reopenedTurn),
        failed('sendMessage', networkFailure),
        { type: 'RETRY' },
        { type: 'RESTART' },
        done('restartConversation', turn),
        failed('restartConversation', httpFailure(400, { message: 'The conversation cannot restart.' })),
      ],
    },
    {
      name: 'handed over to a person: waiting for an agent, the agent answers, the conversation ends',
      input: { channelId: 'ch1', saved: null },
      events: [
        done('loadChannel', channel),
        done('startConversation', started),
        typingAfter,
        choose('m2'),
        done('sendMessage', handoverTurn),
        // The spent quick reply of m2 and anything typed are not sent.
        choose('m6'),
        agentPollAfter,
        done('checkHistory', agentHistory),
        done('checkHistory', closedHistory),
        failed('checkHistory', networkFailure),
        { type: 'NEW_CONVERSATION' },
      ],
    },
    {
      name: 'a reload continues a conversation waiting for an agent',
      input: { channelId: 'ch1', saved },
      events: [done('loadChannel', channel), done('loadHistory', agentHistory)],
    },
    {
      name: 'a message too long is not sent',
      input: { channelId: 'ch1', saved: null },
      events: [done('loadChannel', channel), done('startConversation', started), typingAfter, { type: 'TYPE', value: longText }, { type: 'SEND' }],
    },
    {
      name: 'a reload continues the kept conversation',
      input: { channelId: 'ch1', saved },
      events: [
        done('loadChannel', channel),
        done('loadHistory', history),
        done('loadHistory', endedHistory),
        failed('loadHistory', httpFailure(404, { message: 'Conversation not found.' })),
        failed('loadHistory', networkFailure),
        { type: 'RETRY' },
        { type: 'NEW_CONVERSATION' },
        done('startConversation', started),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as ChatWidgetContext;
    return [
      c.conversation?.conversationId ?? null,
      c.messages.length > 0,
      c.messages.at(-1)?.sendBy === 'CLIENT' ? 'own' : (c.messages.at(-1)?.oid ?? null),
      c.queue.length,
      c.ended,
      c.handedOver,
      c.draft,
      c.error !== null,
    ];
  }),
};
