import { fromPromise } from 'xstate';
import { guideMachine, type DesignerTarget } from '../../../machines/guide.machine';
import { createAccountInfo } from '../../../services/assistants';
import { createCompany } from '../../../services/companies';

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

/** The guide machine with the real services and the app's navigation. */
export function provideGuideMachine({ userEmail, navigate }: GuideAppEffects) {
  return guideMachine.provide({
    actors: {
      createCompany: fromPromise(({ input, signal }) => createCompany(input, signal)),
      createAccountInfo: fromPromise(({ input, signal }) => createAccountInfo(input, { signal })),
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
