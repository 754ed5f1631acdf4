import { assign, fromPromise, setup } from 'xstate';
import type { ReleaseFile } from '../../services/contracts/release';
import { failureStatus } from '../shared/apiError';
import { commonTexts, type TextRef } from '../shared/text';

/**
 * The release check (/updateVersion, docs/pages.md): reads the release the server serves now
 * (release.json, written by every build) and compares it with the running release
 * (src/releaseId.ts). The same release: upToDate; another: newRelease, where RELOAD loads it
 * (the `loadRelease` action, provided by the screen; the session guard then keeps the new
 * release marker under RELEASE_ID). A failed read says so and RETRY checks again; CHECK checks
 * again from a settled state. The `availableRelease` actor is provided by the screen.
 */

export const releaseCheckTexts = {
  checkFailed: 'release.errors.checkFailed',
} as const;

export type ReleaseCheckContext = {
  runningReleaseId: string;
  /** The release the server serves; null until it has been read. */
  availableReleaseId: string | null;
  error: TextRef | null;
};

export type ReleaseCheckEvent = { type: 'CHECK' } | { type: 'RETRY' } | { type: 'RELOAD' };

export const releaseCheckMachine = setup({
  types: {
    context: {} as ReleaseCheckContext,
    events: {} as ReleaseCheckEvent,
    input: {} as { runningReleaseId: string },
  },
  actors: {
    availableRelease: fromPromise<ReleaseFile, Record<string, never>>(async () => {
      throw new Error('availableRelease not provided');
    }),
  },
  guards: {
    sameRelease: ({ context, event }) => (event as unknown as { output: ReleaseFile }).output.releaseId === context.runningReleaseId,
  },
  actions: {
    takeRelease: assign({ availableReleaseId: ({ event }) => (event as unknown as { output: ReleaseFile }).output.releaseId, error: null }),
    showFailure: assign({
      error: ({ event }) =>
        failureStatus((event as unknown as { error: unknown }).error) === undefined ? { key: commonTexts.noInternet } : { key: releaseCheckTexts.checkFailed },
    }),
    loadRelease: () => {},
  },
}).createMachine({
  id: 'releaseCheck',
  initial: 'checking',
  context: ({ input }) => ({ runningReleaseId: input.runningReleaseId, availableReleaseId: null, error: null }),
  states: {
    checking: {
      invoke: {
        id: 'availableRelease',
        src: 'availableRelease',
        input: () => ({}),
        onDone: [
          { guard: 'sameRelease', target: 'upToDate', actions: 'takeRelease' },
          { target: 'newRelease', actions: 'takeRelease' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    upToDate: { on: { CHECK: 'checking' } },
    newRelease: { on: { CHECK: 'checking', RELOAD: { target: 'reloading', actions: 'loadRelease' } } },
    reloading: {},
    failed: { on: { RETRY: 'checking' } },
  },
});
