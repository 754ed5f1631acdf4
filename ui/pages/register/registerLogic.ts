import { fromPromise } from 'xstate';
import { registerMachine, type RegisterInput } from '../../../machines/register.machine';
import { acceptInvitation, signup } from '../../../services/auth';
import { readConsoleConfig } from '../../../services/consoleConfig';
import { storeWelcome } from '../../../services/session';

/** Where an invited agent goes after registering (spec 2.7); the console's home without one. */
export function liveChatUrl(): string {
  return readConsoleConfig().liveChatUrl ?? '/';
}

/** The machine's input from the address: ?tokeninv= (invitation token) and ?type= (user type). */
export function registerInput(search: URLSearchParams): RegisterInput {
  const invitationToken = search.get('tokeninv')?.trim();
  const userType = search.get('type')?.trim();
  return { invitationToken: invitationToken || undefined, userType: userType || undefined };
}

export type RegisterEffects = {
  navigate: (path: string) => void;
  /** A full browser navigation (the live-chat link may be another site). */
  goToUrl: (url: string) => void;
};

/** The register machine with the real services and the app's navigation. */
export function provideRegisterMachine({ navigate, goToUrl }: RegisterEffects) {
  return registerMachine.provide({
    actors: {
      signup: fromPromise(({ input, signal }) => signup(input, signal)),
      acceptInvitation: fromPromise(({ input, signal }) => acceptInvitation(input.token, input.body, signal)),
    },
    actions: {
      storeWelcome: (_, params) => storeWelcome(params),
      goToWelcome: () => navigate('/welcome'),
      goToLogin: () => navigate('/login'),
      goToLiveChat: () => goToUrl(liveChatUrl()),
    },
  });
}
