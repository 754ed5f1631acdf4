import { z } from 'zod';

/**
 * The LINE Messaging API as this console speaks it (developers.line.biz/en/reference/messaging-api):
 * the webhook body LINE posts, the message objects a reply or push carries (with quick
 * replies), and LINE's answers. Only the parts read here are named; LINE adds fields over
 * time, so every object keeps what it does not name.
 */

export const lineSource = z.looseObject({ type: z.string(), userId: z.string().optional() });

export const lineEventMessage = z.looseObject({
  id: z.string(),
  type: z.string(),
  text: z.string().optional(),
  fileName: z.string().optional(),
  title: z.string().optional(),
  address: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

/** One webhook event: a message, a postback (a quick-reply button), a follow... */
export const lineEvent = z.looseObject({
  type: z.string(),
  mode: z.string().optional(),
  timestamp: z.number().int(),
  source: lineSource.optional(),
  webhookEventId: z.string().min(1),
  deliveryContext: z.looseObject({ isRedelivery: z.boolean() }),
  replyToken: z.string().optional(),
  message: lineEventMessage.optional(),
  postback: z.looseObject({ data: z.string() }).optional(),
});
export type LineEvent = z.infer<typeof lineEvent>;

/** The body of a webhook: the bot's user id and the events (none when LINE checks the address). */
export const lineWebhookBody = z.looseObject({ destination: z.string(), events: z.array(lineEvent) });
export type LineWebhookBody = z.infer<typeof lineWebhookBody>;

/** A quick-reply button: it sends its text as the person's message, or its data back as a postback. */
export const lineAction = z.union([
  z.object({ type: z.literal('message'), label: z.string(), text: z.string() }),
  z.object({ type: z.literal('postback'), label: z.string(), data: z.string(), displayText: z.string().optional() }),
]);
export type LineAction = z.infer<typeof lineAction>;
export const lineQuickReply = z.object({ items: z.array(z.object({ type: z.literal('action'), action: lineAction })) });
export type LineQuickReply = z.infer<typeof lineQuickReply>;

/** The message objects this console sends (text, image, video, audio), each may carry quick replies. */
export const lineMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string(), quickReply: lineQuickReply.optional() }),
  z.object({ type: z.literal('image'), originalContentUrl: z.string(), previewImageUrl: z.string(), quickReply: lineQuickReply.optional() }),
  z.object({ type: z.literal('video'), originalContentUrl: z.string(), previewImageUrl: z.string(), quickReply: lineQuickReply.optional() }),
  z.object({ type: z.literal('audio'), originalContentUrl: z.string(), duration: z.number().int(), quickReply: lineQuickReply.optional() }),
]);
export type LineMessage = z.infer<typeof lineMessage>;

/** POST /v2/bot/message/reply and /v2/bot/message/push. */
export const lineReplyRequest = z.object({ replyToken: z.string(), messages: z.array(lineMessage) });
export const linePushRequest = z.object({ to: z.string(), messages: z.array(lineMessage) });

/** What a reply or push answers: the id of each message sent. */
export const lineSentAnswer = z.looseObject({ sentMessages: z.array(z.looseObject({ id: z.string() })) });

/** GET /v2/bot/info. */
export const lineBotInfo = z.looseObject({ userId: z.string(), basicId: z.string(), displayName: z.string(), chatMode: z.string().optional() });

/** PUT /v2/bot/channel/webhook/endpoint. */
export const lineWebhookEndpoint = z.object({ endpoint: z.string() });

/** An error answer: LINE's message, and for a 400 the details by property. */
export const lineError = z.looseObject({
  message: z.string(),
  details: z.array(z.looseObject({ message: z.string(), property: z.string().optional() })).optional(),
});
export type LineError = z.infer<typeof lineError>;
