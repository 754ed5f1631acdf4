import type { KyInstance } from 'ky';
import { call, checkedJson, http } from './http';
import { deepLinkAnswer, voteSuccess, type SendVoteCall, type VoteClient } from './contracts/conversations';

/**
 * The public vote page's calls (spec 01 section 7). The page has no session, so the
 * global policy (logout on 401, error page on 403/5xx) stays out: the vote machine
 * shows every failure itself.
 */
const own = { context: { ownErrors: true } } as const;

export type { SendVoteCall, VoteClient };

/** The calls over one HTTP client (the console's own, or a test's in-process one). */
export function createVoteClient(client: KyInstance): VoteClient {
  return {
    fetchDeepLink: (id, signal) => call(() => checkedJson(client.get(`deeplink/${encodeURIComponent(id)}`, { signal, ...own }), deepLinkAnswer)),
    sendVote: ({ conversationId, companyId, body }, signal) =>
      call(() => checkedJson(client.post(`vote/${encodeURIComponent(conversationId)}`, { json: body, headers: { companyID: companyId }, signal, ...own }), voteSuccess)),
    markVoted: (id, signal) => call(() => checkedJson(client.post(`deeplink/${encodeURIComponent(id)}`, { signal, ...own }), voteSuccess)),
  };
}

export const { fetchDeepLink, sendVote, markVoted } = createVoteClient(http);
