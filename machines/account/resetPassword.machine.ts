import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ResetRequest } from '../../services/contracts/auth';
import { actorError, failureStatus } from '../shared/apiError';
import { canSaveNewPassword, editingNewPassword, type NewPasswordEvent, type NewPasswordFields } from './newPassword';
import { commonTexts, text, type TextRef } from '../shared/text';

export type ResetPasswordInput = { token: string };
export type ResetPasswordCall = { token: string; body: ResetRequest };
export type ResetPasswordContext = ResetPasswordInput & NewPasswordFields & { error: TextRef | null };
export type ResetPasswordEvent = NewPasswordEvent;

export const resetPasswordTexts = {
  failed: 'resetPassword.errors.failed',
  expired: 'resetPassword.errors.expired',
  matched: 'resetPassword.matched',
} as const;

/** Spec 8, reset row. Other 4xx answers read as "failed". */
export function resetFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status === 401) return text(resetPasswordTexts.expired);
  if (status >= 500) return text(commonTexts.internet);
  return text(resetPasswordTexts.failed);
}

export const resetPasswordMachine = setup({
  types: { input: {} as ResetPasswordInput, context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent },
  actors: {
    reset: fromPromise<unknown, ResetPasswordCall>(async () => {
      throw new Error('reset not provided');
    }),
  },
  guards: {
    canSave: ({ context }) => canSaveNewPassword(context),
  },
  actions: {
    setPassword: assign({ password: ({ event }) => (assertEvent(event, 'PASSWORD_CHANGED'), event.value) }),
    setConfirm: assign({ confirm: ({ event }) => (assertEvent(event, 'CONFIRM_CHANGED'), event.value) }),
    clearError: assign({ error: null }),
    showFailure: assign({ error: ({ event }) => resetFailureText(actorError(event)) }),
    // Provided by the app:
    goToLogin: () => {},
  },
}).createMachine({
  id: 'resetPassword',
  initial: 'editing',
  context: ({ input }) => ({ token: input.token, password: '', confirm: '', error: null }),
  states: {
    editing: editingNewPassword,
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => ({ token: context.token, body: { password: context.password } }),
        onDone: { target: 'saved', actions: 'goToLogin' },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    saved: { type: 'final' },
  },
});
