import { fromPromise } from 'xstate';
import { guideMachine, type DesignerTarget } from '../../../machines/companies/guide.machine';
import type { ApolloClient } from '@apollo/client';
import type { ConsoleActors } from '../../app/consoleActors';

/** Spec 2.9: the designer route after creation, with id, fromTemplate, template (url-encoded) and firstLogin. */
export function designerPath({ id, fromTemplate, template, firstLogin }: DesignerTarget): string {
  const query = new URLSearchParams({ id, fromTemplate: String(fromTemplate) });
  if (template !== undefined) query.set('template', template);
  if (firstLogin) query.set('firstLogin', 'true');
  return `/chatbot-designer?${query.toString()}`;
}

export type GuideAppEffects = {
  /** The signed-in user's e-mail; without one the guide sends the user to /login. */
  userEmail: string | undefined;
  navigate: (path: string) => void;
};

/** The guide machine with the given calls (through the guide's GraphQL client) and the app's navigation. */
export function provideGuideMachine({ userEmail, navigate }: GuideAppEffects, { companies, assistants }: Pick<ConsoleActors, 'companies' | 'assistants'>, client: ApolloClient) {
  return guideMachine.provide({
    actors: {
      createCompany: fromPromise(({ input, signal }) => companies.createCompany(input, signal, client)),
      createAccountInfo: fromPromise(({ input, signal }) => assistants.createAccountInfo(input, { signal, client })),
    },
    guards: {
      hasNoEmail: () => !userEmail?.trim(),
    },
    actions: {
      goToLogin: () => navigate('/login'),
      goToDesigner: (_, target) => navigate(designerPath(target)),
    },
  });
}
