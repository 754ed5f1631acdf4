import { assign, fromPromise, setup } from 'xstate';
import { zohoLoginMessages, type ZohoChannelCreated, type ZohoChannelInput, type ZohoLoggedIn } from '../../services/contracts/channels/salesChatLogin';
import { actorError, failureBody } from '../shared/apiError';
import type { TextRef } from '../shared/text';
import type { Assistant } from './channels';
import { channelTexts } from './channelTexts';
import { salesChatFailureText, salesChatTexts } from './salesChatTexts';

export type SalesChatReturnContext = {
  /** The query Zoho redirected to /company-profile/create-zoho with, unchanged. */
  query: Record<string, string>;
  login: ZohoLoggedIn | null;
  assistants: Assistant[];
  name: string;
  botId: string;
  created: ZohoChannelCreated | null;
  error: TextRef | null;
};

export type SalesChatReturnEvent = { type: 'EDIT_NAME'; value: string } | { type: 'CHOOSE_ASSISTANT'; botId: string } | { type: 'CREATE' } | { type: 'RETRY' };

export type SalesChatReturnInput = { query: Record<string, string> };

/** The login's ticket is gone (expired, or the server no longer reads it): only a new login helps. */
const ticketRefused = (error: unknown) => failureBody(error)?.message === zohoLoginMessages.ticketRefused;

/**
 * /company-profile/create-zoho (spec 01 section 2.2, spec 02): where Zoho sends the admin back
 * after the sales-chat login. Zoho's refusal in the address (the admin chose Reject: error=
 * access_denied) or no code at all ends in `failed` at once. The server exchanges Zoho's code (`zohoToken` with the url query
 * as it came) for a sealed login; a refusal (the admin rejected, a spent code, a wrong client
 * secret, a login not started here) or no answer ends in `failed` with Zoho's words. Then the
 * company's assistants are read and the post-login form asks for the channel's name and,
 * optionally, its assistant; CREATE makes the channel (`createZohoChannel`) and the screen opens
 * the company profile's CHANNELS tab (`openChannels`). A failed create stays on the form with
 * the spec's "Failed to create Zoho channel ..." (or the server's refusal) unless the login
 * itself has expired. The actors are provided by the screen.
 */
export const salesChatReturnMachine = setup({
  types: { context: {} as SalesChatReturnContext, events: {} as SalesChatReturnEvent, input: {} as SalesChatReturnInput },
  actors: {
    zohoToken: fromPromise<ZohoLoggedIn, { query: Record<string, string> }>(async () => {
      throw new Error('zohoToken not provided');
    }),
    loadAssistants: fromPromise<Assistant[], { companyId: string }>(async () => {
      throw new Error('loadAssistants not provided');
    }),
    createZohoChannel: fromPromise<ZohoChannelCreated, ZohoChannelInput>(async () => {
      throw new Error('createZohoChannel not provided');
    }),
  },
  guards: {
    refusedAtZoho: ({ context }) => !context.query['code'] && Boolean(context.query['error']),
    noCode: ({ context }) => !context.query['code'],
    named: ({ context }) => context.name.trim() !== '',
    ticketRefused: ({ event }) => ticketRefused(actorError(event)),
  },
  actions: {
    showLoginFailure: assign({ error: ({ event }) => salesChatFailureText(actorError(event), salesChatTexts.providerErrorUnknown) }),
    showAssistantsFailure: assign({ error: ({ event }) => salesChatFailureText(actorError(event), channelTexts.assistantsFailed) }),
    showCreateFailure: assign({ error: ({ event }) => salesChatFailureText(actorError(event), salesChatTexts.createFailed) }),
    openChannels: (_, _params: { companyId: string }) => {},
  },
}).createMachine({
  id: 'salesChatReturn',
  context: ({ input }) => ({ query: input.query, login: null, assistants: [], name: '', botId: '', created: null, error: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        {
          guard: 'refusedAtZoho',
          target: 'failed',
          actions: assign({ error: ({ context }) => ({ key: salesChatTexts.providerError, values: { error: context.query['error'] ?? '' } }) }),
        },
        { guard: 'noCode', target: 'failed', actions: assign({ error: { key: salesChatTexts.codeMissing } }) },
        { target: 'exchanging' },
      ],
    },
    exchanging: {
      invoke: {
        id: 'zohoToken',
        src: 'zohoToken',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'readingAssistants', actions: assign({ login: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'showLoginFailure' },
      },
    },
    readingAssistants: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAssistants',
        src: 'loadAssistants',
        input: ({ context }) => ({ companyId: context.login?.companyId ?? '' }),
        onDone: { target: 'naming', actions: assign({ assistants: ({ event }) => event.output }) },
        onError: { target: 'assistantsFailed', actions: 'showAssistantsFailure' },
      },
    },
    assistantsFailed: {
      on: { RETRY: { target: 'readingAssistants' } },
    },
    naming: {
      on: {
        EDIT_NAME: { actions: assign({ name: ({ event }) => event.value, error: null }) },
        CHOOSE_ASSISTANT: { actions: assign({ botId: ({ event }) => event.botId, error: null }) },
        CREATE: [{ guard: 'named', target: 'creating' }, { actions: assign({ error: { key: salesChatTexts.nameRequired } }) }],
      },
    },
    creating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'createZohoChannel',
        src: 'createZohoChannel',
        input: ({ context }) => ({ ticket: context.login?.ticket ?? '', name: context.name.trim(), ...(context.botId ? { botId: context.botId } : {}) }),
        onDone: {
          target: 'created',
          actions: [assign({ created: ({ event }) => event.output }), { type: 'openChannels', params: ({ event }) => ({ companyId: event.output.companyId }) }],
        },
        onError: [
          { guard: 'ticketRefused', target: 'failed', actions: 'showCreateFailure' },
          { target: 'naming', actions: 'showCreateFailure' },
        ],
      },
    },
    created: {},
    failed: {},
  },
});
