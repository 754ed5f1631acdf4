import { call, http } from './http';
import { deepLinkAnswer, voteSuccess, type DeepLinkAnswer, type VoteBody, type VoteSuccess } from './contracts/conversations';

/**
 * The public vote page's calls (spec 01 section 7). The page has no session, so the
 * global policy (logout on 401, error page on 403/5xx) stays out: the vote machine
 * shows every failure itself.
 */
const own = { context: { ownErrors: true } } as const;

export function fetchDeepLink(id: string, signal?: AbortSignal): Promise<DeepLinkAnswer> {
  return call(() => http.get(`/deeplink/${encodeURIComponent(id)}`, { signal, ...own }).json(deepLinkAnswer));
}

export type SendVoteCall = { conversationId: string; companyId: string; body: VoteBody };

export function sendVote({ conversationId, companyId, body }: SendVoteCall, signal?: AbortSignal): Promise<VoteSuccess> {
  return call(() =>
    http.post(`/vote/${encodeURIComponent(conversationId)}`, { json: body, headers: { companyID: companyId }, signal, ...own }).json(voteSuccess),
  );
}

/** Marks the link voted (empty body). */
export function markVoted(id: string, signal?: AbortSignal): Promise<VoteSuccess> {
  return call(() => http.post(`/deeplink/${encodeURIComponent(id)}`, { signal, ...own }).json(voteSuccess));
}
