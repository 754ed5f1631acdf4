import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { OtpRequestBody, OtpRequested, OtpVerifyBody, WebChatSession, WebChatSignInForm } from '../../services/contracts/webChatSignIn';
import { OTP_LENGTH } from '../../services/contracts/webChatSignIn';
import { actorError, failureCause, failureStatus } from '../shared/apiError';
import { FALLBACK_COUNTRY, internationalPhone, startingCountry } from './widgetSignInCountries';

/** What the sign-in tells the visitor went wrong (texts under "signIn" in locales/<lng>/widget.json). */
export type SignInProblem = 'offline' | 'failed' | 'wrongCode' | 'expired' | 'tooMany' | 'smsFailed' | 'tokenRefused' | 'phone' | 'nameRequired' | 'emailRequired';

export type WidgetSignInInput = { channelId: string; token: string | null };

export type WidgetSignInContext = {
  channelId: string;
  form: WebChatSignInForm | null;
  country: string;
  phone: string;
  name: string;
  email: string;
  code: string;
  /** The host page's token (TOKEN sign-in), once given. */
  token: string | null;
  problem: SignInProblem | null;
  session: WebChatSession | null;
};

export type WidgetSignInEvent =
  | { type: 'COUNTRY_CHANGED'; value: string }
  | { type: 'PHONE_CHANGED'; value: string }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'EMAIL_CHANGED'; value: string }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'CHANGE_PHONE' }
  | { type: 'TOKEN_GIVEN'; token: string }
  | { type: 'RETRY' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The phone number as the server will read it, or null while it cannot be one. */
export function phoneOf(context: Pick<WidgetSignInContext, 'form' | 'country' | 'phone'>): string | null {
  const phone = internationalPhone(context.form?.countries ?? [], context.country, context.phone);
  return /^\+[1-9]\d{6,14}$/.test(phone) ? phone : null;
}

/** Why the details cannot be sent yet, or null when they can. */
export function detailsProblem(context: WidgetSignInContext): SignInProblem | null {
  if (context.form?.requireName && !context.name.trim()) return 'nameRequired';
  const email = context.email.trim();
  if ((context.form?.requireEmail && !email) || (email && !EMAIL.test(email))) return 'emailRequired';
  return phoneOf(context) ? null : 'phone';
}

export const codeComplete = (code: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim());

/** A failed call as the sign-in says it, by the server's status and reason. */
export function signInProblem(error: unknown): SignInProblem {
  const status = failureStatus(error);
  if (status === undefined) return 'offline';
  const cause = failureCause(error);
  if (cause === 'wrong_code') return 'wrongCode';
  if (status === 410) return 'expired';
  if (status === 429) return 'tooMany';
  if (cause === 'sms_failed') return 'smsFailed';
  if (status === 401) return 'tokenRefused';
  return 'failed';
}

/** An actor the app provides (the messenger's calls). */
const notProvided = <Output, Input>() =>
  fromPromise<Output, Input>(async () => {
    throw new Error('not provided');
  });

/**
 * Signing a visitor in before the web messenger starts a conversation (auth OTP or TOKEN,
 * docs/web-messenger-sign-in.md). OTP: the details (phone with its country, name and e-mail
 * when the channel asks), then the code sent by SMS. TOKEN: the host page's token, given with
 * the script tag or later. Ends with the session (`remember` keeps it).
 */
export const widgetSignInMachine = setup({
  types: { context: {} as WidgetSignInContext, events: {} as WidgetSignInEvent, input: {} as WidgetSignInInput },
  actors: {
    loadForm: notProvided<WebChatSignInForm, { channelId: string }>(),
    requestCode: notProvided<OtpRequested, { channelId: string; body: OtpRequestBody }>(),
    verifyCode: notProvided<WebChatSession, { channelId: string; body: OtpVerifyBody }>(),
    exchangeToken: notProvided<WebChatSession, { channelId: string; token: string }>(),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    detailsReady: ({ context }) => detailsProblem(context) === null,
    codeReady: ({ context }) => codeComplete(context.code),
    mustAskAgain: ({ event }) => ['expired', 'tooMany'].includes(signInProblem(actorError(event))),
  },
  actions: {
    setCountry: assign({ country: ({ event }) => (assertEvent(event, 'COUNTRY_CHANGED'), event.value), problem: null }),
    setPhone: assign({ phone: ({ event }) => (assertEvent(event, 'PHONE_CHANGED'), event.value), problem: null }),
    setName: assign({ name: ({ event }) => (assertEvent(event, 'NAME_CHANGED'), event.value), problem: null }),
    setEmail: assign({ email: ({ event }) => (assertEvent(event, 'EMAIL_CHANGED'), event.value), problem: null }),
    setCode: assign({ code: ({ event }) => (assertEvent(event, 'CODE_CHANGED'), event.value.replace(/\D/g, '').slice(0, OTP_LENGTH)), problem: null }),
    setToken: assign({ token: ({ event }) => (assertEvent(event, 'TOKEN_GIVEN'), event.token), problem: null }),
    showDetailsProblem: assign({ problem: ({ context }) => detailsProblem(context) }),
    showFailure: assign({ problem: ({ event }) => signInProblem(actorError(event)) }),
    clearCode: assign({ code: '' }),
    clearProblem: assign({ problem: null }),
    /** The app keeps the session (the page's storage), so a reload stays signed in until it ends. */
    remember: (_, _params: { channelId: string; session: WebChatSession }) => {},
  },
}).createMachine({
  id: 'widgetSignIn',
  context: ({ input }) => ({
    channelId: input.channelId,
    form: null,
    country: FALLBACK_COUNTRY,
    phone: '',
    name: '',
    email: '',
    code: '',
    token: input.token,
    problem: null,
    session: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: [
          {
            guard: ({ event }) => event.output.auth === 'OTP',
            target: 'details',
            actions: assign({ form: ({ event }) => event.output, country: ({ event }) => startingCountry(event.output.countries, event.output.defaultCountry) }),
          },
          { target: 'token', actions: assign({ form: ({ event }) => event.output }) },
        ],
        onError: { target: 'unavailable', actions: 'showFailure' },
      },
    },
    /** The form could not be read: the visitor may try again. */
    unavailable: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
    details: {
      on: {
        COUNTRY_CHANGED: { actions: 'setCountry' },
        PHONE_CHANGED: { actions: 'setPhone' },
        NAME_CHANGED: { actions: 'setName' },
        EMAIL_CHANGED: { actions: 'setEmail' },
        SUBMIT: [{ guard: 'detailsReady', target: 'requestingCode' }, { actions: 'showDetailsProblem' }],
      },
    },
    requestingCode: {
      entry: 'clearProblem',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({
          channelId: context.channelId,
          body: {
            phone: phoneOf(context) ?? '',
            ...(context.name.trim() ? { name: context.name.trim() } : {}),
            ...(context.email.trim() ? { email: context.email.trim() } : {}),
          },
        }),
        onDone: { target: 'code', actions: 'clearCode' },
        onError: { target: 'details', actions: 'showFailure' },
      },
    },
    code: {
      on: {
        CODE_CHANGED: { actions: 'setCode' },
        SUBMIT: { guard: 'codeReady', target: 'verifying' },
        RESEND: { target: 'requestingCode' },
        CHANGE_PHONE: { target: 'details', actions: 'clearProblem' },
      },
    },
    verifying: {
      entry: 'clearProblem',
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ channelId: context.channelId, body: { phone: phoneOf(context) ?? '', code: context.code.trim() } }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'remember', params: ({ context, event }) => ({ channelId: context.channelId, session: event.output }) },
          ],
        },
        onError: [
          { guard: 'mustAskAgain', target: 'code', actions: ['showFailure', 'clearCode'] },
          { target: 'code', actions: 'showFailure' },
        ],
      },
    },
    /** TOKEN: waits for the host page's token, then trades it for a session. */
    token: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasToken', target: 'exchanging' }, { target: 'waiting' }] },
        waiting: { on: { TOKEN_GIVEN: { target: 'exchanging', actions: 'setToken' } } },
        exchanging: {
          invoke: {
            id: 'exchangeToken',
            src: 'exchangeToken',
            input: ({ context }) => ({ channelId: context.channelId, token: context.token ?? '' }),
            onDone: {
              target: '#widgetSignIn.signedIn',
              actions: [
                assign({ session: ({ event }) => event.output }),
                { type: 'remember', params: ({ context, event }) => ({ channelId: context.channelId, session: event.output }) },
              ],
            },
            onError: { target: 'waiting', actions: 'showFailure' },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.session,
});
