import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { cloudApiKey } from '../../services/contracts/channels/whatsappCloud';
import { actorError } from '../shared/apiError';
import type { TextRef } from '../shared/text';
import { callFailureText, channelTexts, contractText } from './channelTexts';

export type CloudApiKeyInput = { channelId: string; userId: string; maskedKey: string | null };
export type CloudApiKeyContext = CloudApiKeyInput & { draft: string; error: TextRef | null };
export type CloudApiKeyEvent =
  { type: 'REPLACE' } | { type: 'KEY_CHANGED'; value: string } | { type: 'SAVE' } | { type: 'YES' } | { type: 'NO' } | { type: 'CANCEL' } | { type: 'CLOSE' };
export type CloudApiKeyRequest = { channelId: string; apiKey: string; userId: string };

const keyProblem = (draft: string): TextRef | null => {
  const parsed = cloudApiKey.safeParse(draft);
  return parsed.success ? null : contractText(parsed.error.issues[0]?.message ?? '');
};

/**
 * The WhatsApp Cloud API key popup (spec 02 sections 2 and 4): Manage shows the masked key,
 * Replace takes a new one (SAVE disabled while empty; the INS.<20>.<50> pattern), Confirm
 * asks 'Replace API Key?', then the key is saved and the popup closes.
 */
export const cloudApiKeyMachine = setup({
  types: { context: {} as CloudApiKeyContext, events: {} as CloudApiKeyEvent, input: {} as CloudApiKeyInput },
  actors: {
    setCloudApiKey: fromPromise<unknown, CloudApiKeyRequest>(async () => {
      throw new Error('setCloudApiKey not provided');
    }),
  },
  guards: {
    filled: ({ context }) => context.draft.trim() !== '',
    keyValid: ({ context }) => keyProblem(context.draft.trim()) === null,
  },
  actions: {
    setDraft: assign(({ event }) => (assertEvent(event, 'KEY_CHANGED'), { draft: event.value, error: null })),
    showKeyProblem: assign({ error: ({ context }) => keyProblem(context.draft.trim()) }),
    forgetDraft: assign({ draft: '', error: null }),
    showFailure: assign({
      error: ({ event }) => {
        const text = callFailureText(actorError(event), channelTexts.keyFailed);
        return text.key === channelTexts.keyFailed ? { key: channelTexts.keyFailed } : text;
      },
    }),
    // Provided by the app: the channel is read again (its masked key changed).
    keySaved: () => {},
  },
}).createMachine({
  id: 'cloudApiKey',
  context: ({ input }) => ({ ...input, draft: '', error: null }),
  initial: 'manage',
  states: {
    manage: { on: { REPLACE: 'replace', CLOSE: 'closed' } },
    replace: {
      on: {
        KEY_CHANGED: { actions: 'setDraft' },
        SAVE: [
          { guard: 'keyValid', target: 'confirming' },
          { guard: 'filled', actions: 'showKeyProblem' },
        ],
        CANCEL: { target: 'manage', actions: 'forgetDraft' },
        CLOSE: 'closed',
      },
    },
    confirming: { on: { YES: 'saving', NO: 'replace' } },
    saving: {
      invoke: {
        id: 'setCloudApiKey',
        src: 'setCloudApiKey',
        input: ({ context }) => ({ channelId: context.channelId, apiKey: context.draft.trim(), userId: context.userId }),
        onDone: { target: 'closed', actions: 'keySaved' },
        onError: { target: 'replace', actions: 'showFailure' },
      },
    },
    closed: { type: 'final' },
  },
});
