import { messengerWindowMachine, type MessengerWindowContext, type MessengerWindowInput } from '../../../machines/conversations/messengerWindow.machine';
import { createMachine } from 'xstate';
import { serializeWith, type CatalogueEntry } from '../model';
import { after } from './fixtures';

export const savedKey = { conversationId: 'c1', clientToken: 't1' };
export const windowInput: MessengerWindowInput = {
  channelId: 'ch1',
  saved: null,
  signInNeeded: false,
  approvalNeeded: false,
  closingPopup: true,
  startDelayMs: null,
  openAtOnce: false,
};

/** What the conversation reports as it goes: started on the server, then ended by its flow. */
export const conversationStarted = { type: 'xstate.snapshot.conversation', snapshot: { value: { chatting: 'idle' }, context: { conversation: savedKey } } };
export const conversationEnded = { type: 'xstate.snapshot.conversation', snapshot: { value: 'ended', context: { conversation: savedKey } } };

const userEvents = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'DISMISS_CALLOUT' },
  { type: 'KEEP_CONVERSATION' },
  { type: 'END_CONVERSATION' },
  conversationStarted,
  conversationEnded,
] as const;

/** A conversation that reports nothing by itself: the scenario sends what it reports. */
const quietConversation = createMachine({ context: { conversation: null } });

/** The web messenger's window: launcher, callout, sign-in and approval gates, the closing popup around the conversation. */
export const messengerWindowModel: CatalogueEntry = {
  machine: messengerWindowMachine,
  appActions: ['rememberApproval', 'endConversation'],
  childActors: { conversation: quietConversation },
  scenarios: [
    { name: 'closing popup', input: windowInput, events: userEvents },
    {
      name: 'sign-in and approval first',
      input: { ...windowInput, signInNeeded: true, approvalNeeded: true, closingPopup: false },
      events: [{ type: 'SIGNED_IN' }, { type: 'APPROVE' }, ...userEvents],
    },
    {
      name: 'opens by itself after the start delay',
      input: { ...windowInput, startDelayMs: 5000 },
      events: [after('startDelay', 'messengerWindow.window.closed'), { type: 'OPEN' }, { type: 'CLOSE' }],
    },
    {
      name: 'full screen, continuing a kept conversation',
      input: { ...windowInput, saved: savedKey, openAtOnce: true },
      events: [conversationStarted, { type: 'CLOSE' }, { type: 'END_CONVERSATION' }],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as MessengerWindowContext;
    return [c.signInNeeded, c.approvalNeeded, c.ongoing, c.key !== null, c.calloutDismissed, c.openedOnce];
  }),
};
