import type { DeepLinkAnswer } from '../../../services/contracts/conversations';
import { votePageMachine, type VotePageContext } from '../../../machines/conversations/votePage.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** A vote link as GET /deeplink/:id answers it. */
export function voteLink(overrides: { voteType?: string; invalidated?: boolean; alreadyVoted?: boolean } = {}): DeepLinkAnswer {
  return {
    deepLinkId: 'link-1',
    invalidated: overrides.invalidated ?? false,
    deepLinkProperties: {
      conversationId: 'conversation-1',
      channelId: 'channel-1',
      companyId: 'company-1',
      voteType: overrides.voteType ?? 'NUMERIC',
      alreadyVoted: overrides.alreadyVoted ?? false,
      expiredLinkHeader: 'LINK EXPIRED',
    },
  };
}

export const alreadyVotedRefusal = httpFailure(400, { message: 'This conversation has already been voted.' });

export const votePageModel: CatalogueEntry = {
  machine: votePageMachine,
  appActions: [],
  scenarios: [
    {
      name: 'a vote link opened',
      input: { deepLinkId: 'link-1' },
      events: [
        done('fetchDeepLink', voteLink()),
        done('fetchDeepLink', voteLink({ voteType: 'FACES' })),
        done('fetchDeepLink', voteLink({ alreadyVoted: true })),
        done('fetchDeepLink', voteLink({ invalidated: true })),
        done('fetchDeepLink', voteLink({ invalidated: true, alreadyVoted: true })),
        failed('fetchDeepLink', httpFailure(404, { message: 'This vote link does not exist.' })),
        failed('fetchDeepLink', networkFailure),
        { type: 'RATING_CHOSEN', value: 7 },
        { type: 'RATING_CHOSEN', value: 4 },
        { type: 'RATING_CHOSEN', value: 11 },
        { type: 'FEEDBACK_CHANGED', value: 'Quick and kind' },
        { type: 'FEEDBACK_CHANGED', value: '' },
        { type: 'SUBMIT' },
        done('sendVote', { success: true }),
        failed('sendVote', alreadyVotedRefusal),
        failed('sendVote', httpFailure(500)),
        failed('sendVote', networkFailure),
        done('markVoted', { success: true }),
        failed('markVoted', networkFailure),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as VotePageContext;
    return [c.link?.deepLinkProperties.voteType ?? null, c.rating !== null, c.feedback !== '', c.voteStored, c.error?.key ?? null];
  }),
};
