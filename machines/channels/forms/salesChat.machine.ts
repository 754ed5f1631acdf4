import { assign, fromPromise, setup } from 'xstate';
import { zohoAuthorizeBody, zohoLoginMessages, type ZohoAuthorizeInput } from '../../../services/contracts/channels/salesChatLogin';
import { actorError } from '../../shared/apiError';
import type { TextRef } from '../../shared/text';
import { channelTexts } from '../channelTexts';
import { salesChatFailureText, salesChatTexts } from '../salesChatTexts';
import type { ChannelFormInput } from './channelForm';

/** The CONFIGURATIONS tab's fields: the company's Zoho API console client and the SalesIQ portal. */
export const SALES_CHAT_FIELDS = ['clientId', 'clientSecret', 'screenName'] as const;
export type SalesChatField = (typeof SALES_CHAT_FIELDS)[number];

export type SalesChatFormContext = {
  mode: 'create' | 'update';
  companyId: string;
  fields: Record<SalesChatField, string>;
  /** Per field: why it is refused. */
  errors: Partial<Record<SalesChatField, TextRef>>;
  error: TextRef | null;
};

export type SalesChatFormEvent = { type: 'FIELD_CHANGED'; field: string; value: string } | { type: 'SUBMIT' };

const isField = (field: string): field is SalesChatField => (SALES_CHAT_FIELDS as readonly string[]).includes(field);

/** The fields as the authorize call takes them (an empty screen name left out). */
function authorizeInput(context: SalesChatFormContext): ZohoAuthorizeInput {
  const { clientId, clientSecret, screenName } = context.fields;
  return { companyId: context.companyId, clientId, clientSecret, ...(screenName.trim() ? { screenName } : {}) };
}

/** The contract's refusal of each field, in the user's language. */
function fieldErrors(context: SalesChatFormContext): Partial<Record<SalesChatField, TextRef>> {
  const parsed = zohoAuthorizeBody.safeParse(authorizeInput(context));
  if (parsed.success) return {};
  const errors: Partial<Record<SalesChatField, TextRef>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isField(field) || errors[field]) continue;
    if (issue.message === zohoLoginMessages.clientIdRequired) errors[field] = { key: salesChatTexts.clientIdRequired };
    else if (issue.message === zohoLoginMessages.clientSecretRequired) errors[field] = { key: salesChatTexts.clientSecretRequired };
    else errors[field] = { key: channelTexts.invalid, message: issue.message };
  }
  return errors;
}

/**
 * The sales-chat (Zoho SalesIQ) channel's form in the CHANNELS tab (spec 02 sections 2 and 8):
 * the channel is made by Zoho's login, so the form asks for the company's Zoho API console
 * client (id and secret) and the SalesIQ portal's screen name, and SUBMIT ("Sign in with Zoho")
 * asks the server for Zoho's authorize address and sends the browser there (`openZoho`); the
 * name and the assistant are asked when Zoho sends the admin back (salesChatReturn.machine.ts).
 * A stored sales-chat channel's update form only says 'Not implemented yet.' (spec 02).
 * The `zohoAuthorize` actor is provided by the screen.
 */
export const salesChatMachine = setup({
  types: { context: {} as SalesChatFormContext, events: {} as SalesChatFormEvent, input: {} as ChannelFormInput, tags: {} as 'editing' },
  actors: {
    zohoAuthorize: fromPromise<{ url: string }, ZohoAuthorizeInput>(async () => {
      throw new Error('zohoAuthorize not provided');
    }),
  },
  guards: {
    isUpdate: ({ context }) => context.mode === 'update',
    invalid: ({ context }) => Object.keys(fieldErrors(context)).length > 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED' || !isField(event.field)) return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors, error: null };
    }),
    showErrors: assign({ errors: ({ context }) => fieldErrors(context) }),
    showFailure: assign({ error: ({ event }) => salesChatFailureText(actorError(event), salesChatTexts.providerErrorUnknown) }),
    openZoho: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'salesChat',
  context: ({ input }) => ({
    mode: input.channelId === null ? 'create' : 'update',
    companyId: input.companyId,
    fields: { clientId: '', clientSecret: '', screenName: '' },
    errors: {},
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isUpdate', target: 'notImplemented' }, { target: 'editing' }] },
    editing: {
      tags: 'editing',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        SUBMIT: [{ guard: 'invalid', actions: 'showErrors' }, { target: 'authorizing' }],
      },
    },
    authorizing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'zohoAuthorize',
        src: 'zohoAuthorize',
        input: ({ context }) => authorizeInput(context),
        onDone: { target: 'leaving', actions: { type: 'openZoho', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    leaving: {},
    notImplemented: {},
  },
});
