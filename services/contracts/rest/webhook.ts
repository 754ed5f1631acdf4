import { z } from 'zod';

/** POST /external/v1/incoming?channelID= (spec 02, the webhook channel): what it reads besides the message. */

/** The answer to a webhook call that names no channel. */
export const CHANNEL_ID_MISSING = 'channelID is required.';

const queryText = z.unknown().transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined));

/** The channel, as channelID (or channelId). */
export const webhookQuery = z
  .looseObject({ channelID: queryText.optional(), channelId: queryText.optional() })
  .transform((query) => query.channelID ?? query.channelId)
  .pipe(z.string({ error: CHANNEL_ID_MISSING }));

/** The channel's API token (headers arrive in lower case); a missing or wrong one is a 401. */
export const webhookHeaders = z.looseObject({
  apitoken: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value : undefined))
    .optional(),
});

/** 202: the message is taken; the assistant's answer is delivered to the channel's webhook URL. */
export const webhookAccepted = z.object({ success: z.literal(true), conversationId: z.string() });

/** GET /channels/v1/:kind/:channelId/webhook: the provider's check of the address, answered with the text it asked for (its challenge). */
export const handshakeAnswer = z.string();

/** POST /channels/v1/:kind/:channelId/webhook: the events are taken (the turns run afterwards). */
export const providerWebhookTaken = z.object({ ok: z.literal(true) });
