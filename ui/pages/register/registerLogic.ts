import { fromPromise } from 'xstate';
import { registerMachine, type RegisterInput } from '../../../machines/account/register.machine';
import type { ConsoleConfig } from '../../../services/contracts/consoleConfig';
import type { ConsoleActors } from '../../app/consoleActors';

/** Where an invited agent goes after registering (spec 2.7); the console's home without one. */
export function liveChatUrl(config: ConsoleConfig): string {
  return config.liveChatUrl ?? '/';
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
  config: ConsoleConfig;
};

/** The register machine with the given calls and session, and the app's navigation. */
export function provideRegisterMachine({ navigate, goToUrl, config }: RegisterEffects, { auth, session }: Pick<ConsoleActors, 'auth' | 'session'>) {
  return registerMachine.provide({
    actors: {
      signup: fromPromise(({ input, signal }) => auth.signup(input, signal)),
      acceptInvitation: fromPromise(({ input, signal }) => auth.acceptInvitation(input.token, input.body, signal)),
    },
    actions: {
      storeWelcome: (_, params) => session.storeWelcome(params),
      goToWelcome: () => navigate('/welcome'),
      goToLogin: () => navigate('/login'),
      goToLiveChat: () => goToUrl(liveChatUrl(config)),
    },
  });
}
