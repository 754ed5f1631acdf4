import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError, failureStatus } from '../shared/apiError';
import type { UserType } from './companies';
import { failureText } from '../shared/failureText';
import { isValidEmail } from '../account/login.machine';
import { isFilled } from '../shared/nameRules';
import { commonTexts, text, type TextRef } from '../shared/text';

export type InvitationInput = { companyId: string };
export type InviteMemberRequest = { companyId: string; email: string; userType: UserType };
export type Invitation = { id: string; email: string; userType: string; createdAt: string; expiresAt: string };

export type InvitationContext = {
  companyId: string;
  email: string;
  userType: UserType;
  emailError: TextRef | null;
  /** The last invitation sent. */
  sent: TextRef | null;
  error: TextRef | null;
};

export type InvitationEvent = { type: 'EMAIL_CHANGED'; value: string } | { type: 'USER_TYPE_CHANGED'; value: UserType } | { type: 'SUBMIT' };

export const invitationTexts = {
  sent: 'companies.invite.sent',
  invalidEmail: 'companies.invite.errors.invalidEmail',
  failed: 'companies.invite.errors.failed',
} as const;

/** 403: not an ADMIN of the company; already a member or invited: the server's message. */
export function invitationFailureText(error: unknown): TextRef {
  if (failureStatus(error) === 403) return text(commonTexts.notAdmin);
  return failureText(error, invitationTexts.failed);
}

/** Invite a member by e-mail on the company profile (issue 3; the texts are not in the spec). */
export const invitationMachine = setup({
  types: { input: {} as InvitationInput, context: {} as InvitationContext, events: {} as InvitationEvent },
  actors: {
    inviteMember: fromPromise<Invitation, InviteMemberRequest>(async () => {
      throw new Error('inviteMember not provided');
    }),
  },
  guards: {
    emailValid: ({ context }) => isValidEmail(context.email.trim()),
    emailFilled: ({ context }) => isFilled(context.email),
  },
  actions: {
    setEmail: assign(({ event }) => (assertEvent(event, 'EMAIL_CHANGED'), { email: event.value, emailError: null, error: null })),
    setUserType: assign({ userType: ({ event }) => (assertEvent(event, 'USER_TYPE_CHANGED'), event.value) }),
    showEmailError: assign({ emailError: text(invitationTexts.invalidEmail) }),
    startInviting: assign({ sent: null, error: null }),
    showSent: assign(({ context }) => ({ sent: { key: invitationTexts.sent, values: { email: context.email.trim() } }, email: '', userType: 'USER' as const })),
    showFailure: assign({ error: ({ event }) => invitationFailureText(actorError(event)) }),
    // Provided by the app:
    refetchMembers: () => {},
  },
}).createMachine({
  id: 'invitation',
  initial: 'editing',
  context: ({ input }) => ({ companyId: input.companyId, email: '', userType: 'USER', emailError: null, sent: null, error: null }),
  states: {
    editing: {
      on: {
        EMAIL_CHANGED: { actions: 'setEmail' },
        USER_TYPE_CHANGED: { actions: 'setUserType' },
        // INVITE is disabled while the e-mail is empty.
        SUBMIT: [
          { guard: 'emailValid', target: 'inviting' },
          { guard: 'emailFilled', actions: 'showEmailError' },
        ],
      },
    },
    inviting: {
      entry: 'startInviting',
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context }) => ({ companyId: context.companyId, email: context.email.trim(), userType: context.userType }),
        onDone: { target: 'editing', actions: ['showSent', 'refetchMembers'] },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
