import { z } from 'zod';

/** Texts of the WhatsApp Cloud popups' server paths (partner webhook, tracking parameters). */
export const whatsappCloudSettingsMessages = {
  notWhatsappCloud: 'Only a WhatsApp Cloud channel has a partner webhook and tracking parameters here.',
} as const;

/** The answer of GET/POST/DELETE /channel/{id}/partnerWebhook: the token masked when set, both empty when none. */
export const partnerWebhookAnswer = z.object({ partnerWebhookUrl: z.string(), token: z.string() });

/** One approved template of the channel's business account. */
export const whatsappTemplate = z.object({ name: z.string(), language: z.string(), category: z.string() });
export type WhatsappTemplateChoice = z.infer<typeof whatsappTemplate>;

/** The answer of GET /channel/{id}/whatsapp-templates: connected is false (and no template) until the channel has its Cloud API account. */
export const whatsappTemplatesAnswer = z.object({ connected: z.boolean(), templates: z.array(whatsappTemplate) });
export type WhatsappTemplatesAnswer = z.infer<typeof whatsappTemplatesAnswer>;
