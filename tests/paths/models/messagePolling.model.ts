import type { ConversationMessage } from '../../../services/contracts/conversations';
import { messagePollingMachine, type MessagePollingContext } from '../../../machines/conversations/messagePolling.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { after, done, failed, httpFailure, networkFailure } from './fixtures';

export const pollMessages: ConversationMessage[] = [
  { oid: 'm1', content: { text: 'Hello' }, messageType: 'TEXT', messageDate: '2026-11-20T09:30:00.000Z', sendBy: 'CLIENT', debugInfo: null },
  {
    oid: 'm2',
    content: { text: 'Entered Welcome' },
    messageType: 'LOG',
    messageDate: '2026-11-20T09:30:01.000Z',
    sendBy: 'BOT',
    debugInfo: { moduleId: 'welcome', moduleType: 'MESSAGE', text: 'Entered Welcome' },
  },
];

export const messagePollingModel: CatalogueEntry = {
  machine: messagePollingMachine,
  appActions: [],
  scenarios: [
    {
      name: 'poll until messages arrive',
      input: { conversationId: 'conv-1' },
      events: [
        done('loadMessages', []),
        done('loadMessages', pollMessages),
        failed('loadMessages', networkFailure),
        failed('loadMessages', httpFailure(500)),
        failed('loadMessages', httpFailure(404, { message: 'The conversation does not exist.' })),
        after('poll', 'messagePolling.waiting'),
        { type: 'RETRY' },
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as MessagePollingContext;
    return [c.messages.length, c.error, c.refetched];
  }),
};
