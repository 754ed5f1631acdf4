import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';

/**
 * One profile form (name, password, two-factor reset, backup codes): edit the fields,
 * submit, show the outcome. Each form provides its `submit` actor and its `valid` guard;
 * `output` keeps what the last success returned (the new backup codes).
 */
export type ProfileFormContext = {
  values: Record<string, string>;
  initial: Record<string, string>;
  clearOnSuccess: boolean;
  successKey: string;
  error: TextRef | null;
  notice: TextRef | null;
  output: unknown;
};

export type ProfileFormInput = { values: Record<string, string>; successKey: string; clearOnSuccess?: boolean };

export type ProfileFormEvent = { type: 'CHANGED'; field: string; value: string } | { type: 'SUBMIT' };

/** The server's readable message when it sent one, else the spec's network texts. */
export function profileFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  const message = failureBody(error)?.message;
  return message ? { key: commonTexts.other, message } : text(commonTexts.other);
}

/** Whether the form holds values it started from or last saved: unsaved changes. */
export function hasUnsavedChanges(context: Pick<ProfileFormContext, 'values' | 'initial'>): boolean {
  const fields = new Set([...Object.keys(context.values), ...Object.keys(context.initial)]);
  return [...fields].some((field) => (context.values[field] ?? '') !== (context.initial[field] ?? ''));
}

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
  },
  actors: {
    submit: fromPromise<unknown, Record<string, string>>(async () => {
      throw new Error('submit not provided');
    }),
  },
  guards: {
    valid: () => true,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGED');
      return { values: { ...context.values, [event.field]: event.value }, error: null, notice: null };
    }),
    clearOutcome: assign({ error: null, notice: null }),
    keepSuccess: assign(({ context, event }) => ({
      output: (event as { output?: unknown }).output ?? null,
      notice: text(context.successKey),
      values: context.clearOnSuccess ? context.initial : context.values,
      // What was saved is what the form now starts from: it has no unsaved changes.
      initial: context.clearOnSuccess ? context.initial : context.values,
    })),
    showFailure: assign({ error: ({ event }) => profileFailureText(actorError(event)) }),
    // Provided by the app:
    succeeded: (_, _params: { output: unknown; values: Record<string, string> }) => {},
  },
}).createMachine({
  id: 'profileForm',
  initial: 'editing',
  context: ({ input }) => ({
    values: input.values,
    initial: input.values,
    clearOnSuccess: input.clearOnSuccess ?? false,
    successKey: input.successKey,
    error: null,
    notice: null,
    output: null,
  }),
  states: {
    editing: {
      on: {
        CHANGED: { actions: 'setField' },
        SUBMIT: { guard: 'valid', target: 'submitting' },
      },
    },
    submitting: {
      entry: 'clearOutcome',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: {
          target: 'done',
          actions: [{ type: 'succeeded', params: ({ context, event }) => ({ output: event.output, values: context.values }) }, 'keepSuccess'],
        },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    done: {
      on: {
        CHANGED: { target: 'editing', actions: 'setField' },
        SUBMIT: { guard: 'valid', target: 'submitting' },
      },
    },
  },
});
