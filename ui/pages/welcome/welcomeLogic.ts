import { fromPromise } from 'xstate';
import { welcomeMachine, type WelcomeInput } from '../../../machines/welcome.machine';
import { resend } from '../../../services/auth';
import { readWelcome } from '../../../services/session';

/** Name and address the verification mail went to, as the register page stored them. */
export function welcomeInput(): WelcomeInput {
  const { name, email } = readWelcome();
  return { name, email };
}

export type WelcomeEffects = {
  navigate: (path: string) => void;
  /** Opens an address in a new tab (the provider's web mail). */
  openTab: (url: string) => void;
};

/** The welcome machine with the real resend call and the app's navigation. */
export function provideWelcomeMachine({ navigate, openTab }: WelcomeEffects) {
  return welcomeMachine.provide({
    actors: { resend: fromPromise(({ input, signal }) => resend(input, signal)) },
    actions: {
      goToRegister: () => navigate('/register'),
      openInbox: (_, { url }) => openTab(url),
    },
  });
}
