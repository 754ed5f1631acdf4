import { z } from 'zod';
import { defineChannel } from './definition';
import { optionalText, requiredSecret, requiredText } from './fields';

/** Texts of the help-desk chat forms (spec 02 section 8, exact wording). */
export const helpDeskChatMessages = {
  departmentRequired: 'You should select zendesk department to continue.',
  createFailed: 'Failed to create Zendesk channel, please try again later or contact support team.',
} as const;

/**
 * The help-desk chat, Zendesk (spec 02 sections 3, 4 and 5): client id and subdomain
 * required (the subdomain identifies the account), the token the login returned (a secret),
 * and the handover department chosen on update.
 */
export const helpDeskChat = defineChannel({
  kind: 'helpDeskChat',
  stored: { integrationType: 'Zendesk' },
  properties: z
    .object({
      clientId: requiredText(200),
      subdomain: requiredText(100),
      zendeskToken: requiredSecret().optional(),
      zendeskDepartmentID: optionalText(100),
    })
    .strict(),
  secrets: ['zendeskToken'],
  identifiedBy: ['subdomain'],
});
