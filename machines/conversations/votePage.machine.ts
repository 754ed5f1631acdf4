import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { FACE_VALUES, type DeepLinkAnswer, type VoteBody } from '../../services/contracts/conversations';
import { actorError, failureBody, failureStatus } from '../shared/apiError';
import { commonTexts, text, type TextRef } from '../shared/text';

export type VotePageInput = { deepLinkId: string };
export type SendVoteInput = { conversationId: string; companyId: string; body: VoteBody };
export type VotePageContext = {
  deepLinkId: string;
  /** The link as GET /deeplink/:id answered it (null while loading or when the lookup failed). */
  link: DeepLinkAnswer | null;
  rating: number | null;
  feedback: string;
  /** The vote was stored; only marking the link voted is left (a retry does not vote twice). */
  voteStored: boolean;
  error: TextRef | null;
};
export type VotePageEvent = { type: 'RATING_CHOSEN'; value: number } | { type: 'FEEDBACK_CHANGED'; value: string } | { type: 'SUBMIT' };

/** Longest feedback the server takes (services/contracts/conversations.ts voteBody). */
export const MAX_VOTE_FEEDBACK = 2000;
/** The 0 to 10 scale of every type but FACES (spec 01 section 9). */
export const NUMERIC_VOTE_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const votePageTexts = {
  failed: 'vote.errors.failed',
} as const;

/** The values a link's vote type offers: five faces, or the 0-10 scale. */
export function voteValues(voteType: string | undefined): readonly number[] {
  return voteType === 'FACES' ? FACE_VALUES : NUMERIC_VOTE_VALUES;
}

/** Why sending failed: the server's own words for a refusal (expired, already voted), else a general text. */
export function voteFailureText(error: unknown): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return text(commonTexts.noInternet);
  if (status >= 500) return text(commonTexts.internet);
  return text(votePageTexts.failed, failureBody(error)?.message);
}

/** The link a done event of fetchDeepLink carries (named guards see only the machine's own event union). */
function answeredLink(event: unknown): DeepLinkAnswer {
  return (event as { output: DeepLinkAnswer }).output;
}

export const votePageMachine = setup({
  types: { input: {} as VotePageInput, context: {} as VotePageContext, events: {} as VotePageEvent },
  actors: {
    fetchDeepLink: fromPromise<DeepLinkAnswer, { id: string }>(async () => {
      throw new Error('fetchDeepLink not provided');
    }),
    sendVote: fromPromise<unknown, SendVoteInput>(async () => {
      throw new Error('sendVote not provided');
    }),
    markVoted: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('markVoted not provided');
    }),
  },
  guards: {
    isInvalidated: ({ event }) => answeredLink(event).invalidated,
    isAlreadyVoted: ({ event }) => answeredLink(event).deepLinkProperties.alreadyVoted,
    isOfferedValue: ({ context, event }) => {
      assertEvent(event, 'RATING_CHOSEN');
      return voteValues(context.link?.deepLinkProperties.voteType).includes(event.value);
    },
    hasRating: ({ context }) => context.rating !== null,
    isVoteStored: ({ context }) => context.voteStored,
  },
  actions: {
    keepLink: assign({ link: ({ event }) => answeredLink(event) }),
    setRating: assign({ rating: ({ event }) => (assertEvent(event, 'RATING_CHOSEN'), event.value) }),
    setFeedback: assign({ feedback: ({ event }) => (assertEvent(event, 'FEEDBACK_CHANGED'), event.value.slice(0, MAX_VOTE_FEEDBACK)) }),
    clearError: assign({ error: null }),
    noteVoteStored: assign({ voteStored: true }),
    showFailure: assign({ error: ({ event }) => voteFailureText(actorError(event)) }),
  },
}).createMachine({
  id: 'votePage',
  initial: 'loading',
  context: ({ input }) => ({ deepLinkId: input.deepLinkId, link: null, rating: null, feedback: '', voteStored: false, error: null }),
  states: {
    loading: {
      invoke: {
        id: 'fetchDeepLink',
        src: 'fetchDeepLink',
        input: ({ context }) => ({ id: context.deepLinkId }),
        onDone: [
          { guard: 'isInvalidated', target: 'error', actions: 'keepLink' },
          { guard: 'isAlreadyVoted', target: 'thanks', actions: 'keepLink' },
          { target: 'form', actions: 'keepLink' },
        ],
        onError: { target: 'error' },
      },
    },
    form: {
      on: {
        RATING_CHOSEN: { guard: 'isOfferedValue', actions: 'setRating' },
        FEEDBACK_CHANGED: { actions: 'setFeedback' },
        SUBMIT: { guard: 'hasRating', target: 'sending' },
      },
    },
    sending: {
      entry: 'clearError',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isVoteStored', target: 'markingVoted' }, { target: 'voting' }],
        },
        voting: {
          invoke: {
            id: 'sendVote',
            src: 'sendVote',
            input: ({ context }) => {
              const properties = context.link!.deepLinkProperties;
              return {
                conversationId: properties.conversationId,
                companyId: properties.companyId,
                body: { vote: context.rating!, voteMessage: context.feedback, channelID: properties.channelId },
              };
            },
            onDone: { target: 'markingVoted', actions: 'noteVoteStored' },
            onError: { target: '#votePage.form', actions: 'showFailure' },
          },
        },
        markingVoted: {
          invoke: {
            id: 'markVoted',
            src: 'markVoted',
            input: ({ context }) => ({ id: context.deepLinkId }),
            onDone: { target: '#votePage.thanks' },
            onError: { target: '#votePage.form', actions: 'showFailure' },
          },
        },
      },
    },
    thanks: { type: 'final' },
    error: { type: 'final' },
  },
});
