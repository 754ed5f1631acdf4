import { z } from 'zod';

/**
 * How a Teams message is answered, as its authenticated activity named it: the serviceUrl the
 * token was issued for (teamsAuth.ts), the conversation, the activity answered, the bot and the
 * person. The reply goes there and nowhere else (teamsRender.ts).
 */
export const teamsReplyContext = z.object({
  kind: z.literal('teams'),
  serviceUrl: z.string(),
  conversationId: z.string(),
  activityId: z.string(),
  botId: z.string(),
  userId: z.string(),
});
export type TeamsReplyContext = z.infer<typeof teamsReplyContext>;
