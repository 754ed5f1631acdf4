import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { checkPassword, isStrongPassword, type InvitationRequest, type PasswordRule, type SignupRequest } from '../../services/contracts/auth';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { isValidEmail } from './login.machine';
import { commonTexts, text, type TextRef } from '../shared/text';

export type RegisterInput = { invitationToken?: string; userType?: string };
export type AcceptInvitationRequest = { token: string; body: InvitationRequest };

export type RegisterContext = RegisterInput & {
  name: string;
  surname: string;
  email: string;
  password: string;
  error: TextRef | null;
};

export type RegisterEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'SURNAME_CHANGED'; value: string }
  | { type: 'EMAIL_CHANGED'; value: string }
  | { type: 'PASSWORD_CHANGED'; value: string }
  | { type: 'SUBMIT' };

export const registerTexts = {
  emailInUse: 'register.errors.emailInUse',
  invitationInvalid: 'register.errors.invitationInvalid',
} as const;

export const isInvited = (c: RegisterInput) => Boolean(c.invitationToken);

/** The live check marks under the password field. */
export function passwordChecks(c: Pick<RegisterContext, 'password'>): Record<PasswordRule, boolean> {
  return checkPassword(c.password);
}

/** Spec 5, register: every field valid (the e-mail is skipped in invitation mode). */
export function registerFormValid(c: RegisterContext): boolean {
  return c.name.trim().length > 0 && c.surname.trim().length > 0 && (isInvited(c) || isValidEmail(c.email)) && isStrongPassword(c.password);
}

/** Spec 8, register row. */
export function registerFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  if (status === 402) return text(registerTexts.emailInUse);
  if (status === 404) return text(registerTexts.invitationInvalid);
  return text(commonTexts.other, failureBody(error)?.message);
}

export const registerMachine = setup({
  types: { input: {} as RegisterInput, context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    signup: fromPromise<unknown, SignupRequest>(async () => {
      throw new Error('signup not provided');
    }),
    acceptInvitation: fromPromise<unknown, AcceptInvitationRequest>(async () => {
      throw new Error('acceptInvitation not provided');
    }),
  },
  guards: {
    canSignUp: ({ context }) => !isInvited(context) && registerFormValid(context),
    canAcceptInvitation: ({ context }) => isInvited(context) && registerFormValid(context),
    isAgent: ({ context }) => context.userType?.toLowerCase() === 'agent',
  },
  actions: {
    setName: assign({ name: ({ event }) => (assertEvent(event, 'NAME_CHANGED'), event.value) }),
    setSurname: assign({ surname: ({ event }) => (assertEvent(event, 'SURNAME_CHANGED'), event.value) }),
    setEmail: assign({ email: ({ event }) => (assertEvent(event, 'EMAIL_CHANGED'), event.value) }),
    setPassword: assign({ password: ({ event }) => (assertEvent(event, 'PASSWORD_CHANGED'), event.value) }),
    clearError: assign({ error: null }),
    showFailure: assign({ error: ({ event }) => registerFailureText(actorError(event)) }),
    // Provided by the app:
    storeWelcome: (_, _params: { name: string; email: string }) => {},
    goToWelcome: () => {},
    goToLogin: () => {},
    goToLiveChat: () => {},
  },
}).createMachine({
  id: 'register',
  initial: 'editing',
  context: ({ input }) => ({ ...input, name: '', surname: '', email: '', password: '', error: null }),
  states: {
    editing: {
      on: {
        NAME_CHANGED: { actions: 'setName' },
        SURNAME_CHANGED: { actions: 'setSurname' },
        EMAIL_CHANGED: { actions: 'setEmail' },
        PASSWORD_CHANGED: { actions: 'setPassword' },
        SUBMIT: [
          { guard: 'canSignUp', target: 'signingUp' },
          { guard: 'canAcceptInvitation', target: 'acceptingInvitation' },
        ],
      },
    },
    signingUp: {
      entry: 'clearError',
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ context }) => ({
          name: context.name.trim(),
          surname: context.surname.trim(),
          email: context.email.trim(),
          password: context.password,
        }),
        onDone: {
          target: 'welcome',
          actions: [{ type: 'storeWelcome', params: ({ context }) => ({ name: context.name.trim(), email: context.email.trim() }) }, 'goToWelcome'],
        },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    acceptingInvitation: {
      entry: 'clearError',
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({
          token: context.invitationToken ?? '',
          body: { name: context.name.trim(), surname: context.surname.trim(), password: context.password },
        }),
        onDone: [
          { guard: 'isAgent', target: 'liveChat', actions: 'goToLiveChat' },
          { target: 'invited', actions: 'goToLogin' },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    welcome: { type: 'final' },
    invited: { type: 'final' },
    liveChat: { type: 'final' },
  },
});
