import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { SigninAnswer, SigninRequest, UserInfo } from '../../services/contracts/auth';
import { isEmailAddress } from '../../services/contracts/emailRule';
import { actorError, failureBody, failureCause, failureStatus, hasStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';

export type LoginInput = { captchaThreshold: number; appInstallation: boolean; origin?: string };

/** Where a signed-in user goes (spec 2.4). */
export type SignedInOutcome = { kind: 'guide' | 'origin' | 'dashboard'; path: string };

export type SessionRequest = { token: string; user: UserInfo | string };

export type LoginContext = LoginInput & {
  email: string;
  password: string;
  keepSignedIn: boolean;
  captchaToken: string | null;
  /** The server forced a captcha (400 captcha_required or captchaRequired in an answer). */
  captchaRequired: boolean;
  failureCount: number;
  error: TextRef | null;
  /** Seconds until a 429 lockout ends. */
  remainingSeconds: number;
  outcome: SignedInOutcome | null;
};

export type LoginEvent =
  | { type: 'EMAIL_CHANGED'; value: string }
  | { type: 'PASSWORD_CHANGED'; value: string }
  | { type: 'KEEP_SIGNED_IN_CHANGED'; value: boolean }
  | { type: 'CAPTCHA_SOLVED'; token: string }
  | { type: 'CAPTCHA_EXPIRED' }
  | { type: 'SUBMIT' }
  | { type: 'OAUTH_TOKEN'; token: string; user: string };

export const loginTexts = {
  credentials: 'login.errors.credentials',
  ipNotAllowed: 'login.errors.ipNotAllowed',
  notConfirmed: 'login.errors.notConfirmed',
  general: 'login.errors.general',
  locked: 'login.errors.locked',
  internet: commonTexts.internet,
} as const;

/** Lockout length when a 429 carries no remainingTime. */
export const LOGIN_LOCKOUT_FALLBACK_SECONDS = 5 * 60;
export const IP_BLOCKED_TOAST_MS = 4000;

/** Spec 2.4: guide on first login; else back to the origin of an app installation; else the dashboard. */
export function signedInOutcome(answer: SigninAnswer, input: LoginInput): SignedInOutcome {
  if (answer.firstLogin) return { kind: 'guide', path: '/guide?firstLogin=true' };
  if (input.appInstallation && input.origin) return { kind: 'origin', path: input.origin };
  return { kind: 'dashboard', path: '/' };
}

/** The sign-in's address rule, the one the server's schema applies (emailRule.ts). */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(value);
}

type AnswerEvent = DoneActorEvent<SigninAnswer>;
const answerOf = (event: unknown) => (event as AnswerEvent).output;
const errorOf = actorError;

/** What a failed sign-in (or session fetch) means for the user: spec 8. */
function failureText(error: unknown): TextRef {
  const status = failureStatus(error);
  const message = failureBody(error)?.message;
  if (status === undefined) return text(commonTexts.noInternet);
  if (status === 401 && failureCause(error) === 'err_ip_not_allowed') return text(loginTexts.ipNotAllowed);
  if (status === 401) return text(loginTexts.credentials);
  if (status === 403) return text(loginTexts.notConfirmed);
  if (status === 429) return text(loginTexts.locked, message);
  if (status >= 500) return text(loginTexts.internet);
  return text(loginTexts.general, message);
}

const successTransitions = [
  {
    guard: 'passwordChangeRequired',
    target: 'choosingPassword',
    actions: { type: 'goToChoosePassword', params: ({ event }: { event: unknown }) => ({ answer: answerOf(event) }) },
  },
  { guard: 'tfaNotSet', target: 'twoFactorSetup', actions: { type: 'goToTwoFactorSetup', params: ({ event }: { event: unknown }) => ({ answer: answerOf(event) }) } },
  { guard: 'tfaExpired', target: 'twoFactorVerify', actions: { type: 'goToTwoFactorVerify', params: ({ event }: { event: unknown }) => ({ answer: answerOf(event) }) } },
  { guard: 'authenticated', target: 'signedIn', actions: 'rememberOutcome' },
  { target: 'editing', actions: 'showGeneralError' },
] as const;

const failureTransitions = [
  { guard: 'isLockout', target: 'locked', actions: ['recordFailure', 'startLockout'] },
  {
    guard: 'isIpBlocked',
    target: 'editing',
    actions: ['recordFailure', { type: 'showToast', params: ({ event }: { event: unknown }) => ({ text: failureText(errorOf(event)), durationMs: IP_BLOCKED_TOAST_MS }) }],
  },
  { target: 'editing', actions: 'recordFailure' },
] as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as { outcome: SignedInOutcome | null },
  },
  actors: {
    signin: fromPromise<SigninAnswer, SigninRequest>(async () => {
      throw new Error('signin not provided');
    }),
    fetchSession: fromPromise<SigninAnswer, SessionRequest>(async () => {
      throw new Error('fetchSession not provided');
    }),
  },
  guards: {
    formValid: ({ context }) => isValidEmail(context.email) && context.password.length > 0,
    needsCaptcha: ({ context }) => context.captchaRequired || context.failureCount >= context.captchaThreshold,
    lockoutOver: ({ context }) => context.remainingSeconds <= 0,
    passwordChangeRequired: ({ event }) => answerOf(event).passwordChangeRequired,
    tfaNotSet: ({ event }) => answerOf(event).tfa === 'notSet',
    tfaExpired: ({ event }) => answerOf(event).tfa === 'expired',
    authenticated: ({ event }) => answerOf(event).tfa === 'valid' && answerOf(event).isAuthenticated,
    isLockout: ({ event }) => hasStatus(errorOf(event), 429),
    isIpBlocked: ({ event }) => hasStatus(errorOf(event), 401, 'err_ip_not_allowed'),
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (assertEvent(event, 'EMAIL_CHANGED'), event.value) }),
    setPassword: assign({ password: ({ event }) => (assertEvent(event, 'PASSWORD_CHANGED'), event.value) }),
    setKeepSignedIn: assign({ keepSignedIn: ({ event }) => (assertEvent(event, 'KEEP_SIGNED_IN_CHANGED'), event.value) }),
    setCaptchaToken: assign({ captchaToken: ({ event }) => (assertEvent(event, 'CAPTCHA_SOLVED'), event.token) }),
    clearCaptchaToken: assign({ captchaToken: null }),
    clearError: assign({ error: null }),
    showGeneralError: assign({ error: text(loginTexts.general) }),
    recordFailure: assign(({ context, event }) => {
      const error = errorOf(event);
      const body = failureBody(error);
      const counted = hasStatus(error, 401) && failureCause(error) !== 'err_ip_not_allowed';
      return {
        error: failureText(error),
        failureCount: body?.retryCount ?? (counted ? context.failureCount + 1 : context.failureCount),
        captchaRequired: context.captchaRequired || body?.captchaRequired === true || body?.cause === 'captcha_required',
      };
    }),
    startLockout: assign({
      remainingSeconds: ({ event }) => failureBody(errorOf(event))?.remainingTime ?? LOGIN_LOCKOUT_FALLBACK_SECONDS,
    }),
    countDown: assign({ remainingSeconds: ({ context }) => Math.max(0, context.remainingSeconds - 1) }),
    rememberOutcome: assign({ outcome: ({ context, event }) => signedInOutcome(answerOf(event), context) }),
    // Provided by the app:
    goToChoosePassword: (_, _params: { answer: SigninAnswer }) => {},
    goToTwoFactorSetup: (_, _params: { answer: SigninAnswer }) => {},
    goToTwoFactorVerify: (_, _params: { answer: SigninAnswer }) => {},
    storeSession: (_, _params: { answer: SigninAnswer; keepSignedIn: boolean }) => {},
    navigate: (_, _params: { path: string }) => {},
    showToast: (_, _params: { text: TextRef; durationMs: number }) => {},
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'login',
  initial: 'editing',
  context: ({ input }) => ({
    ...input,
    email: '',
    password: '',
    keepSignedIn: false,
    captchaToken: null,
    captchaRequired: false,
    failureCount: 0,
    error: null,
    remainingSeconds: 0,
    outcome: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome }),
  states: {
    editing: {
      initial: 'deciding',
      on: {
        EMAIL_CHANGED: { actions: 'setEmail' },
        PASSWORD_CHANGED: { actions: 'setPassword' },
        KEEP_SIGNED_IN_CHANGED: { actions: 'setKeepSignedIn' },
        OAUTH_TOKEN: { target: 'fetchingSession', actions: 'clearError' },
      },
      states: {
        deciding: { always: [{ guard: 'needsCaptcha', target: 'needsCaptcha' }, { target: 'ready' }] },
        ready: { on: { SUBMIT: { guard: 'formValid', target: '#login.submitting' } } },
        needsCaptcha: { on: { CAPTCHA_SOLVED: { target: 'captchaSolved', actions: 'setCaptchaToken' } } },
        captchaSolved: {
          on: {
            SUBMIT: { guard: 'formValid', target: '#login.submitting' },
            CAPTCHA_EXPIRED: { target: 'needsCaptcha', actions: 'clearCaptchaToken' },
          },
        },
      },
    },
    submitting: {
      entry: 'clearError',
      exit: 'clearCaptchaToken',
      invoke: {
        id: 'signin',
        src: 'signin',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          keepSignedIn: context.keepSignedIn,
          captchaVerificationToken: context.captchaToken,
        }),
        onDone: successTransitions,
        onError: failureTransitions,
      },
    },
    fetchingSession: {
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        input: ({ event }) => {
          assertEvent(event, 'OAUTH_TOKEN');
          return { token: event.token, user: event.user };
        },
        onDone: successTransitions,
        onError: failureTransitions,
      },
    },
    locked: {
      always: { guard: 'lockoutOver', target: 'editing' },
      after: { tick: { target: 'locked', reenter: true, actions: 'countDown' } },
    },
    choosingPassword: { type: 'final' },
    twoFactorSetup: { type: 'final' },
    twoFactorVerify: { type: 'final' },
    signedIn: {
      type: 'final',
      entry: [
        { type: 'storeSession', params: ({ context, event }) => ({ answer: answerOf(event), keepSignedIn: context.keepSignedIn }) },
        { type: 'navigate', params: ({ context }) => ({ path: context.outcome?.path ?? '/' }) },
      ],
    },
  },
});
