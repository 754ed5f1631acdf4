import { fromPromise } from 'xstate';
import { welcomeMachine, type WelcomeInput } from '../../../machines/account/welcome.machine';
import type { ConsoleActors } from '../../app/consoleActors';

/** Name and address the verification mail went to, as the register page stored them. */
export function welcomeInput({ session }: Pick<ConsoleActors, 'session'>): WelcomeInput {
  const { name, email } = session.readWelcome();
  return { name, email };
}

export type WelcomeEffects = {
  navigate: (path: string) => void;
  /** Opens an address in a new tab (the provider's web mail). */
  openTab: (url: string) => void;
};

/** The welcome machine with the given resend call and the app's navigation. */
export function provideWelcomeMachine({ navigate, openTab }: WelcomeEffects, { auth }: Pick<ConsoleActors, 'auth'>) {
  return welcomeMachine.provide({
    actors: { resend: fromPromise(({ input, signal }) => auth.resend(input, signal)) },
    actions: {
      goToRegister: () => navigate('/register'),
      openInbox: (_, { url }) => openTab(url),
    },
  });
}
