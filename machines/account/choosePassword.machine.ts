import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { SigninAnswer } from '../../services/contracts/auth';
import { actorError, failureCause, failureStatus } from '../shared/apiError';
import { signedInOutcome } from './login.machine';
import { canSaveNewPassword, editingNewPassword, type NewPasswordEvent, type NewPasswordFields } from './newPassword';
import { commonTexts, text, type TextRef } from '../shared/text';

/**
 * Choosing an own password after signing in with one the console generated (the demo admin's
 * on a first start, an operator's reset): the session of that sign-in opens nothing else. The
 * answer is the sign-in the password would otherwise have opened, routed as the login routes it.
 */
export type ChoosePasswordContext = NewPasswordFields & { error: TextRef | null };
export type ChoosePasswordEvent = NewPasswordEvent;

export const choosePasswordTexts = {
  sameAsGenerated: 'choosePassword.errors.sameAsGenerated',
  expired: 'choosePassword.errors.expired',
  failed: 'choosePassword.errors.failed',
} as const;

/** What a refused choice means for the user. */
export function choosePasswordFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status === 400 && failureCause(error) === 'same_as_generated') return text(choosePasswordTexts.sameAsGenerated);
  if (status === 401 || status === 403) return text(choosePasswordTexts.expired);
  if (status >= 500) return text(commonTexts.internet);
  return text(choosePasswordTexts.failed);
}

const answerOf = (event: unknown) => (event as DoneActorEvent<SigninAnswer>).output;

export const choosePasswordMachine = setup({
  types: { context: {} as ChoosePasswordContext, events: {} as ChoosePasswordEvent },
  actors: {
    choose: fromPromise<SigninAnswer, { password: string }>(async () => {
      throw new Error('choose not provided');
    }),
  },
  guards: {
    canSave: ({ context }) => canSaveNewPassword(context),
    tfaNotSet: ({ event }) => answerOf(event).tfa === 'notSet',
    tfaExpired: ({ event }) => answerOf(event).tfa === 'expired',
    authenticated: ({ event }) => answerOf(event).isAuthenticated,
  },
  actions: {
    setPassword: assign({ password: ({ event }) => (assertEvent(event, 'PASSWORD_CHANGED'), event.value) }),
    setConfirm: assign({ confirm: ({ event }) => (assertEvent(event, 'CONFIRM_CHANGED'), event.value) }),
    clearError: assign({ error: null }),
    showFailure: assign({ error: ({ event }) => choosePasswordFailureText(actorError(event)) }),
    showUnexpectedAnswer: assign({ error: () => text(choosePasswordTexts.failed) }),
    // Provided by the app:
    goToTwoFactorSetup: (_, _params: { answer: SigninAnswer }) => {},
    goToTwoFactorVerify: (_, _params: { answer: SigninAnswer }) => {},
    storeSession: (_, _params: { answer: SigninAnswer }) => {},
    navigate: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'choosePassword',
  initial: 'editing',
  context: { password: '', confirm: '', error: null },
  states: {
    editing: editingNewPassword,
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'choose',
        src: 'choose',
        input: ({ context }) => ({ password: context.password }),
        onDone: [
          { guard: 'tfaNotSet', target: 'twoFactorSetup', actions: { type: 'goToTwoFactorSetup', params: ({ event }) => ({ answer: event.output }) } },
          { guard: 'tfaExpired', target: 'twoFactorVerify', actions: { type: 'goToTwoFactorVerify', params: ({ event }) => ({ answer: event.output }) } },
          {
            guard: 'authenticated',
            target: 'signedIn',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ answer: event.output }) },
              { type: 'navigate', params: ({ event }) => ({ path: signedInOutcome(event.output, { captchaThreshold: 0, appInstallation: false }).path }) },
            ],
          },
          { target: 'editing', actions: 'showUnexpectedAnswer' },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    twoFactorSetup: { type: 'final' },
    twoFactorVerify: { type: 'final' },
    signedIn: { type: 'final' },
  },
});
