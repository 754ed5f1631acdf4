import { assign, fromPromise, setup } from 'xstate';
import { actorError } from './apiError';
import { failureText } from './failureText';
import type { TextRef } from './text';

/**
 * A list or record a panel reads from the server (AI connections, integrations, code
 * blocks, bots, ...): loading, then ready with the answer or failed with a text; RELOAD
 * asks again (after a failure, or when the panel's choice changed, with a new input).
 * The `load` actor is provided by the panel with the call it needs.
 */
export type ResourceInput = { query: unknown };

export type ResourceContext = { query: unknown; data: unknown; error: TextRef | null };

export type ResourceEvent = { type: 'RELOAD'; query?: unknown };

/** Spec 03 section 8: query failures read 'Error occurred, please try again.' */
export const resourceTexts = { loadFailed: 'designer.errors.queryFailed' } as const;

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
  actions: {
    takeQuery: assign(({ context, event }) => ({ query: event.query === undefined ? context.query : event.query })),
    keep: assign({ data: ({ event }) => (event as unknown as { output: unknown }).output, error: null }),
    fail: assign({ error: ({ event }) => failureText(actorError(event), resourceTexts.loadFailed) }),
  },
}).createMachine({
  id: 'resource',
  initial: 'loading',
  context: ({ input }) => ({ query: input.query, data: null, error: null }),
  on: { RELOAD: { target: '.loading', actions: 'takeQuery', reenter: true } },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.query,
        onDone: { target: 'ready', actions: 'keep' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ready: {},
    failed: {},
  },
});
