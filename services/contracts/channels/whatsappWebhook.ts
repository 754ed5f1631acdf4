import { z } from 'zod';

/**
 * The body of a WhatsApp Cloud API webhook (Meta's "messages" field): entries of changes,
 * each change's value carrying the messages end users sent and the statuses of messages the
 * business sent. Only what the console reads is described; Meta's other fields pass through.
 */

const media = z.object({ id: z.string().optional(), caption: z.string().optional(), mime_type: z.string().optional(), filename: z.string().optional() });

export const whatsappInboundMessage = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string().min(1),
  text: z.object({ body: z.string() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string(), title: z.string(), description: z.string().optional() }).optional(),
    })
    .optional(),
  /** A tap on a template's quick-reply button. */
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  sticker: media.optional(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() }).optional(),
});
export type WhatsappInboundMessage = z.infer<typeof whatsappInboundMessage>;

export const whatsappStatus = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
export type WhatsappStatus = z.infer<typeof whatsappStatus>;

export const whatsappChangeValue = z.object({
  messaging_product: z.string().optional(),
  metadata: z.object({ display_phone_number: z.string().optional(), phone_number_id: z.string() }).optional(),
  contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string().optional() }).optional() })).optional(),
  messages: z.array(whatsappInboundMessage).optional(),
  statuses: z.array(whatsappStatus).optional(),
});
export type WhatsappChangeValue = z.infer<typeof whatsappChangeValue>;

export const whatsappWebhook = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});
export type WhatsappWebhook = z.infer<typeof whatsappWebhook>;
