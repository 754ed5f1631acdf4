import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { FlowDocument } from '../../services/contracts/flow';
import type { PublicationKind, PublishRequest, PublishState } from '../../services/contracts/publish';
import { actorError } from '../shared/apiError';
import { validateFlow, type FlowProblem } from './validate';
import { failureText } from '../shared/failureText';
import type { TextRef } from '../shared/text';

/**
 * Publishing a version of an assistant from the designer (docs/publishing.md). The live
 * version is read first. PUBLISH makes the version open in the designer live on every
 * channel: the designer's save check runs on its saved flow first, and any problem blocks
 * it (listed, nothing sent); otherwise a confirmation, then the call. The history lists
 * every publication; ROLLBACK makes an earlier published version live again, confirmed
 * first. A VIEWER reads the live version and the history but publishes nothing.
 */
export type PublishInput = { botId: string; readOnly?: boolean };

/** The version a confirmation or a call is about. */
export type PublishTarget = { versionId: string; versionName: string };

export type PublishContext = {
  botId: string;
  readOnly: boolean;
  /** What the server answered last: the live version and the history (null until read). */
  state: PublishState | null;
  target: PublishTarget | null;
  /** What the save check found in the version PUBLISH named (state `blocked`). */
  problems: FlowProblem[];
  error: TextRef | null;
};

export type PublishEvent =
  /** Publish the version open in the designer: its saved flow, and whether the designer holds unsaved changes. */
  | { type: 'PUBLISH'; versionId: string; versionName: string; flow: FlowDocument; unsaved: boolean }
  /** From the history: make an earlier published version live again. */
  | { type: 'ROLLBACK'; versionId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'OPEN_HISTORY' }
  /** Closes the problem list or the history. */
  | { type: 'CLOSE' }
  | { type: 'RETRY' };

export const publishTexts = {
  loadFailed: 'designer.publish.errors.loadFailed',
  publishFailed: 'designer.publish.errors.failed',
} as const;

/** What the app is told after a publication: the version now live and how (PUBLISH or ROLLBACK). */
export type PublishedNotice = { versionName: string; kind: PublicationKind };

const answerOf = (event: unknown) => (event as { output: PublishState }).output;
const liveId = (context: PublishContext) => context.state?.live?.versionId ?? null;
const nothingHeld = { target: null, problems: [] as FlowProblem[] };
/** The version the server now has live (it says so in its answer), else the one asked for. */
const noticeOf = ({ context, event }: { context: PublishContext; event: unknown }): PublishedNotice => {
  const live = answerOf(event).live;
  return { versionName: live?.versionName ?? context.target?.versionName ?? '', kind: live?.kind ?? 'PUBLISH' };
};

export const publishMachine = setup({
  types: {
    input: {} as PublishInput,
    context: {} as PublishContext,
    events: {} as PublishEvent,
  },
  actors: {
    loadPublishState: fromPromise<PublishState, { botId: string }>(async () => {
      throw new Error('loadPublishState not provided');
    }),
    publishVersion: fromPromise<PublishState, PublishRequest>(async () => {
      throw new Error('publishVersion not provided');
    }),
  },
  guards: {
    /** A designer (not a VIEWER) publishes a saved version that is not live already. */
    publishable: ({ context, event }) => {
      assertEvent(event, 'PUBLISH');
      return !context.readOnly && !event.unsaved && event.versionId !== liveId(context);
    },
    hasProblems: ({ event }) => {
      assertEvent(event, 'PUBLISH');
      return validateFlow(event.flow).length > 0;
    },
    /** An earlier publication's version, not the live one. */
    canRollBack: ({ context, event }) => {
      assertEvent(event, 'ROLLBACK');
      return !context.readOnly && event.versionId !== liveId(context) && (context.state?.history ?? []).some((p) => p.versionId === event.versionId);
    },
  },
  actions: {
    keepState: assign(({ event }) => ({ state: answerOf(event), error: null })),
    showLoadFailure: assign({ error: ({ event }) => failureText(actorError(event), publishTexts.loadFailed) }),
    showPublishFailure: assign({ error: ({ event }) => failureText(actorError(event), publishTexts.publishFailed) }),
    clearError: assign({ error: null }),
    holdProblems: assign(({ event }) => {
      assertEvent(event, 'PUBLISH');
      return { problems: validateFlow(event.flow), target: { versionId: event.versionId, versionName: event.versionName }, error: null };
    }),
    holdPublish: assign(({ event }) => {
      assertEvent(event, 'PUBLISH');
      return { target: { versionId: event.versionId, versionName: event.versionName }, problems: [], error: null };
    }),
    holdRollback: assign(({ context, event }) => {
      assertEvent(event, 'ROLLBACK');
      const earlier = context.state?.history.find((p) => p.versionId === event.versionId);
      return { target: { versionId: event.versionId, versionName: earlier?.versionName ?? '' }, error: null };
    }),
    drop: assign(nothingHeld),
    // Provided by the app:
    notifyPublished: (_, _params: PublishedNotice) => {},
  },
}).createMachine({
  id: 'publish',
  initial: 'loading',
  context: ({ input }) => ({ botId: input.botId, readOnly: input.readOnly ?? false, state: null, ...nothingHeld, error: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadPublishState',
        src: 'loadPublishState',
        input: ({ context }) => ({ botId: context.botId }),
        onDone: { target: 'idle', actions: 'keepState' },
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    idle: {
      on: {
        // The save check first: a version with problems is listed, never sent.
        PUBLISH: [
          { guard: and(['publishable', 'hasProblems']), target: 'blocked', actions: 'holdProblems' },
          { guard: and(['publishable', not('hasProblems')]), target: 'confirmingPublish', actions: 'holdPublish' },
        ],
        OPEN_HISTORY: { target: 'history', actions: 'clearError' },
      },
    },
    blocked: {
      on: { CLOSE: { target: 'idle', actions: 'drop' } },
    },
    confirmingPublish: {
      on: {
        CONFIRM: 'publishing',
        CANCEL: { target: 'idle', actions: 'drop' },
      },
    },
    publishing: {
      invoke: {
        id: 'publishVersion',
        src: 'publishVersion',
        input: ({ context }) => ({ botId: context.botId, versionId: context.target?.versionId ?? '' }),
        onDone: {
          target: 'idle',
          actions: ['keepState', { type: 'notifyPublished', params: noticeOf }, 'drop'],
        },
        onError: { target: 'idle', actions: ['showPublishFailure', 'drop'] },
      },
    },
    history: {
      on: {
        ROLLBACK: { guard: 'canRollBack', target: 'confirmingRollback', actions: 'holdRollback' },
        CLOSE: { target: 'idle', actions: 'clearError' },
      },
    },
    confirmingRollback: {
      on: {
        CONFIRM: 'rollingBack',
        CANCEL: { target: 'history', actions: 'drop' },
      },
    },
    rollingBack: {
      invoke: {
        id: 'publishVersion',
        src: 'publishVersion',
        input: ({ context }) => ({ botId: context.botId, versionId: context.target?.versionId ?? '' }),
        onDone: {
          target: 'history',
          actions: ['keepState', { type: 'notifyPublished', params: noticeOf }, 'drop'],
        },
        onError: { target: 'history', actions: ['showPublishFailure', 'drop'] },
      },
    },
  },
});
