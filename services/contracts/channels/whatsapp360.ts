import { z } from 'zod';
import { defineChannel } from './definition';
import { imageUrl, requiredSecret } from './fields';

/** Texts of the profile picture update (spec 02 section 8). */
export const whatsapp360Messages = {
  updated: 'WhatsApp channel successfully updated.',
  notUpdated: 'WhatsApp channel could not be updated.',
} as const;

/**
 * The 360-style WhatsApp variant (spec 02 sections 3, 5 and 7): created with an api key (a
 * secret); the profile picture is set on update (PUT /channel/{id}/uploadPicture).
 */
export const whatsapp360 = defineChannel({
  kind: 'whatsapp360',
  stored: { integrationType: 'WhatsApp360Dialog' },
  properties: z.object({ apiKey: requiredSecret(500), profilePictureUrl: imageUrl() }).strict(),
  secrets: ['apiKey'],
  identifiedBy: [],
});
