import { z } from 'zod';

/**
 * The webhooks Meta posts for the Messenger Platform (object "page") and Instagram messaging
 * (object "instagram") to the app's one callback URL: each entry names the page (or the
 * Instagram account) in `id`; `messaging` holds the events for the thread's owner, `standby`
 * those of threads another app (a handover receiver) owns. Only what the console reads is
 * named; everything else passes through.
 */
const id = z.looseObject({ id: z.string() });

export const messengerQuickReply = z.looseObject({ payload: z.string() });

export const messengerInboundMessage = z.looseObject({
  mid: z.string(),
  text: z.string().optional(),
  is_echo: z.boolean().optional(),
  quick_reply: messengerQuickReply.optional(),
  attachments: z.array(z.looseObject({ type: z.string(), payload: z.looseObject({ url: z.string().optional() }).nullish() })).optional(),
});

/** A thread passed between apps (handover protocol): to `new_owner_app_id`. */
export const messengerThreadControl = z.looseObject({
  new_owner_app_id: z.union([z.string(), z.number()]).transform(String).optional(),
  previous_owner_app_id: z.union([z.string(), z.number()]).transform(String).optional(),
  metadata: z.string().optional(),
});

export const messengerEvent = z.looseObject({
  sender: id,
  recipient: id,
  timestamp: z.number().optional(),
  message: messengerInboundMessage.optional(),
  postback: z.looseObject({ mid: z.string().optional(), title: z.string().optional(), payload: z.string() }).optional(),
  pass_thread_control: messengerThreadControl.optional(),
  take_thread_control: messengerThreadControl.optional(),
});
export type MessengerEvent = z.infer<typeof messengerEvent>;

export const messengerEntry = z.looseObject({
  id: z.string(),
  time: z.number().optional(),
  messaging: z.array(messengerEvent).optional(),
  standby: z.array(messengerEvent).optional(),
});
export type MessengerEntry = z.infer<typeof messengerEntry>;

export const messengerWebhook = z.looseObject({ object: z.string(), entry: z.array(messengerEntry) });
export type MessengerWebhook = z.infer<typeof messengerWebhook>;

/** A quick reply as the Send API takes it. */
export const messengerOutboundQuickReply = z.object({ content_type: z.literal('text'), title: z.string(), payload: z.string() });
export type MessengerOutboundQuickReply = z.infer<typeof messengerOutboundQuickReply>;

/** The message of a Send API call: text (with quick replies) or an attachment. */
export const messengerOutboundMessage = z.object({
  text: z.string().optional(),
  attachment: z.object({ type: z.enum(['image', 'video', 'audio', 'file']), payload: z.object({ url: z.string(), is_reusable: z.boolean().optional() }) }).optional(),
  quick_replies: z.array(messengerOutboundQuickReply).optional(),
});
export type MessengerOutboundMessage = z.infer<typeof messengerOutboundMessage>;

/** POST /{version}/me/messages. */
export const messengerSendRequest = z.object({
  recipient: z.object({ id: z.string() }),
  messaging_type: z.string().optional(),
  message: messengerOutboundMessage,
});
/** What the Send API answers. */
export const messengerSendAnswer = z.object({ recipient_id: z.string(), message_id: z.string() });

/** POST /{version}/me/pass_thread_control (and take_thread_control without a target). */
export const messengerThreadRequest = z.object({
  recipient: z.object({ id: z.string() }),
  target_app_id: z.union([z.string(), z.number()]).transform(String).optional(),
  metadata: z.string().optional(),
});
