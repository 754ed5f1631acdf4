import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { voteBody, type VoteBody } from '../../services/contracts/conversations';
import type { RestAnswer } from '../../services/contracts/rest';
import { emptyBody, voteCompanyHeader } from '../../services/contracts/rest/votes';
import type { AppDeps } from '../deps';
import { HttpError, messages } from '../http/errors';
import { parseWith } from '../http/validate';
import { markDeepLinkVoted, readDeepLink, recordVote } from './voteStore';

/** Calls per minute and address on each public vote route (the page makes three per vote). */
export const VOTE_RATE_LIMIT_PER_MINUTE = 30;

/** These routes are public, so they get their own limit (the app-wide one only covers /auth). */
const rateLimit = { max: VOTE_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', allowList: () => false };

/** The message of the first problem of a vote body, in the words a person reads. */
export function voteBodyMessage(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return messages.notObject;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  const field = issue.path[0];
  if (field === 'vote') return 'A vote is between 0 and 10.';
  if (field === 'voteMessage') return issue.code === 'too_big' ? issue.message : 'voteMessage must be text.';
  if (field === 'channelID') return 'channelID is required.';
  return messages.notObject;
}

function parseVoteBody(body: unknown): VoteBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, messages.notObject);
  const parsed = voteBody.safeParse(body);
  if (!parsed.success) throw new HttpError(400, voteBodyMessage(parsed.error.issues));
  return parsed.data;
}

/** The public satisfaction-vote calls of spec 01 section 7 (no sign-in: the link is the key). */
export function voteRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>('/deeplink/:id', { config: { rateLimit } }, async (request, reply): Promise<RestAnswer<'GET /deeplink/:id'>> => {
    reply.header('Cache-Control', 'no-store');
    return readDeepLink(deps.db, deps.clock.now(), request.params.id);
  });

  app.post<{ Params: { conversationID: string } }>('/vote/:conversationID', { config: { rateLimit } }, async (request): Promise<RestAnswer<'POST /vote/:conversationID'>> => {
    const { companyid: companyId } = parseWith(voteCompanyHeader, request.headers);
    const body = parseVoteBody(request.body);
    await recordVote(deps.db, deps.clock.now(), { conversationId: request.params.conversationID, companyId, body });
    return { success: true };
  });

  app.post<{ Params: { id: string } }>('/deeplink/:id', { config: { rateLimit } }, async (request): Promise<RestAnswer<'POST /deeplink/:id'>> => {
    parseWith(emptyBody, request.body);
    await markDeepLinkVoted(deps.db, deps.clock.now(), request.params.id);
    return { success: true };
  });
}
