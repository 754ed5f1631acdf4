import { z } from 'zod';

/** POST /external/v1/incoming?channelID= (spec 02, the webhook channel): what it reads besides the message. */

const queryText = z.unknown().transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined));

/** The channel, as channelID (or channelId); the answer to a missing one is 'channelID is required.'. */
export const webhookQuery = z
  .looseObject({ channelID: queryText.optional(), channelId: queryText.optional() })
  .transform((query) => query.channelID ?? query.channelId)
  .pipe(z.string({ error: 'channelID is required.' }));

/** The channel's API token (headers arrive in lower case); a missing or wrong one is a 401. */
export const webhookHeaders = z.looseObject({ apitoken: z.unknown().transform((value) => (typeof value === 'string' ? value : undefined)) });

/** 202: the message is taken; the assistant's answer is delivered to the channel's webhook URL. */
export const webhookAccepted = z.object({ success: z.literal(true), conversationId: z.string() });
