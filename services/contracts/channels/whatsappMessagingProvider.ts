import { z } from 'zod';
import { defineChannel } from './definition';
import { httpUrl, phone, requiredSecret } from './fields';

/**
 * WhatsApp through a messaging provider, Infobip (spec 02 sections 3 and 5): every field
 * required; the registered number identifies it and the provider's api key is a secret.
 */
export const whatsappMessagingProvider = defineChannel({
  kind: 'whatsappMessagingProvider',
  stored: { integrationType: 'Infobip' },
  properties: z
    .object({
      infobipApiKey: requiredSecret(500),
      registeredWhatsappPhoneNumber: phone(),
      infobipBaseURL: httpUrl(),
    })
    .strict(),
  secrets: ['infobipApiKey'],
  identifiedBy: ['registeredWhatsappPhoneNumber'],
});
