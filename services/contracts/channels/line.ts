import { z } from 'zod';
import { defineChannel } from './definition';
import { requiredSecret } from './fields';

/**
 * Line (spec 02 sections 3, 5 and 8): the form's name (the channel's), channelSecret and
 * accessToken, all required; both credentials are secrets. Connecting answers the bot's own
 * user id and basic id (GET /v2/bot/info), which are kept: webhooks name the bot as their
 * `destination`. A failed connect shows LINE's own message (spec 02 section 8).
 */
export const lineMessages = {
  /** When LINE answered without a message of its own (no answer, or not LINE's JSON). */
  connectFailed: 'LINE did not accept the channel access token; check it in the LINE Developers Console.',
} as const;

export const line = defineChannel({
  kind: 'line',
  stored: { integrationType: 'Line' },
  properties: z
    .object({
      channelSecret: requiredSecret(200),
      accessToken: requiredSecret(1000),
      lineBotUserId: z.string().max(64).optional(),
      lineBasicId: z.string().max(64).optional(),
    })
    .strict(),
  secrets: ['channelSecret', 'accessToken'],
  identifiedBy: [],
});
