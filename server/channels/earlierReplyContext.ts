import { z } from 'zod';
import type { LineReplyContext } from './adapters/lineReply';
import type { TeamsReplyContext } from './adapters/teamsReply';

/**
 * The reply context of a message claimed before it was one `answerWith` field, read as the kind's
 * own shape: LINE's `replyToken` ({ token, usableUntil }) and Teams' `replyTo` (serviceUrl,
 * conversationId, activityId, botId, userId, as Teams' parse always wrote them). A message that
 * waited across the upgrade is answered the same way it would have been.
 */
export const earlierReplyToken = z.object({ token: z.string(), usableUntil: z.string() }).transform((token): LineReplyContext => ({ kind: 'line', ...token }));

export const earlierReplyAddress = z
  .object({ serviceUrl: z.string(), conversationId: z.string(), activityId: z.string(), botId: z.string(), userId: z.string() })
  .transform((address): TeamsReplyContext => ({ kind: 'teams', ...address }));
