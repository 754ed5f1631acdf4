import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { httpUrl, requiredText } from '../../../services/contracts/channels/fields';
import type { TextRef } from '../../shared/text';
import { contractText } from '../channelTexts';
import { popupTexts, type PopupOutcome } from './popupTexts';

export type PartnerWebhook = { partnerWebhookUrl: string; token: string };
export type PartnerWebhookInput = { channelId: string };
export type PartnerWebhookContext = PartnerWebhookInput & PartnerWebhook & { errors: { partnerWebhookUrl: TextRef | null; token: TextRef | null }; outcome: PopupOutcome };
export type PartnerWebhookEvent = { type: 'URL_CHANGED'; value: string } | { type: 'TOKEN_CHANGED'; value: string } | { type: 'SAVE' } | { type: 'CLOSE' };

const problemOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }): TextRef | null =>
  result.success ? null : contractText(result.error?.issues[0]?.message ?? '');

/** Both fields empty removes the webhook; otherwise the url must look like one ('Please enter a valid url') and the token be set. */
function problems(context: PartnerWebhook): PartnerWebhookContext['errors'] {
  if (context.partnerWebhookUrl.trim() === '' && context.token.trim() === '') return { partnerWebhookUrl: null, token: null };
  return { partnerWebhookUrl: problemOf(httpUrl().safeParse(context.partnerWebhookUrl)), token: problemOf(requiredText(500).safeParse(context.token)) };
}

/**
 * The partner webhook popup (spec 02 sections 2, 3 and 5): loads the channel's webhook on
 * open (closing with 'An error occurred fetching data' when it cannot), edits partnerWebhookUrl
 * and token, saves, and closes with 'Channel updated successfully.' or 'Something went wrong
 * while updating channel.'.
 */
export const partnerWebhookMachine = setup({
  types: { context: {} as PartnerWebhookContext, events: {} as PartnerWebhookEvent, input: {} as PartnerWebhookInput },
  actors: {
    loadPartnerWebhook: fromPromise<PartnerWebhook, { channelId: string }>(async () => {
      throw new Error('loadPartnerWebhook not provided');
    }),
    savePartnerWebhook: fromPromise<unknown, PartnerWebhook & { channelId: string }>(async () => {
      throw new Error('savePartnerWebhook not provided');
    }),
  },
  guards: {
    valid: ({ context }) => {
      const found = problems(context);
      return found.partnerWebhookUrl === null && found.token === null;
    },
  },
  actions: {
    setUrl: assign(({ context, event }) => (assertEvent(event, 'URL_CHANGED'), { partnerWebhookUrl: event.value, errors: { ...context.errors, partnerWebhookUrl: null } })),
    setToken: assign(({ context, event }) => (assertEvent(event, 'TOKEN_CHANGED'), { token: event.value, errors: { ...context.errors, token: null } })),
    showProblems: assign({ errors: ({ context }) => problems(context) }),
  },
}).createMachine({
  id: 'partnerWebhook',
  context: ({ input }) => ({ ...input, partnerWebhookUrl: '', token: '', errors: { partnerWebhookUrl: null, token: null }, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPartnerWebhook',
        src: 'loadPartnerWebhook',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ partnerWebhookUrl: event.output.partnerWebhookUrl, token: event.output.token })) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }) },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      on: {
        URL_CHANGED: { actions: 'setUrl' },
        TOKEN_CHANGED: { actions: 'setToken' },
        SAVE: [{ guard: 'valid', target: 'saving' }, { actions: 'showProblems' }],
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'savePartnerWebhook',
        src: 'savePartnerWebhook',
        input: ({ context }) => ({ channelId: context.channelId, partnerWebhookUrl: context.partnerWebhookUrl.trim(), token: context.token.trim() }),
        onDone: { target: 'closed', actions: assign({ outcome: { kind: 'success', text: { key: popupTexts.updated } } }) },
        onError: { target: 'closed', actions: assign({ outcome: { kind: 'error', text: { key: popupTexts.updateFailed } } }) },
      },
    },
    closed: { type: 'final' },
  },
});
