import { assign, fromPromise, setup } from 'xstate';
import { actorError } from '../shared/apiError';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

export type LeavePageContext = { error: TextRef | null };

/**
 * BLOCKED: the screen has unsaved changes and a navigation (another page, another thing of the
 * same page) was held. CANCEL, DISCARD and SAVE are the modal's three buttons.
 */
export type LeavePageEvent = { type: 'BLOCKED' } | { type: 'CANCEL' } | { type: 'DISCARD' } | { type: 'SAVE' };

export const leavePageTexts = {
  title: 'leavePage.title',
  text: 'leavePage.text',
  cancel: 'leavePage.cancel',
  discard: 'leavePage.discard',
  save: 'leavePage.save',
  saving: 'leavePage.saving',
  saveFailed: 'leavePage.errors.saveFailed',
} as const;

const cleanContext: LeavePageContext = { error: null };

/** The screen's save may fail with its own text (its machine already read the failure), or with the call's failure. */
function reasonOf(error: unknown): TextRef {
  const own = error as Partial<TextRef> | null;
  if (own && typeof own === 'object' && typeof own.key === 'string')
    return { key: own.key, ...(own.message ? { message: own.message } : {}), ...(own.values ? { values: own.values } : {}) };
  return failureText(error, leavePageTexts.saveFailed);
}

/**
 * The leave-page modal (spec 2.17: "Leave Page?", Cancel, Discard Changes, Save Changes).
 * A held navigation asks; Cancel stays on the page, Discard Changes lets the navigation go on
 * without saving, Save Changes runs the screen's own save and goes on once it succeeded; a
 * failed save keeps the question open with the reason. The screen provides `save`, and the
 * `proceed` / `stay` actions that release or drop the held navigation.
 */
export const leavePageMachine = setup({
  types: { context: {} as LeavePageContext, events: {} as LeavePageEvent },
  actors: {
    save: fromPromise<void, void>(async () => {
      throw new Error('save not provided');
    }),
  },
  actions: {
    clearError: assign(cleanContext),
    showSaveFailure: assign({ error: ({ event }) => reasonOf(actorError(event)) }),
    // Provided by the screen:
    proceed: () => {},
    stay: () => {},
  },
}).createMachine({
  id: 'leavePage',
  initial: 'idle',
  context: cleanContext,
  states: {
    idle: { on: { BLOCKED: 'asking' } },
    asking: {
      on: {
        CANCEL: 'cancelled',
        DISCARD: 'discarding',
        SAVE: 'saving',
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'save',
        src: 'save',
        onDone: { target: 'idle', actions: 'proceed' },
        onError: { target: 'asking', actions: 'showSaveFailure' },
      },
    },
    // Both outcomes wait for the next held navigation (the same screen may ask again).
    discarding: { entry: ['clearError', 'proceed'], on: { BLOCKED: 'asking' } },
    cancelled: { entry: ['clearError', 'stay'], on: { BLOCKED: 'asking' } },
  },
});
