import { z } from 'zod';
import { defineChannel } from './definition';
import { email, phone, requiredSecret, requiredText, optionalText } from './fields';
import { channelFieldMessages as m } from './messages';

/** WhatsApp packages of the partner form (spec 02 sections 3 and 9). */
export const WHATSAPP_PACKAGES = ['Starter', 'Pro', 'Advanced'] as const;

export const whatsappMessages = {
  formSent: 'Form sent to the team successfully',
} as const;

/**
 * The WhatsApp partner form (spec 02 sections 2, 3 and 5), sent to the team, not stored as a
 * channel: first name, last name and Business Manager id required; phones and e-mail valid.
 */
export const whatsappPartnerForm = z
  .object({
    firstname: requiredText(100),
    lastname: requiredText(100),
    mobilephone: phone(),
    email: email(),
    facebook_business_manager_id: requiredText(100),
    phone: phone(),
    whatsapp_packages: z.enum(WHATSAPP_PACKAGES, m.oneOf(WHATSAPP_PACKAGES)),
    company: optionalText(200),
  })
  .strict();

/**
 * A WhatsApp number of the company's account (spec 02 sections 3, 5 and 7): created with
 * the account's new API key (sent as MB-API-KEY, a secret) and the phone number, which
 * identifies the channel.
 */
export const whatsapp = defineChannel({
  kind: 'whatsapp',
  stored: { integrationType: 'WhatsApp' },
  properties: z.object({ 'MB-API-KEY': requiredSecret(200), phone: phone() }).strict(),
  secrets: ['MB-API-KEY'],
  identifiedBy: ['phone'],
});
