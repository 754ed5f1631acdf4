import { assign, fromPromise, setup } from 'xstate';
import { instagramMessages } from '../../../services/contracts/channels/instagram';
import { directLinkOf, directLinkReferral, iceBreakersAnswer, type IceBreaker } from '../../../services/contracts/channels/instagramTools';
import type { TextRef } from '../../shared/text';
import { popupTexts, type PopupOutcome } from '../popups/popupTexts';
import { instagramTexts, instagramToolText } from './instagramTexts';

export type DirectLinkInput = { channelId: string };
export type DirectLinkContext = DirectLinkInput & {
  username: string;
  referral: string;
  /** The link to share: the account's, with ?ref= when a valid referral is typed; null while the referral is wrong. */
  link: string | null;
  referralProblem: TextRef | null;
  /** What the last copy did ('Text copied to clipboard' or why not). */
  notice: PopupOutcome;
  outcome: PopupOutcome;
};
export type DirectLinkEvent = { type: 'REFERRAL_CHANGED'; value: string } | { type: 'COPY' } | { type: 'CLOSE' };

function linkOf(username: string, referral: string): Pick<DirectLinkContext, 'link' | 'referralProblem'> {
  const checked = directLinkReferral.safeParse(referral);
  if (!checked.success) return { link: null, referralProblem: instagramToolText(checked.error.issues[0]?.message ?? '') };
  return { link: directLinkOf(username, checked.data), referralProblem: null };
}

/**
 * The Instagram direct-link generator (spec 02 sections 2, 4, 5 and 9): on open it checks that
 * the channel has ice breakers (none: it closes with 'To use the ig.me link feature, you must set
 * up Ice Breaker first.') and reads the account's username ('An error occurred fetching instagram
 * username' when it cannot); the link https://ig.me/m/<username>?ref=<referral> follows the
 * referral typed (spaces as underscores; the contract's texts when it is wrong), and COPY puts it
 * on the clipboard ('Text copied to clipboard').
 */
export const directLinkMachine = setup({
  types: { context: {} as DirectLinkContext, events: {} as DirectLinkEvent, input: {} as DirectLinkInput },
  actors: {
    loadIceBreakers: fromPromise<{ icebreaker: IceBreaker[] }, { channelId: string }>(async () => {
      throw new Error('loadIceBreakers not provided');
    }),
    loadUsername: fromPromise<{ username: string }, { channelId: string }>(async () => {
      throw new Error('loadUsername not provided');
    }),
    copyText: fromPromise<unknown, { text: string }>(async () => {
      throw new Error('copyText not provided');
    }),
  },
  guards: {
    noIceBreakers: ({ event }) => 'output' in event && iceBreakersAnswer.safeParse(event.output).data?.icebreaker.length === 0,
    hasLink: ({ context }) => context.link !== null,
  },
  actions: {
    closeIceBreakerFirst: assign({ outcome: { kind: 'error', text: instagramToolText(instagramMessages.iceBreakerFirst) } }),
    closeFetchFailed: assign({ outcome: { kind: 'error', text: { key: popupTexts.fetchFailed } } }),
    closeUsernameFailed: assign({ outcome: { kind: 'error', text: { key: instagramTexts.usernameFailed } } }),
  },
}).createMachine({
  id: 'directLink',
  context: ({ input }) => ({ ...input, username: '', referral: '', link: null, referralProblem: null, notice: null, outcome: null }),
  initial: 'checkingIceBreakers',
  states: {
    checkingIceBreakers: {
      invoke: {
        id: 'loadIceBreakers',
        src: 'loadIceBreakers',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: [{ guard: 'noIceBreakers', target: 'closed', actions: 'closeIceBreakerFirst' }, { target: 'loadingUsername' }],
        onError: { target: 'closed', actions: 'closeFetchFailed' },
      },
      on: { CLOSE: 'closed' },
    },
    loadingUsername: {
      invoke: {
        id: 'loadUsername',
        src: 'loadUsername',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ username: event.output.username, ...linkOf(event.output.username, '') })) },
        onError: { target: 'closed', actions: 'closeUsernameFailed' },
      },
      on: { CLOSE: 'closed' },
    },
    editing: {
      on: {
        REFERRAL_CHANGED: { actions: assign(({ context, event }) => ({ referral: event.value, notice: null, ...linkOf(context.username, event.value) })) },
        COPY: { guard: 'hasLink', target: 'copying' },
        CLOSE: 'closed',
      },
    },
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.link ?? '' }),
        onDone: { target: 'editing', actions: assign({ notice: { kind: 'success', text: { key: instagramTexts.copied } } }) },
        onError: { target: 'editing', actions: assign({ notice: { kind: 'error', text: { key: instagramTexts.copyFailed } } }) },
      },
    },
    closed: { type: 'final' },
  },
});
