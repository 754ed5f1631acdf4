import { assign, fromPromise, setup } from 'xstate';
import { actorError } from './apiError';
import { failureText } from './failureText';
import type { TextRef } from './text';

/**
 * A list or record a screen reads from the server (companies, assistants, templates, AI
 * connections, integrations, code blocks, ...): loading, then ready with the answer or
 * failed with a text. RELOAD asks again (after a failure, or when the screen's choice
 * changed, with a new query). REFRESH asks again after a change (a company created, a
 * member invited): the answer on screen stays while it reloads (`refreshing`); a failed
 * refresh is `failed` like any other and keeps the last answer in context.
 * The `load` actor is provided by the screen with the call it needs.
 *
 * Input options: `failureKey` is the text of a failed answer that is neither "no answer"
 * nor 5xx (default: spec 03's 'Error occurred, please try again.'); with `emptyOnNone`
 * an answer that is an empty list lands in `empty` instead of `ready`.
 */
export type ResourceInput = { query: unknown; failureKey?: string; emptyOnNone?: boolean };

export type ResourceContext = { query: unknown; data: unknown; error: TextRef | null; failureKey: string; emptyOnNone: boolean };

export type ResourceEvent = { type: 'RELOAD'; query?: unknown } | { type: 'REFRESH' };

/** Spec 03 section 8: query failures read 'Error occurred, please try again.' */
export const resourceTexts = { loadFailed: 'designer.errors.queryFailed' } as const;

/** An answer with nothing in it: no answer at all, or an empty list. */
export function isNone(output: unknown): boolean {
  return output === null || output === undefined || (Array.isArray(output) && output.length === 0);
}

const outputOf = (event: unknown): unknown => (event as { output?: unknown }).output;

const loadInvoke = {
  id: 'load',
  src: 'load',
  input: ({ context }: { context: ResourceContext }) => context.query,
  onDone: [
    { guard: 'isEmpty', target: 'empty', actions: 'keep' },
    { target: 'ready', actions: 'keep' },
  ],
  onError: { target: 'failed', actions: 'fail' },
} as const;

export const resourceMachine = setup({
  types: {
    input: {} as ResourceInput,
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load not provided');
    }),
  },
  guards: {
    isEmpty: ({ context, event }) => context.emptyOnNone && isNone(outputOf(event)),
    hasData: ({ context }) => context.data !== null,
  },
  actions: {
    takeQuery: assign(({ context, event }) => ({ query: event.type === 'RELOAD' && event.query !== undefined ? event.query : context.query })),
    keep: assign({ data: ({ event }) => outputOf(event), error: null }),
    fail: assign({ error: ({ context, event }) => failureText(actorError(event), context.failureKey) }),
  },
}).createMachine({
  id: 'resource',
  initial: 'loading',
  context: ({ input }) => ({
    query: input.query,
    data: null,
    error: null,
    failureKey: input.failureKey ?? resourceTexts.loadFailed,
    emptyOnNone: input.emptyOnNone ?? false,
  }),
  on: {
    RELOAD: { target: '.loading', actions: 'takeQuery', reenter: true },
    REFRESH: [
      { guard: 'hasData', target: '.refreshing', reenter: true },
      { target: '.loading', reenter: true },
    ],
  },
  states: {
    loading: { invoke: loadInvoke },
    refreshing: { invoke: loadInvoke },
    ready: {},
    empty: {},
    failed: {},
  },
});
