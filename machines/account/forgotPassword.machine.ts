import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { EmailRequest } from '../../services/contracts/auth';
import { actorError, failureStatus } from '../shared/apiError';
import { isValidEmail } from './login.machine';
import { commonTexts, text, type TextRef } from '../shared/text';

export type ForgotPasswordContext = { email: string; error: TextRef | null; notice: TextRef | null };
export type ForgotPasswordEvent = { type: 'EMAIL_CHANGED'; value: string } | { type: 'SUBMIT' };

export const forgotPasswordTexts = { sent: 'forgotPassword.sent' } as const;

/** Spec 8: 200, 400 and 404 all read as "sent", so nobody learns which addresses exist. */
const SAME_AS_SENT = [400, 404];

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    forgot: fromPromise<unknown, EmailRequest>(async () => {
      throw new Error('forgot not provided');
    }),
  },
  guards: {
    emailValid: ({ context }) => isValidEmail(context.email),
    answeredAsSent: ({ event }) => SAME_AS_SENT.includes(failureStatus(actorError(event)) ?? 0),
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (assertEvent(event, 'EMAIL_CHANGED'), event.value) }),
    clearTexts: assign({ error: null, notice: null }),
    showSent: assign({ notice: text(forgotPasswordTexts.sent) }),
    showFailure: assign({
      error: ({ event }) => text(failureStatus(actorError(event)) === undefined ? commonTexts.noInternet : commonTexts.internet),
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'editing',
  context: { email: '', error: null, notice: null },
  states: {
    editing: {
      on: {
        EMAIL_CHANGED: { actions: 'setEmail' },
        SUBMIT: { guard: 'emailValid', target: 'sending' },
      },
    },
    sending: {
      entry: 'clearTexts',
      invoke: {
        id: 'forgot',
        src: 'forgot',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: 'showSent' },
        onError: [
          { guard: 'answeredAsSent', target: 'sent', actions: 'showSent' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    /** The success text shows; changing the address starts over. */
    sent: {
      on: { EMAIL_CHANGED: { target: 'editing', actions: ['setEmail', 'clearTexts'] } },
    },
  },
});
