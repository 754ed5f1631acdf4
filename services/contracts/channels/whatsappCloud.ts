import { z } from 'zod';
import { isId } from '../ids';
import { defineChannel } from './definition';
import { email, httpUrl, phone, requiredSecret, requiredText } from './fields';

/** Texts of the WhatsApp Cloud form and its API key popup (spec 02 sections 4, 5 and 8). */
export const whatsappCloudMessages = {
  numberNeedsPlus: 'The number must start with + and the country code.',
  invalidApiKey: 'Enter a valid API Key to continue.',
  replaceApiKey: 'Replace API Key?',
  keyGenerationFailed: 'Failed to generate WhatsApp Cloud API Key. Try again ',
  added: 'Channel added successfully.',
  connectFailed: 'WhatsApp Cloud refused the access token or the phone number id, please check them again.',
  templateNeeded: 'More than 24 hours have passed since the customer last wrote: choose a message template for this channel to reach them.',
  flowNotListed: "Choose the flow from the assistant's flows.",
  tooManyFlowTemplates: 'Choose a template of its own for at most 200 flows.',
  cloudAccountIncomplete: 'To connect the number enter all five: the phone number id, the WhatsApp Business Account id, the access token, the app secret and the verify token.',
  graphIdDigits: 'Enter the id as WhatsApp Manager shows it (digits only).',
} as const;

/** A Graph id (phone number id, WhatsApp Business Account id): digits. */
const graphId = () => requiredText(64).regex(/^[0-9]+$/, whatsappCloudMessages.graphIdDigits);

/**
 * The Cloud API account of a number: all five connect it (the first three reach the Graph API,
 * the app secret checks each webhook's signature, the verify token answers Meta's handshake);
 * none of them leaves the channel unconnected (a partner-managed number).
 */
export const CLOUD_ACCOUNT_FIELDS = ['phoneNumberId', 'businessAccountId', 'accessToken', 'appSecret', 'verifyToken'] as const;

/** The approved template that goes out instead of free-form text once the 24-hour customer-service window has closed. */
export const outsideWindowTemplate = z
  .object({
    name: requiredText(512).regex(/^[a-z0-9_]+$/, 'A template name has lower-case letters, digits and _ only.'),
    language: requiredText(20).regex(/^[a-z]{2,3}(_[A-Za-z]{2,4})?$/, 'Enter the template language code, e.g. en_US.'),
  })
  .strict();

/** At most this many flows have a template of their own on one channel. */
export const MAX_FLOW_TEMPLATES = 200;

/**
 * The template each flow (by its id) sends outside the 24-hour window; a flow left out sends the
 * channel's outsideWindowTemplate.
 */
export const flowTemplates = z
  .record(z.string().refine(isId), outsideWindowTemplate, { error: (issue) => (issue.code === 'invalid_key' ? whatsappCloudMessages.flowNotListed : undefined) })
  .refine((templates) => Object.keys(templates).length <= MAX_FLOW_TEMPLATES, whatsappCloudMessages.tooManyFlowTemplates);

/** A Cloud API key: INS, a dot, 20 characters, a dot, 50 characters. */
export const CLOUD_API_KEY = /^INS\.[^.\s]{20}\.[^.\s]{50}$/;

export const cloudApiKey = requiredSecret(200).regex(CLOUD_API_KEY, whatsappCloudMessages.invalidApiKey);

/** The body of PUT /channel/{id}/set-cloud-api-key-properties. */
export const whatsappCloudApiKey = z.object({ apiKey: cloudApiKey, userId: requiredText(200) }).strict();

/**
 * WhatsApp Cloud (spec 02 sections 3 and 5): the customer name (sent as partnerName), the
 * registered number (valid, starting with +; it identifies the channel) and the e-mail of the
 * signed-in user; the Cloud API key and its user are set from the key popup. The Cloud API
 * account's five fields come together or not at all: each one missing is refused under its name.
 */
export const whatsappCloud = defineChannel({
  kind: 'whatsappCloud',
  stored: { integrationType: 'WhatsAppCloudAPI' },
  properties: z
    .object({
      partnerName: requiredText(200),
      registeredWhatsappPhoneNumber: phone().refine((value) => value.startsWith('+'), whatsappCloudMessages.numberNeedsPlus),
      email: email(),
      apiKey: cloudApiKey.optional(),
      userId: requiredText(200).optional(),
      /** Meta's Cloud API side: the number's id, the WhatsApp Business Account id, a system-user token. */
      phoneNumberId: graphId().optional(),
      businessAccountId: graphId().optional(),
      accessToken: requiredSecret(1000).optional(),
      /** The Meta app's secret: webhooks are signed with it (X-Hub-Signature-256). */
      appSecret: requiredSecret(200).optional(),
      /** The text Meta's webhook check sends back (hub.verify_token). */
      verifyToken: requiredSecret(200).optional(),
      /** The channel's default template outside the window; flowTemplates names a flow's own. */
      outsideWindowTemplate: outsideWindowTemplate.optional(),
      flowTemplates: flowTemplates.optional(),
      /** The partner webhook: each inbound message is also POSTed there, signed with the token (a secret). */
      partnerWebhookUrl: httpUrl().optional(),
      partnerWebhookToken: requiredSecret(500).optional(),
      /** Tracking query parameters (utm_*, fbclid, ...) are removed from links in the assistant's messages. */
      removeTrackingParams: z.boolean().optional(),
    })
    .strict()
    .superRefine((properties, ctx) => {
      const missing = CLOUD_ACCOUNT_FIELDS.filter((field) => properties[field] === undefined);
      if (missing.length === CLOUD_ACCOUNT_FIELDS.length) return;
      for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: whatsappCloudMessages.cloudAccountIncomplete });
    }),
  secrets: ['apiKey', 'accessToken', 'appSecret', 'verifyToken', 'partnerWebhookToken'],
  identifiedBy: ['registeredWhatsappPhoneNumber'],
});
