import { z } from 'zod';
import { defineChannel } from './definition';
import { email, phone, requiredSecret, requiredText } from './fields';

/** Texts of the WhatsApp Cloud form and its API key popup (spec 02 sections 4, 5 and 8). */
export const whatsappCloudMessages = {
  numberNeedsPlus: 'The number must start with + and the country code.',
  invalidApiKey: 'Enter a valid API Key to continue.',
  replaceApiKey: 'Replace API Key?',
  keyGenerationFailed: 'Failed to generate WhatsApp Cloud API Key. Try again ',
  added: 'Channel added successfully.',
} as const;

/** A Cloud API key: INS, a dot, 20 characters, a dot, 50 characters. */
export const CLOUD_API_KEY = /^INS\.[^.\s]{20}\.[^.\s]{50}$/;

export const cloudApiKey = requiredSecret(200).regex(CLOUD_API_KEY, whatsappCloudMessages.invalidApiKey);

/** The body of PUT /channel/{id}/set-cloud-api-key-properties. */
export const whatsappCloudApiKey = z.object({ apiKey: cloudApiKey, userId: requiredText(200) }).strict();

/**
 * WhatsApp Cloud (spec 02 sections 3 and 5): the customer name (sent as partnerName), the
 * registered number (valid, starting with +; it identifies the channel) and the e-mail of the
 * signed-in user; the Cloud API key and its user are set from the key popup.
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
    })
    .strict(),
  secrets: ['apiKey'],
  identifiedBy: ['registeredWhatsappPhoneNumber'],
});
