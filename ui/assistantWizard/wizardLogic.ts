import i18next from 'i18next';
import { fromPromise } from 'xstate';
import type { ApiFailure } from '../../services/contracts/common';
import {
  assistantWizardMachine,
  type AiConnection,
  type AiConnectionRequest,
  type AssistantCreatedNotice,
  type BotTemplate,
} from '../../machines/assistants/assistantWizard.machine';
import type { TextRef } from '../../machines/shared/text';
import { isGoogleCloudFailure, type GoogleCloudFailure } from '../../services/contracts/googleCloud';
import type { ConsoleActors } from '../app/consoleActors';

const POPUP_TEXTS: Record<GoogleCloudFailure['kind'], string> = {
  popupBlocked: 'wizard.errors.popupBlocked',
  popupClosed: 'wizard.errors.popupClosed',
  timeout: 'wizard.errors.timeout',
  failed: 'wizard.errors.googleFailed',
};

/**
 * A popup that did not bring a result, as the failure the wizard shows: a 400 carrying the
 * text for people (blocked, closed, timed out, refused), which the wizard shows as it is.
 */
export function popupFailure(error: unknown): unknown {
  if (!isGoogleCloudFailure(error)) return error;
  const message = error.kind === 'failed' && error.message ? error.message : i18next.t(POPUP_TEXTS[error.kind], { ns: 'assistants' });
  return { kind: 'http', status: 400, body: { statusCode: 400, error: error.kind, message } } satisfies ApiFailure;
}

export type WizardEffects = {
  onCreated: (notice: AssistantCreatedNotice) => void;
  toast: (text: TextRef) => void;
};

/** The wizard machine with the given calls, the Google popups, and the caller's reactions. */
export function provideAssistantWizardMachine({ onCreated, toast }: WizardEffects, { assistants }: Pick<ConsoleActors, 'assistants'>) {
  return assistantWizardMachine.provide({
    actors: {
      fetchTemplates: fromPromise<BotTemplate[], { companyId: string }>(({ signal }) => assistants.fetchBotTemplates({}, { signal })),
      createGoogleProject: fromPromise(async ({ input, signal }) => {
        try {
          return await assistants.createGoogleProject(input, { signal });
        } catch (error) {
          throw popupFailure(error);
        }
      }),
      downloadServiceKey: fromPromise(async ({ input, signal }) => {
        try {
          const { key } = await assistants.downloadServiceKey(input, { signal });
          return { jsonKey: key };
        } catch (error) {
          throw popupFailure(error);
        }
      }),
      createAiConnection: fromPromise<AiConnection, AiConnectionRequest>(async ({ input, signal }) => {
        const { id } = await assistants.createAiConnection(input, { signal });
        return { id };
      }),
      createBot: fromPromise(({ input, signal }) => assistants.createBot(input, { signal })),
      copyBotFromTemplate: fromPromise(({ input, signal }) => assistants.copyBotFromTemplate(input, { signal })),
    },
    actions: {
      notifyCreated: (_, notice) => onCreated(notice),
      showToast: (_, { text }) => toast(text),
    },
  });
}
