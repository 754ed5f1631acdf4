import { assign, fromPromise, setup } from 'xstate';
import type { EmailRequest } from '../../services/contracts/auth';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';

export type WelcomeInput = { name?: string; email?: string };
export type InboxProvider = 'gmail' | 'outlook' | 'yahoo';
export type Notice = { tone: 'success' | 'error'; text: TextRef };

export type WelcomeContext = {
  name: string;
  email: string;
  inboxProvider: InboxProvider | null;
  notice: Notice | null;
};

export type WelcomeEvent = { type: 'RESEND' } | { type: 'OPEN_INBOX' };

export const welcomeTexts = {
  sent: 'welcome.resend.sent',
  failed: 'welcome.resend.failed',
  tooSoon: 'welcome.resend.tooSoon',
} as const;

export const inboxUrls: Record<InboxProvider, string> = {
  gmail: 'https://mail.google.com/',
  outlook: 'https://outlook.live.com/mail/',
  yahoo: 'https://mail.yahoo.com/',
};

/**
 * The web mail of an address: gmail.com and googlemail.com are Gmail; outlook.com,
 * hotmail.com and live.com (any country suffix, e.g. hotmail.co.uk) are Outlook;
 * yahoo.* and ymail.com are Yahoo. Company domains get no button.
 */
export function inboxProviderOf(email: string): InboxProvider | null {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  if (/^(gmail|googlemail)\.com$/.test(domain)) return 'gmail';
  if (/^(outlook|hotmail|live)\.[a-z.]+$/.test(domain)) return 'outlook';
  if (/^yahoo\.[a-z.]+$/.test(domain) || domain === 'ymail.com') return 'yahoo';
  return null;
}

/**
 * Spec 8, welcome resend row: 400 and any other failure. The server also refuses a resend in
 * the 30 s after the last e-mail (429 with the seconds left, server/auth/signupRoutes.ts): that
 * says how long to wait, not that the connection failed.
 */
export function resendNotice(error: unknown): Notice {
  const status = failureStatus(error);
  const seconds = failureBody(error)?.remainingTime;
  if (status === 429 && seconds !== undefined) return { tone: 'error', text: { key: welcomeTexts.tooSoon, values: { seconds } } };
  return status === 400 ? { tone: 'error', text: text(welcomeTexts.failed) } : { tone: 'error', text: text(commonTexts.internet) };
}

export const welcomeMachine = setup({
  types: { input: {} as WelcomeInput, context: {} as WelcomeContext, events: {} as WelcomeEvent },
  actors: {
    resend: fromPromise<unknown, EmailRequest>(async () => {
      throw new Error('resend not provided');
    }),
  },
  guards: {
    noEmail: ({ context }) => context.email.trim() === '',
    hasInbox: ({ context }) => context.inboxProvider !== null,
  },
  actions: {
    clearNotice: assign({ notice: null }),
    showSent: assign({ notice: { tone: 'success', text: text(welcomeTexts.sent) } }),
    showFailure: assign({ notice: ({ event }) => resendNotice(actorError(event)) }),
    // Provided by the app:
    goToRegister: () => {},
    openInbox: (_, _params: { provider: InboxProvider; url: string }) => {},
  },
}).createMachine({
  id: 'welcome',
  initial: 'checking',
  context: ({ input }) => ({
    name: input.name ?? '',
    email: input.email ?? '',
    inboxProvider: inboxProviderOf(input.email ?? ''),
    notice: null,
  }),
  states: {
    checking: { always: [{ guard: 'noEmail', target: 'noSession' }, { target: 'idle' }] },
    noSession: { type: 'final', entry: 'goToRegister' },
    idle: {
      on: {
        RESEND: { target: 'resending' },
        OPEN_INBOX: {
          guard: 'hasInbox',
          actions: {
            type: 'openInbox',
            params: ({ context }) => ({ provider: context.inboxProvider!, url: inboxUrls[context.inboxProvider!] }),
          },
        },
      },
    },
    resending: {
      entry: 'clearNotice',
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'idle', actions: 'showSent' },
        onError: { target: 'idle', actions: 'showFailure' },
      },
    },
  },
});
